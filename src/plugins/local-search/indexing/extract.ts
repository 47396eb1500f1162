import { Parser } from 'htmlparser2';
import { clean, SectionBuilder, type SectionRecord } from './sections';

export type { SectionRecord };

/**
 * Turns one rendered page into search records, the way the DocSearch crawler
 * does for the hosted index: one record per heading (page title, h2, h3)
 * carrying the DocSearch hierarchy, the heading's anchor and the text of its
 * section, plus the facets Docusaurus writes into `<meta name="docsearch:…">`.
 */

export interface PageInfo {
  /** Path below the site's base URL, starting with `/`, without anchor. */
  path: string;
  /** DocSearch lvl0: the section of the site (a docs category, "Blog", …). */
  lvl0: string;
  /** DocSearch lvl1: the page title. */
  lvl1: string;
  /** `docsearch:docusaurus_tag`, e.g. `default` or `docs-default-9.x`. */
  tag: string;
  /** `docsearch:language`, e.g. `en`. */
  language: string;
  /** `docsearch:version` of docs pages (`current`, `9.x`), else null. */
  version: string | null;
  /**
   * The page's meta description: its front matter's `description`, a
   * sentence summing up the page, or Docusaurus's excerpt of its first
   * paragraph when it has none. Absent when the page has no such meta.
   */
  description?: string;
}

/** A page's description as PageInfo holds it, whitespace squeezed: absent when it has none (or an empty one, which Docusaurus does not put in a meta). */
export function descriptionOf(description: string | undefined): Pick<PageInfo, 'description'> {
  return description ? { description: clean(description) } : {};
}

export interface ExtractedPage {
  page: PageInfo;
  sections: SectionRecord[];
}

export interface ExtractOptions {
  path: string;
  /** lvl0 of pages that are neither docs nor blog posts (home, media). */
  siteTitle: string;
}

/** Elements whose text is chrome or decoration, never searchable. */
export const SKIPPED_TAGS = new Set(['nav', 'svg', 'button', 'script', 'style', 'noscript', 'footer', 'template', 'select']);

export const SKIPPED_CLASSES = [
  'hash-link', // the "#" after each heading
  'theme-doc-version-badge',
  'theme-doc-toc-mobile',
  'theme-edit-this-page',
  'theme-last-updated',
  'tabs', // "npm / Yarn / pnpm" tab labels
  'pagination-nav',
  'card', // links to other pages on generated category indexes
];

/** Elements that end a run of text: their content never runs into the next word. */
export const BLOCK_TAGS = new Set([
  'p', 'div', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'table', 'tr', 'td', 'th', 'blockquote',
  'section', 'article', 'header', 'main', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'details', 'summary', 'figure', 'figcaption',
]);

export const HEADING_LEVEL: Record<string, 1 | 2 | 3> = { h1: 1, h2: 2, h3: 3 };

function hasClass(attributes: Record<string, string>, names: string[]): boolean {
  const classes = (attributes.class ?? '').split(/\s+/);
  return names.some((name) => classes.includes(name));
}

/**
 * Returns null for pages that are not worth a search hit: no title, or no
 * article/main content (redirect stubs and the like).
 */
