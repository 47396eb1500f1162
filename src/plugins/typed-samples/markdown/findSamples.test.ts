import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Problem } from '../protocol';
import { findSamples } from './findSamples';

const fence = (meta: string, body: string) => `\`\`\`ts ${meta}\n${body}\n\`\`\`\n`;

describe('findSamples', () => {
  it('finds the TypeScript fences of a page with their markdown line and version', () => {
    const problems: Problem[] = [];
    const content = `---\ntitle: A\n---\n\n${fence('', 'const a = 1;')}\n\`\`\`bash\nnpm i\n\`\`\`\n\n${fence('version="9"', 'const b = 2;')}`;
    const samples = findSamples({ path: 'docs/a.mdx', content }, problems);
    assert.deepEqual(
      samples.map((sample) => [sample.docPath, sample.fenceLine, sample.version, sample.code, sample.meta]),
      [
        ['docs/a.mdx', 5, '10', 'const a = 1;', null],
        ['docs/a.mdx', 13, '9', 'const b = 2;', 'version="9"'],
      ],
    );
    assert.deepEqual(problems, []);
  });

  it('reports markdown that is not valid MDX', () => {
    const problems: Problem[] = [];
    assert.deepEqual(findSamples({ path: 'docs/bad.mdx', content: '# Hi\n\n<div>\n' }, problems), []);
    assert.equal(problems.length, 1);
    assert.match(problems[0].message, /^cannot parse as MDX/);
  });
});
