import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoadedContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';
import type { AllContent } from '@docusaurus/types';
import { GENERATED_INDEX_TEXT } from './pageText';
import { extractedPage, sourcePages } from './sourcePages';

type Doc = LoadedVersion['docs'][number];

function doc(id: string, base: string, extra: Partial<Doc> = {}): Doc {
  return { id, title: `Title of ${id}`, permalink: `${base}${id}`, source: `@site/docs/${id}.mdx`, sidebar: 'docs', frontMatter: {}, ...extra } as Doc;
}

function version(versionName: string, docs: Doc[], sidebar: LoadedVersion['sidebars'][string]): LoadedVersion {
  return { versionName, docs, drafts: [], sidebars: { docs: sidebar } } as unknown as LoadedVersion;
}

const category = (label: string, items: LoadedVersion['sidebars'][string], link?: object) =>
  ({ type: 'category', label, collapsed: true, collapsible: true, items, ...(link && { link }) }) as LoadedVersion['sidebars'][string][number];

const current = version(
  'current',
  [doc('intro', '/docs/'), doc('server/routers', '/docs/'), doc('server/adapters/express', '/docs/'), doc('server/adapters/index', '/docs/'), doc('faq', '/docs/', { sidebar: undefined })],
  [
    { type: 'doc', id: 'intro' },
    category('Server', [{ type: 'doc', id: 'server/routers' }, category('Adapters', [{ type: 'doc', id: 'server/adapters/express' }], { type: 'doc', id: 'server/adapters/index' })], {
      type: 'generated-index',
      slug: '/server',
      permalink: '/docs/server',
      title: 'The server',
    }),
  ],
);
const v9 = version('9.x', [doc('intro', '/docs/v9/', { source: '@site/versioned_docs/version-9.x/intro.mdx' })], [category('Start', [{ type: 'doc', id: 'intro' }])]);

const allContent: AllContent = {
  'docusaurus-plugin-content-docs': { default: { loadedVersions: [current, v9] } satisfies LoadedContent },
  'docusaurus-plugin-content-pages': {
    default: [
      { type: 'jsx', permalink: '/', source: '@site/src/pages/index.tsx' },
      { type: 'mdx', permalink: '/about', source: '@site/src/pages/about.mdx', frontMatter: {}, unlisted: false },
      { type: 'mdx', permalink: '/secret', source: '@site/src/pages/secret.mdx', frontMatter: { unlisted: true }, unlisted: false },
    ] as PagesContent,
  },
};

const pages = sourcePages(allContent, { siteTitle: 'tRPC', language: 'en' });
const byPath = (path: string) => pages.find((page) => page.page.path === path);

describe('sourcePages', () => {
  it('groups docs under their top sidebar category, as the production breadcrumbs do', () => {
    assert.equal(byPath('/docs/intro')?.page.lvl0, 'Docs');
    assert.equal(byPath('/docs/server/routers')?.page.lvl0, 'Server');
    // Nested categories still count from the top one.
    assert.equal(byPath('/docs/server/adapters/express')?.page.lvl0, 'Server');
    // A category's own page ends its breadcrumbs: the category above groups it.
    assert.equal(byPath('/docs/server/adapters/index')?.page.lvl0, 'Server');
    // No sidebar, no breadcrumbs.
    assert.equal(byPath('/docs/faq')?.page.lvl0, 'Docs');
  });

  it('gives each docs version its search tag and version facet', () => {
    assert.deepEqual(byPath('/docs/v9/intro')?.page, { path: '/docs/v9/intro', lvl0: 'Start', tag: 'docs-default-9.x', language: 'en', version: '9.x' });
    assert.equal(byPath('/docs/intro')?.page.tag, 'docs-default-current');
    assert.deepEqual(byPath('/docs/v9/intro')?.source, { file: 'versioned_docs/version-9.x/intro.mdx', removeContentTitle: false });
  });

  it("indexes a category's generated index by its title, without text", () => {
    const index = byPath('/docs/server')!;
    assert.equal(index.source, null);
    assert.deepEqual(extractedPage(index, GENERATED_INDEX_TEXT).page, { path: '/docs/server', lvl0: 'Docs', lvl1: 'The server', tag: 'docs-default-current', language: 'en', version: 'current' });
  });

  it('reads Markdown pages, not React ones or unlisted ones, under the site title', () => {
    assert.deepEqual(byPath('/about'), {
      page: { path: '/about', lvl0: 'tRPC', tag: 'default', language: 'en', version: null },
      title: 'tRPC',
      source: { file: 'src/pages/about.mdx', removeContentTitle: false },
    });
    assert.equal(byPath('/'), undefined);
    assert.equal(byPath('/secret'), undefined);
  });

  it('takes the title from the content when it has one', () => {
    const source = byPath('/docs/intro')!;
    assert.equal(extractedPage(source, { contentTitle: 'Introduction', sections: [] }).page.lvl1, 'Introduction');
    assert.equal(extractedPage(source, { contentTitle: null, sections: [] }).page.lvl1, 'Title of intro');
  });
});
