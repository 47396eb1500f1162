import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findPageResidue, visibleText } from './visibleText';

const page = (body: string) => `<!doctype html><html><head><title>Page | tRPC</title></head><body>${body}</body></html>`;
const rulesIn = (body: string) => findPageResidue(page(body)).map(({ rule }) => rule);

describe('visibleText', () => {
  it('keeps the text of prose, one line per block, entities decoded', () => {
    assert.equal(
      visibleText(page('<h1>Title</h1><p>One <a href="/x">link</a> &amp; <em>more</em>.</p><ul><li>a</li><li>b</li></ul>')),
      'Page | tRPC\nTitle\nOne link & more.\na\nb',
    );
  });

  it('leaves out code, scripts, styles and templates', () => {
    const text = visibleText(
      page(
        '<p>Use <code>{/* x */}</code>.</p><pre><code>import { z } from "zod";\n:::</code></pre>' +
          '<script>const a = "<Tabs>";</script><style>a::after{}</style><template><span>:::tip</span></template>',
      ),
    );
    assert.equal(text, 'Page | tRPC\nUse .');
  });

  it('does not count an HTML comment of the source as text', () => {
    assert.equal(visibleText(page('<p>a<!-- hidden --></p>')), 'Page | tRPC\na');
  });
});

describe('findPageResidue', () => {
  it('finds an admonition written the old way, which v4 prints as a paragraph', () => {
    const found = findPageResidue(
      page('<p>:::tip Using tRPC 10?\nThis page has a <a href="/docs">10.x version</a>.\n:::</p>'),
    );
    assert.deepEqual(found, [
      { rule: 'admonition fence `:::`', text: ':::tip Using tRPC 10?' },
      { rule: 'admonition fence `:::`', text: ':::' },
    ]);
  });

  it('finds MDX and HTML comments shown as text', () => {
    assert.deepEqual(rulesIn('<p>{/* truncate */}</p>'), ['MDX comment']);
    assert.deepEqual(rulesIn('<p>before */} after</p>'), ['MDX comment']);
    assert.deepEqual(rulesIn('<p>&lt;!-- truncate --&gt;</p>'), ['HTML comment']);
  });

  it('finds a Markdown link that was not rendered', () => {
    assert.deepEqual(rulesIn('<p>See [the routers page](/docs/server/routers).</p>'), ['Markdown link']);
    assert.deepEqual(rulesIn('<td>[setup](./setup.mdx#install)</td>'), ['Markdown link']);
    assert.deepEqual(rulesIn('<p>See <a href="/docs/server/routers">the routers page</a> [1].</p>'), []);
  });

  it('finds JSX tags shown as text, but not type arguments or comparisons', () => {
    assert.deepEqual(rulesIn('<p>&lt;Tabs&gt;</p>'), ['JSX tag']);
    assert.deepEqual(rulesIn('<p>text &lt;/TabItem&gt;</p>'), ['JSX tag']);
    assert.deepEqual(rulesIn('<p>&lt;DocCardList /&gt;</p>'), ['JSX tag']);
    assert.deepEqual(rulesIn('<p>returns Promise&lt;Output&gt; when a &lt; B</p>'), []);
  });

  it('finds stray import and export lines, not sentences about importing', () => {
    assert.deepEqual(rulesIn("<p>import Tabs from '@theme/Tabs';</p>"), ['`import`/`export` line']);
    assert.deepEqual(rulesIn("<p>import { z } from 'zod';</p>"), ['`import`/`export` line']);
    assert.deepEqual(rulesIn('<p>export const answer = 42;</p>'), ['`import`/`export` line']);
    assert.deepEqual(rulesIn('<p>Import the router type, then export it from a shared file.</p>'), []);
    assert.deepEqual(rulesIn('<p>You can import from other files.</p>'), []);
  });

  it('finds nothing in the same markup inside code', () => {
    assert.deepEqual(
      rulesIn("<pre><code>import Tabs from '@theme/Tabs';\n:::tip\n&lt;Tabs&gt;{/* x */}[a](/b)</code></pre><p>Plain prose.</p>"),
      [],
    );
  });
});
