import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { README_END, README_START, renderReadmeBlock } from './report';

describe('README figures', () => {
  it('replaces only what is between the bench markers', () => {
    const readme = `# Site\n\n## Performance\n\nIntro.\n\n${README_START}\nold table\n${README_END}\n\n## After\n`;
    const updated = renderReadmeBlock(readme, 'new table');
    assert.equal(updated, `# Site\n\n## Performance\n\nIntro.\n\n${README_START}\nnew table\n${README_END}\n\n## After\n`);
  });

  it('refuses a README without the markers', () => {
    assert.throws(() => renderReadmeBlock('# Site\n', 'table'), /has no/);
  });
});
