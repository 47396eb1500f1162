/**
 * Which page a browser asks for, in `docusaurus start`: every route of the
 * site and the page it is made from, taken from the content plugins' loaded
 * content (docs, blog posts, pages: any item with a `permalink` and a
 * `source` file), and a dev server middleware that looks up the path of each
 * page request before the dev server answers it with the single-page app.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const SITE_ALIAS = '@site/';

/** Route (permalink) → page path relative to the site, of every content item under `content`. */
export function pagesByRoute(content: unknown): Map<string, string> {
  const pages = new Map<string, string>();
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const item = value as { permalink?: unknown; source?: unknown };
    if (typeof item.permalink === 'string' && typeof item.source === 'string' && item.source.startsWith(SITE_ALIAS))
      pages.set(routeOf(item.permalink), item.source.slice(SITE_ALIAS.length));
    for (const child of Array.isArray(value) ? value : Object.values(value)) visit(child);
  };
  visit(content);
  return pages;
}

/** A URL's path as routes are keyed: decoded, without query or trailing slash. */
function routeOf(url: string): string {
  const pathname = url.split(/[?#]/)[0];
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    decoded = pathname;
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * Calls `onPage` with the page of each page request (GET, asking for HTML)
 * whose route `pages()` knows, then lets the dev server answer it.
 */
export function pageRequestMiddleware(pages: () => ReadonlyMap<string, string>, onPage: (docPath: string) => void): Middleware {
  return (request, _response, next) => {
    if (request.method === 'GET' && request.url && (request.headers.accept ?? '').includes('text/html')) {
      const page = pages().get(routeOf(request.url));
      if (page) onPage(page);
    }
    next();
  };
}
