import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractPage } from './extract';

/** A docs page as Docusaurus 3 renders it (minified, optional end tags omitted). */
const DOC_PAGE = `<!doctype html><html lang=en class="docs-wrapper plugin-docs docs-doc-page"><head>
<title data-rh=true>wsLink | tRPC</title>
<meta data-rh=true name=docsearch:language content=en />
<meta data-rh=true name=docsearch:version content=current />
<meta data-rh=true name=docsearch:docusaurus_tag content=docs-default-current />
<meta data-rh=true name=description content="Send calls over a WebSocket &amp; reconnect." />
<meta data-rh=true property=og:description content="Send calls over a WebSocket &amp; reconnect." />
</head><body><nav class=navbar><a href=/docs>Docs</a><button>Search</button></nav>
<main><article><nav class="theme-doc-breadcrumbs" aria-label=Breadcrumbs><ul class=breadcrumbs>
<li class=breadcrumbs__item><a aria-label="Home page" href=/><svg><path d=""/></svg></a>
<li class=breadcrumbs__item><a href=/docs/links/><span>Links</span></a>
<li class="breadcrumbs__item breadcrumbs__item--active"><span>wsLink</span></ul></nav>
<span class="theme-doc-version-badge badge">Version: 10.x</span>
<div class="theme-doc-markdown markdown"><header><h1>wsLink</h1></header>
<p><code>wsLink</code> sends calls over a <a href=/docs/subscriptions>WebSocket</a> &amp; keeps it open.
<h2 class=anchor id=reconnects>Reconnects<a href=#reconnects class=hash-link aria-label="Direct link">&#8203;</a></h2>
<p>It reconnects after <code>retryDelayMs</code>.
<div class="language-ts theme-code-block"><div class=codeBlockTitle>client.ts</div><pre><code>const secretCode = 1;</code></pre></div>
<ul class=tabs role=tablist><li>npm<li>Yarn</ul>
<h3 id=options-table>Options &lt;table&gt;</h3>
<table><tr><th>Option<th>Default<tr><td>url<td>required</table>
<h2 id=see-also>See also</h2><ul><li><a href=/docs/links/splitLink>splitLink</a><li>httpBatchLink</ul>
</div><footer class=theme-doc-footer><a href=edit>Edit this page</a></footer></article>
<nav class=pagination-nav><a>Next</a></nav></main>
<footer class=footer>Copyright</footer></body></html>`;

