import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoadedVersion } from '@docusaurus/plugin-content-docs';
import { renderFull, renderIndex } from './render';
import { OTHER_PAGES_SECTION, TOP_LEVEL_SECTION, versionSections } from './sections';

type Doc = LoadedVersion['docs'][number];

function doc(id: string, title: string, extra: Partial<Doc> = {}): Doc {
  const dir = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '.';
  return {
    id,
    title,
    description: `About ${title}.`,
    permalink: `/trpc-docs/docs/${id}`,
    source: `@site/docs/${id}.mdx`,
    sourceDirName: dir,
    unlisted: false,
    frontMatter: {},
    ...extra,
  } as Doc;
}

// A version shaped like the 10.x docs: top-level pages around categories,
// a generated-index category, a page kept out of the sidebar and the API reference.
const version: Pick<LoadedVersion, 'docs' | 'sidebars'> = {
  docs: [
    doc('index', 'Introduction', { permalink: '/trpc-docs/docs/' }),
    doc('quickstart', 'Quickstart'),
    doc('server/routers', 'Define Routers'),
    doc('server/adapters/express', 'Express Adapter'),
    doc('reactjs/usequery', 'useQuery()'),
    doc('reactjs/suspense', 'Suspense'),
    doc('landing-intro/Step1', 'Step 1'),
    doc('hidden', 'Hidden', { unlisted: true }),
    doc('typedoc/index', 'API reference', { frontMatter: { description: 'The generated reference.' }, description: 'The generated reference.' }),
    doc('typedoc/server/index', '@trpc/server'),
    doc('typedoc/server/classes/TRPCError', 'TRPCError'),
  ],
  sidebars: {
    docs: [
      { type: 'doc', id: 'index' },
      {
        type: 'category',
        label: 'Server',
        collapsed: true,
        collapsible: true,
        link: { type: 'generated-index', slug: '/server/introduction', permalink: '/trpc-docs/docs/server/introduction', title: 'Server', description: 'All about the server.' },
        items: [
          { type: 'doc', id: 'server/routers' },
          { type: 'category', label: 'Adapters', collapsed: true, collapsible: true, items: [{ type: 'doc', id: 'server/adapters/express' }] },
        ],
      },
      { type: 'category', label: 'React Query', collapsed: true, collapsible: true, items: [{ type: 'doc', id: 'reactjs/usequery' }] },
      { type: 'doc', id: 'quickstart' },
      {
        type: 'category',
        label: 'API reference',
        collapsed: true,
        collapsible: true,
        link: { type: 'doc', id: 'typedoc/index' },
        items: [
          {
            type: 'category',
            label: '@trpc/server',
            collapsed: true,
            collapsible: true,
            link: { type: 'doc', id: 'typedoc/server/index' },
            items: [{ type: 'doc', id: 'typedoc/server/classes/TRPCError' }],
          },
        ],
      },
    ],
  } as LoadedVersion['sidebars'],
};

const sections = versionSections(version, { isGenerated: (id) => id.startsWith('typedoc/') });

describe('versionSections', () => {
  it('follows the sidebar: top-level pages first, then one section per category', () => {
    assert.deepEqual(
      sections.map((section) => [section.label, section.entries.map((entry) => entry.title)]),
      [
        [TOP_LEVEL_SECTION, ['Introduction', 'Quickstart']],
        ['Server', ['Server', 'Define Routers', 'Express Adapter']],
        ['React Query', ['useQuery()', 'Suspense']],
        ['API reference', ['API reference', '@trpc/server']],
        [OTHER_PAGES_SECTION, ['Step 1']],
      ],
    );
  });

  it('keeps the text of hand-written pages only', () => {
    const withText = sections.flatMap((section) => section.entries.filter((entry) => entry.source).map((entry) => entry.title));
    assert.deepEqual(withText, ['Introduction', 'Quickstart', 'Define Routers', 'Express Adapter', 'useQuery()', 'Suspense', 'Step 1']);
  });
});

describe('renderIndex', () => {
  const index = renderIndex({
    title: 'tRPC',
    summary: 'A summary\nover two lines.',
    site: { url: 'https://example.com', baseUrl: '/trpc-docs/' },
    sections,
    files: [{ label: 'Full text', path: 'llms-full.txt', description: 'every page' }],
  });

  it('has the llms.txt layout: title, summary, file links, one list per section', () => {
    assert.match(index, /^# tRPC\n\n> A summary over two lines\.\n\n- \[Full text\]\(https:\/\/example\.com\/trpc-docs\/llms-full\.txt\): every page\n\n## Overview\n\n- \[Introduction\]\(https:\/\/example\.com\/trpc-docs\/docs\/\): About Introduction\.\n/);
    assert.match(index, /\n## API reference\n\n- \[API reference\]\(https:\/\/example\.com\/trpc-docs\/docs\/typedoc\/index\): The generated reference\.\n- \[@trpc\/server\]\(https:\/\/example\.com\/trpc-docs\/docs\/typedoc\/server\/index\): API reference of @trpc\/server, generated from its source\n/);
  });

  it('puts the base URL in every link', () => {
    const links = [...index.matchAll(/\]\(([^)]+)\)/g)].map(([, url]) => url);
    assert.equal(links.length, 11);
    for (const url of links) assert.ok(url.startsWith('https://example.com/trpc-docs/'), url);
  });
});

describe('renderFull', () => {
  it('gives each page its title and canonical URL before the text', () => {
    const full = renderFull({
      preamble: 'All pages.',
      pages: [
        { title: 'One', url: 'https://example.com/trpc-docs/docs/one', markdown: 'First.' },
        { title: 'Two', url: 'https://example.com/trpc-docs/docs/two', markdown: '## Part\n\nSecond.' },
      ],
    });
    assert.equal(full, '> All pages.\n\n# One\n\nURL: https://example.com/trpc-docs/docs/one\n\nFirst.\n\n# Two\n\nURL: https://example.com/trpc-docs/docs/two\n\n## Part\n\nSecond.\n');
  });
});
