import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageText } from './pageText';

/**
 * What the Markdown reader does beyond the test site's pages
 * (fixtureSite.test.ts holds it to a production build): cases that site
 * cannot build or does not show.
 */
const read = (source: string, removeContentTitle = false) => pageText(source, 'docs/page.mdx', { removeContentTitle });

describe('pageText', () => {
  it('takes `{#id}` as an explicit id, as Docusaurus does without future.v4 (which makes it an MDX error)', () => {
    const { sections } = read('## Usage with `useQuery` {#usage}\n\nText.\n\n## Usage with `useQuery`\n');
    assert.deepEqual(
      sections.map(({ anchor, lvl2 }) => [anchor, lvl2]),
      [
        [null, null],
        ['usage', 'Usage with useQuery'],
        // An explicit id takes no slug: the plain one is still free.
        ['usage-with-usequery', 'Usage with useQuery'],
      ],
    );
  });

  it('gives an h3 before any h2 no parent, and an h3 without text no record', () => {
    const { sections } = read('### First\n\nA.\n\n### {\' \'}\n\nB.\n');
    assert.deepEqual(sections.map(({ level, anchor, lvl2, lvl3, content }) => ({ level, anchor, lvl2, lvl3, content })), [
      { level: 1, anchor: null, lvl2: null, lvl3: null, content: '' },
      { level: 3, anchor: 'first', lvl2: null, lvl3: 'First', content: 'A. B.' },
    ]);
  });

  it('reads no chrome: hidden, decorative and skipped elements, images and expressions', () => {
    const { sections } = read(
      [
        'Seen <span aria-hidden="true">hidden</span><svg><title>icon</title></svg><button>Copy</button>.',
        '',
        '<div className="card">A card</div>',
        '',
        '<img src="/x.png" alt="alt text" />',
        '',
        '{props.value} and {"literal"}',
        '',
        'export const answer = 42;',
      ].join('\n'),
    );
    assert.equal(sections[0]!.content, 'Seen . and literal');
  });

  it('shows the type of an admonition without a title, as the theme does', () => {
    assert.equal(read(':::note\n\nBody.\n\n:::\n\n:::danger[Careful]\n\nMore.\n\n:::\n').sections[0]!.content, 'note Body. Careful More.');
  });

  it('takes the first heading as the title only when it is an h1 above any thematic break', () => {
    assert.equal(read('# Title\n\nLead.\n').contentTitle, 'Title');
    assert.equal(read('Lead.\n\n---\n\n# Later\n').contentTitle, null);
    assert.equal(read('## Section\n\n# Later\n').contentTitle, null);
    // Blog posts drop it: it is neither text nor a record.
    const post = read('# Post\n\nLead.\n\n## Part\n', true);
    assert.equal(post.contentTitle, null);
    assert.deepEqual(post.sections.map(({ content }) => content), ['Lead.', '']);
  });

  it('keeps the code of TypeScript samples as the site shows them, apart from the text', () => {
    const { sections } = read(['Text.', '', '```ts', 'const hidden = 1;', '// ---cut---', 'const shownValue = hidden;', '```'].join('\n'));
    assert.equal(sections[0]!.content, 'Text.');
    assert.equal(sections[0]!.code, 'const shownValue = hidden;');
  });

  it('names the page when its MDX does not parse', () => {
    assert.throws(() => read('<Tabs>\n\nnever closed'), /local-search: cannot parse docs\/page\.mdx as MDX/);
  });
});