describe('extractPage', () => {
  const extracted = extractPage(DOC_PAGE, { path: '/docs/links/wsLink', siteTitle: 'tRPC' });

  it('reads the page facets and the DocSearch lvl0/lvl1', () => {
    assert.deepEqual(extracted?.page, {
      path: '/docs/links/wsLink',
      lvl0: 'Links',
      lvl1: 'wsLink',
      tag: 'docs-default-current',
      language: 'en',
      version: 'current',
      description: 'Send calls over a WebSocket & reconnect.',
    });
  });

  it('makes one record per heading with its anchor, hierarchy and section text', () => {
    assert.deepEqual(extracted?.sections, [
      { level: 1, anchor: null, lvl2: null, lvl3: null, content: 'wsLink sends calls over a WebSocket & keeps it open.', code: '' },
      { level: 2, anchor: 'reconnects', lvl2: 'Reconnects', lvl3: null, content: 'It reconnects after retryDelayMs.', code: 'const secretCode = 1;' },
      { level: 3, anchor: 'options-table', lvl2: 'Reconnects', lvl3: 'Options <table>', content: 'Option Default url required', code: '' },
      { level: 2, anchor: 'see-also', lvl2: 'See also', lvl3: null, content: 'splitLink httpBatchLink', code: '' },
    ]);
  });

  it('keeps code apart from the text, without its file name title', () => {
    assert.ok(!extracted?.sections.some(({ content }) => content.includes('secretCode')));
    assert.ok(!JSON.stringify(extracted).includes('client.ts'));
  });

  it('leaves out navigation, tabs, badges, anchors and footers', () => {
    const text = JSON.stringify(extracted?.sections.map(({ code, ...section }) => section));
    for (const chrome of ['secretCode', 'client.ts', 'Yarn', 'Version: 10.x', 'Edit this page', 'Next', 'Copyright', 'Search', '\u200b']) {
      assert.ok(!text.includes(chrome), `${chrome} should not be indexed`);
    }
  });

  it('takes a blog post title from its header but not the date and authors around it', () => {
    const post = extractPage(
      `<html><head><title>Ignored | tRPC</title><meta name=docsearch:docusaurus_tag content=default></head><body><main><article>
      <header><h1 class=title>Introducing tRPC</h1><div><time>March 22, 2021</time> · 8 min read</div><div class=avatar>The tRPC team</div></header>
      <div id=__blog-post-container class=markdown><p>Types end to end.</div></article></main></body></html>`,
      { path: '/blog/introducing-trpc', siteTitle: 'tRPC' },
    );
    assert.equal(post?.page.lvl0, 'Blog');
    assert.equal(post?.page.lvl1, 'Introducing tRPC');
    assert.equal(post?.page.version, null);
    assert.deepEqual(post?.sections.map((section) => section.content), ['Types end to end.']);
  });

  it('groups blog posts under Blog under any base URL', () => {
    const html = `<html><head><meta name=docsearch:docusaurus_tag content=default></head><body><main><article><header><h1>Introducing tRPC</h1></header><div class=markdown><p>Types.</div></article></main></body></html>`;
    for (const path of ['/blog/introducing-trpc', '/trpc-docs/blog/introducing-trpc', '/trpc-docs/blog'])
      assert.equal(extractPage(html, { path, siteTitle: 'tRPC' })?.page.lvl0, 'Blog', path);
    assert.equal(extractPage(html, { path: '/trpc-docs/media', siteTitle: 'tRPC' })?.page.lvl0, 'tRPC');
  });

  it('indexes custom pages from <main>, titled by the document title when they have no <h1>', () => {
    const home = extractPage(
      `<html><head><title>Media assets | tRPC</title></head><body><nav>Docs</nav><main><section><h2 id=logo>Logo</h2><p>Use the SVG.</section></main></body></html>`,
      { path: '/media', siteTitle: 'tRPC' },
    );
    assert.equal(home?.page.lvl0, 'tRPC');
    assert.equal(home?.page.lvl1, 'Media assets');
    assert.equal(home?.page.tag, 'default');
    assert.deepEqual(home?.sections.at(-1), { level: 2, anchor: 'logo', lvl2: 'Logo', lvl3: null, content: 'Use the SVG.', code: '' });
  });

  it('gives h3s without an id the anchor of their h2', () => {
    const page = extractPage(`<html><body><main><h1>tRPC</h1><h2 id=why>Why</h2><ul><li><h3>Types</h3><p>End to end.</ul></main></body></html>`, {
      path: '/',
      siteTitle: 'tRPC',
    });
    assert.deepEqual(page?.sections.at(-1), { level: 3, anchor: 'why', lvl2: 'Why', lvl3: 'Types', content: 'End to end.', code: '' });
  });

  it('keeps an h3 that comes before any h2', () => {
    const page = extractPage(`<html><body><article><h1>Error codes</h1><h3 id=bad-request>BAD_REQUEST</h3><p>Invalid input.</article></body></html>`, {
      path: '/docs/x',
      siteTitle: 'tRPC',
    });
    assert.deepEqual(page?.sections.at(-1), { level: 3, anchor: 'bad-request', lvl2: null, lvl3: 'BAD_REQUEST', content: 'Invalid input.', code: '' });
  });

  it('skips pages without content or title', () => {
    assert.equal(extractPage('<html><body><p>Redirecting…</body></html>', { path: '/old', siteTitle: 'tRPC' }), null);
    assert.equal(extractPage('<html><body><main><p>No title</main></body></html>', { path: '/x', siteTitle: 'tRPC' }), null);
  });
});
