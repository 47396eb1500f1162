/**
 * Absolute URLs for the llms.txt files: an assistant reads them outside the
 * site, so every link carries the origin and the base URL the site is
 * deployed under.
 */

export interface SiteLocation {
  /** Origin, without a trailing slash: `https://trpc.io`. */
  url: string;
  /** Path prefix, starting and ending with `/`: `/` or `/trpc-docs/`. */
  baseUrl: string;
}

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * A site path as written in Markdown or config (`/docs/x`, `llms-full.txt`)
 * made absolute, with the base URL prepended the way Docusaurus' links do it:
 * a path that already starts with the base URL (a permalink) keeps it once.
 */
export function siteUrl(site: SiteLocation, sitePath: string): string {
  if (HAS_SCHEME.test(sitePath)) return sitePath;
  const withBase = sitePath.startsWith(site.baseUrl)
    ? sitePath
    : `${site.baseUrl}${sitePath.replace(/^\//, '')}`;
  return `${site.url}${withBase}`;
}

/**
 * The target of a link found in a page: other sites stay as they are, site
 * paths get the origin and base URL, and relative links (`./setup`, `#usage`)
 * are resolved against the page's own URL, as a browser would.
 */
export function resolvePageLink(site: SiteLocation, pageUrl: string, href: string): string {
  if (HAS_SCHEME.test(href) || href.startsWith('//')) return href;
  if (href.startsWith('/')) return siteUrl(site, href);
  return new URL(href, pageUrl).href;
}
