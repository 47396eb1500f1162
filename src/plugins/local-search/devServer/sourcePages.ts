/**
 * The pages the production index holds, with the facets and hierarchy it
 * gives them, from the content Docusaurus loaded (no HTML needed): docs of
 * every version and docs plugin with their categories' generated index
 * pages, blog posts and Markdown pages, each with the description Docusaurus
 * puts in its meta (its front matter's, else the excerpt of its first
 * paragraph; a generated index's from its sidebar link). Drafts and
 * unlisted pages are left out, as the build leaves them out of the index
 * (the dev server shows them as any other page). Pages written in React (src/pages/*.tsx) and the blog
 * archive have no Markdown to read.
 */
import { aliasedSitePathToRelativePath, isDraft, isUnlisted } from '@docusaurus/utils';
import type { LoadedContent as DocsContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';
import type { AllContent } from '@docusaurus/types';
import { descriptionOf, type ExtractedPage, type PageInfo, sectionName } from '../indexing/extract';
import type { PageText } from './pageText';

export interface SourcePage {
  /** What the page's HTML would say, but its title (lvl1), which may be the content's. */
  page: Omit<PageInfo, 'lvl1'>;
  /** The page's title when its content has no title heading. */
  title: string;
  /**
   * The page's Markdown file, relative to the site directory; null for a
   * category's generated index, whose cards of other pages search skips.
   */
  source: MarkdownSource | null;
}

export interface MarkdownSource {
  file: string;
  /** Blog posts: the content's title heading is dropped (the post's header shows the title). */
  removeContentTitle: boolean;
}

export interface SiteFacts {
  siteTitle: string;
  /** The locale being served: `docsearch:language`. */
  language: string;
}

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** Whether a page is in the production index: not a draft (never built) nor unlisted (built, not indexed). */
function isIndexed(frontMatter: { draft?: boolean; unlisted?: boolean }): boolean {
  return !isDraft({ frontMatter, env: 'production' }) && !isUnlisted({ frontMatter, env: 'production' });
}

/** A page of the sidebar: a doc (by id) or a category's generated index (by permalink). */
type SidebarPage = { docId: string } | { permalink: string };

/**
 * The breadcrumbs the docs theme shows on a page: the labels of the sidebar
 * categories down to it, then its own item (a category whose page it is
 * ends the path). Null when the sidebar does not hold the page.
 */
export function breadcrumbs(items: SidebarItem[], target: SidebarPage): string[] | null {
  for (const item of items) {
    if (item.type === 'category') {
      const link = item.link;
      const isPage = 'docId' in target ? link?.type === 'doc' && link.id === target.docId : link?.type === 'generated-index' && link.permalink === target.permalink;
      if (isPage) return [item.label];
      const below = breadcrumbs(item.items, target);
      if (below) return [item.label, ...below];
    } else if ((item.type === 'doc' || item.type === 'ref') && 'docId' in target && item.id === target.docId) {
      return [item.label ?? item.id];
    }
  }
  return null;
}

/** Every category of a sidebar, nested ones included. */
function categories(items: SidebarItem[]): Extract<SidebarItem, { type: 'category' }>[] {
  return items.flatMap((item) => (item.type === 'category' ? [item, ...categories(item.items)] : []));
}

function docsPages(pluginId: string, content: DocsContent, site: SiteFacts): SourcePage[] {
  return content.loadedVersions.flatMap((version) => {
    const tag = `docs-${pluginId}-${version.versionName}`;
    const page = (path: string, trail: string[] | null, description: string | undefined) => ({
      path,
      lvl0: sectionName(tag, path, trail ?? [], site.siteTitle),
      tag,
      language: site.language,
      version: version.versionName,
      ...descriptionOf(description),
    });
    const docs = version.docs
      .filter((doc) => isIndexed(doc.frontMatter))
      .map((doc): SourcePage => {
        const sidebar = doc.sidebar ? version.sidebars[doc.sidebar] : undefined;
        return {
          page: page(doc.permalink, sidebar ? breadcrumbs(sidebar, { docId: doc.id }) : null, doc.description),
          title: doc.title,
          source: { file: aliasedSitePathToRelativePath(doc.source), removeContentTitle: false },
        };
      });
    const indexes = new Map<string, SourcePage>();
    for (const sidebar of Object.values(version.sidebars)) {
      for (const category of categories(sidebar)) {
        const link = category.link;
        if (link?.type !== 'generated-index' || indexes.has(link.permalink)) continue;
        indexes.set(link.permalink, {
          page: page(link.permalink, breadcrumbs(sidebar, { permalink: link.permalink }), link.description),
          title: link.title ?? category.label,
          source: null,
        });
      }
    }
    return [...docs, ...indexes.values()];
  });
}

/** A blog post or Markdown page: in the default tag, without a version. */
function markdownPage(path: string, description: string | undefined, site: SiteFacts): SourcePage['page'] {
  return { path, lvl0: sectionName('default', path, [], site.siteTitle), tag: 'default', language: site.language, version: null, ...descriptionOf(description) };
}

function blogPages(content: BlogContent, site: SiteFacts): SourcePage[] {
  return content.blogPosts
    .filter(({ metadata }) => isIndexed(metadata.frontMatter))
    .map(({ metadata }) => ({
      page: markdownPage(metadata.permalink, metadata.description, site),
      title: metadata.title,
      source: { file: aliasedSitePathToRelativePath(metadata.source), removeContentTitle: true },
    }));
}

function markdownPages(content: PagesContent, site: SiteFacts): SourcePage[] {
  return content.flatMap((metadata) =>
    metadata.type === 'mdx' && isIndexed(metadata.frontMatter)
      ? [
          {
            page: markdownPage(metadata.permalink, metadata.description, site),
            // Without a title, the document's title is the site's.
            title: metadata.title ?? site.siteTitle,
            source: { file: aliasedSitePathToRelativePath(metadata.source), removeContentTitle: false },
          },
        ]
      : [],
  );
}

/** Every page of the loaded content that the production index would hold and that has a Markdown source. */
export function sourcePages(allContent: AllContent, site: SiteFacts): SourcePage[] {
  const ofPlugin = <T>(name: string) => Object.entries(allContent[name] ?? {}) as [string, T][];
  return [
    ...ofPlugin<DocsContent>('docusaurus-plugin-content-docs').flatMap(([id, content]) => docsPages(id, content, site)),
    ...ofPlugin<BlogContent>('docusaurus-plugin-content-blog').flatMap(([, content]) => blogPages(content, site)),
    ...ofPlugin<PagesContent | null>('docusaurus-plugin-content-pages').flatMap(([, content]) => (content ? markdownPages(content, site) : [])),
  ];
}

/** The page as the index holds it: its facts and the text read from its source (GENERATED_INDEX_TEXT without one). */
export function extractedPage(source: SourcePage, text: PageText): ExtractedPage {
  return { page: { ...source.page, lvl1: text.contentTitle ?? source.title }, sections: text.sections };
}