export function extractPage(html: string, { path, siteTitle }: ExtractOptions): ExtractedPage | null {
  const meta: Record<string, string> = {};
  const breadcrumbs: string[] = [];

  // Docs and blog posts keep their prose in <article>; custom pages (home) in <main>.
  const rootTag = /<article[\s>]/.test(html) ? 'article' : 'main';

  const sections = new SectionBuilder();

  /** Open elements, to know what we are inside of when text arrives. */
  const stack: string[] = [];
  let rootDepth = -1; // stack depth of the root element, -1 when outside it
  let rootSeen = false; // only the first root element counts
  let headerDepth = -1; // inside a <header>, only the heading is prose
  let skipDepth = -1; // stack depth of the outermost skipped element
  let headingDepth = -1;
  let documentTitle = '';
  let inDocumentTitle = false;
  let heading: { level: 1 | 2 | 3; id: string | null; text: string } | null = null;
  let breadcrumbsDepth = -1;
  let breadcrumbText: string | null = null;
  let codeBlockDepth = -1; // inside a code block (with its file name title): only its <pre> is read
  let preDepth = -1; // inside <pre>: text is code

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        stack.push(name);
        const depth = stack.length;
        if (name === 'title' && stack[stack.length - 2] === 'head') inDocumentTitle = true;
        if (name === 'meta' && attributes.name && attributes.content !== undefined) {
          meta[attributes.name] = attributes.content;
        }
        if (name === 'nav' && hasClass(attributes, ['theme-doc-breadcrumbs'])) breadcrumbsDepth = depth;
        if (breadcrumbsDepth !== -1 && name === 'li') breadcrumbText = '';

        if (rootDepth === -1) {
          if (name === rootTag && !rootSeen) {
            rootDepth = depth;
            rootSeen = true;
          }
          return;
        }
        if (skipDepth !== -1) return;
        if (name === 'header' && headerDepth === -1) headerDepth = depth;
        if (SKIPPED_TAGS.has(name) || hasClass(attributes, SKIPPED_CLASSES) || attributes['aria-hidden'] === 'true') {
          skipDepth = depth;
          return;
        }
        if (preDepth !== -1) {
          // Code lines are block elements or end in <br>.
          if (BLOCK_TAGS.has(name)) sections.code(' ');
          return;
        }
        if (name === 'pre') {
          preDepth = depth;
          return;
        }
        if (codeBlockDepth === -1 && hasClass(attributes, ['theme-code-block'])) {
          codeBlockDepth = depth;
          return;
        }
        if (name in HEADING_LEVEL && headingDepth === -1) {
          heading = { level: HEADING_LEVEL[name]!, id: attributes.id ?? null, text: '' };
          headingDepth = depth;
          return;
        }
        if (BLOCK_TAGS.has(name)) sections.text(' ');
      },
      ontext(text) {
        if (inDocumentTitle) documentTitle += text;
        if (breadcrumbText !== null) breadcrumbText += text;
        if (rootDepth === -1 || skipDepth !== -1) return;
        if (preDepth !== -1) sections.code(text);
        else if (codeBlockDepth !== -1) return;
        else if (heading) heading.text += text;
        else if (headerDepth === -1) sections.text(text);
      },
      onclosetag(name) {
        const depth = stack.length;
        stack.pop();
        if (name === 'title') inDocumentTitle = false;
        if (breadcrumbsDepth !== -1) {
          if (name === 'li' && breadcrumbText !== null) {
            const label = clean(breadcrumbText);
            if (label) breadcrumbs.push(label);
            breadcrumbText = null;
          }
          if (depth === breadcrumbsDepth) breadcrumbsDepth = -1;
        }
        if (rootDepth === -1) return;
        if (depth === rootDepth) {
          rootDepth = -1;
          return;
        }
        if (depth === headerDepth) headerDepth = -1;
        if (skipDepth !== -1) {
          if (depth === skipDepth) skipDepth = -1;
          return;
        }
        if (depth === preDepth) {
          preDepth = -1;
          sections.code(' ');
          return;
        }
        if (depth === codeBlockDepth) {
          codeBlockDepth = -1;
          return;
        }
        if (heading && depth === headingDepth) {
          headingDepth = -1;
          sections.heading(heading.level, heading.id, heading.text);
          heading = null;
          return;
        }
        if (BLOCK_TAGS.has(name)) sections.text(' ');
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  if (!rootSeen) return null;
  const records = sections.finish();

  const tag = meta['docsearch:docusaurus_tag'] ?? 'default';
  // Pages without an <h1> fall back to the document title, minus " | tRPC".
  const lvl1 = sections.pageTitle || clean(documentTitle.replace(/ \| [^|]*$/, ''));
  if (!lvl1) return null;

  return {
    page: {
      path,
      lvl0: sectionName(tag, path, breadcrumbs, siteTitle),
      lvl1,
      tag,
      language: meta['docsearch:language'] ?? 'en',
      version: meta['docsearch:version'] ?? null,
      ...descriptionOf(meta.description),
    },
    sections: records,
  };
}

/**
 * lvl0, the group a hit is listed under. For docs it is the sidebar category
 * the page sits in (the first breadcrumb after "Home"), as DocSearch's
 * Docusaurus template takes it from the active sidebar category.
 */
export function sectionName(tag: string, path: string, breadcrumbs: string[], siteTitle: string): string {
  if (tag.startsWith('docs-')) {
    // The last breadcrumb is the page itself; the first is the home icon (no text).
    const categories = breadcrumbs.slice(0, -1);
    return categories[0] ?? 'Docs';
  }
  // Paths carry the site's base URL (`/trpc-docs/blog/…`): look for the segment, as isApiReference does.
  if (/\/blog(\/|$)/.test(path)) return 'Blog';
  return siteTitle;
}
