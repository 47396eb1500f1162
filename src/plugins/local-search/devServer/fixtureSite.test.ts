import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { LoadedContent, LoadedVersion, SidebarsConfig } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { AllContent } from '@docusaurus/types';
import type { ExtractedPage } from '../indexing/extract';
import { DEFAULT_PARSE_FRONT_MATTER, parseMarkdownFile } from '@docusaurus/utils';
import sidebars from '../../../../tests/dev-search/site/sidebars';
import { fromSourcesOnly, type IndexedPage, type IndexedRecord } from '../../../../tests/dev-search/readIndex';
import { pageDescription } from '../indexing/shards';
import { codeTerms, tokenize } from '../format/text';
import { GENERATED_INDEX_TEXT, pageText } from './pageText';
import { extractedPage, sourcePages } from './sourcePages';

/**
 * The records read from the Markdown sources of the test site
 * (tests/dev-search) against those its production build indexes from the
 * rendered HTML (tests/dev-search/expected.json, written by
 * `npx tsx tests/dev-search/fixtureSite.ts` and checked against a fresh
 * build by tests/e2e/devSearch.spec.ts), but for what only rendering gives
 * (fromSourcesOnly). The content is given as the docs and blog plugins
 * load it, from the site's own sidebars.ts.
 */
const FIXTURES = path.join(__dirname, '..', '..', '..', '..', 'tests', 'dev-search');
const expected = JSON.parse(readFileSync(path.join(FIXTURES, 'expected.json'), 'utf8')) as IndexedPage[];

/**
 * A page's front matter and its description as Docusaurus loads it: the
 * front matter's, else an excerpt of its first paragraph (the blog drops the
 * content title first).
 */
async function parsed(file: string, removeContentTitle = false): Promise<{ frontMatter: Record<string, unknown>; description: string }> {
  const filePath = path.join(FIXTURES, 'pages', file);
  const { frontMatter, excerpt } = await parseMarkdownFile({ filePath, fileContent: readFileSync(filePath, 'utf8'), parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER, removeContentTitle });
  return { frontMatter, description: (frontMatter.description as string | undefined) ?? excerpt ?? '' };
}

type Doc = LoadedVersion['docs'][number];
type SidebarItem = LoadedVersion['sidebars'][string][number];
type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

const DOC_FILES = ['index', 'outside', 'draft', 'unlisted', 'guides/headings', 'guides/text', 'guides/code', 'guides/advanced/overview', 'guides/advanced/edited'];

/** The sidebar as the docs plugin loads it: ids as doc items, generated indexes with their permalinks. */
function loaded(items: SidebarItemConfig[]): SidebarItem[] {
  return items.map((item): SidebarItem => {
    if (typeof item === 'string') return { type: 'doc', id: item };
    if (item.type !== 'category') throw new Error(`Not in the test site: ${item.type}`);
    const link = item.link?.type === 'generated-index' ? { ...item.link, permalink: item.link.slug! } : item.link;
    return { ...item, collapsed: true, collapsible: true, link, items: loaded(item.items as SidebarItemConfig[]) } as SidebarItem;
  });
}

const sidebar = loaded(sidebars.docs as SidebarItemConfig[]);
const inSidebar = (id: string) => JSON.stringify(sidebar).includes(`"id":"${id}"`);

const terms = (list: string[]) => [...new Set(list)].sort();

/**
 * A page read from the sources as the index holds it: its code as
 * identifiers, each once, and the terms of its description on its title
 * record, where the index has one (indexing/shards.ts pageDescription).
 */
function asIndexed(extracted: ExtractedPage): IndexedPage {
  const description = pageDescription(extracted);
  const { description: _, ...page } = extracted.page;
  const records = extracted.sections.map(
    ({ level, anchor, lvl2, lvl3, content, code }): IndexedRecord => ({
      level,
      anchor,
      lvl2,
      lvl3,
      content,
      codeTerms: terms(codeTerms(code)),
      descriptionTerms: level === 1 ? terms(tokenize(description)) : [],
    }),
  );
  return { ...page, records };
}

describe('records read from Markdown sources (the test site)', async () => {
  const docs = await Promise.all(DOC_FILES.map(async (id): Promise<Doc> => {
    const file = `docs/${id}.mdx`;
    const { frontMatter: matter, description } = await parsed(file);
    return {
      id,
      title: matter.title as string,
      description,
      permalink: id === 'index' ? '/' : `/${id}`,
      source: `@site/${file}`,
      sidebar: inSidebar(id) ? 'docs' : undefined,
      // As npm start loads them: drafts and unlisted pages are only that in production.
      draft: false,
      unlisted: false,
      frontMatter: matter,
    } as Doc;
  }));

  const POST = 'blog/2024-01-02-fixture-post.mdx';
  const post = await parsed(POST, true);
  const allContent: AllContent = {
    'docusaurus-plugin-content-docs': {
      default: { loadedVersions: [{ versionName: 'current', docs, drafts: [], sidebars: { docs: sidebar } } as unknown as LoadedVersion] } satisfies LoadedContent,
    },
    'docusaurus-plugin-content-blog': {
      default: {
        blogPosts: [{ metadata: { permalink: '/blog/fixture-post', title: post.frontMatter.title, description: post.description, source: `@site/${POST}`, unlisted: false, frontMatter: post.frontMatter } }],
      } as unknown as BlogContent,
    },
  };

  const fromSources = sourcePages(allContent, { siteTitle: 'Dev search', language: 'en' }).map((source) => {
    const text = source.source ? pageText(readFileSync(path.join(FIXTURES, 'pages', source.source.file), 'utf8'), source.source.file, source.source) : GENERATED_INDEX_TEXT;
    return asIndexed(extractedPage(source, text));
  });

  const expectedFromSources = fromSourcesOnly(expected);
  for (const production of expectedFromSources) {
    it(`${production.path}: the production records (lvl0 to lvl3, anchors, text, code, description)`, () => {
      assert.deepEqual(
        fromSources.find((page) => page.path === production.path),
        production,
      );
    });
  }

  it('misses what only rendering gives: the identifiers of the type a `^?` query shows', () => {
    const typed = (index: IndexedPage[]) => index.find((page) => page.path === '/guides/code')!.records.find((record) => record.anchor === 'a-typed-sample')!;
    assert.ok(typed(expected).codeTerms.includes('greetingtext'));
    assert.ok(!typed(fromSources).codeTerms.includes('greetingtext'));
  });

  it('holds the pages of the production index (but the blog archive), no drafts or unlisted pages', () => {
    assert.deepEqual(fromSources.map((page) => page.path).sort(), expectedFromSources.map((page) => page.path));
  });
});
