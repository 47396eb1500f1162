import { isApiReference } from '../format/indexFormat';
import type { ExtractedPage } from './extract';

/**
 * The generated API reference has a page per package for every declaration
 * it exports, re-exports included: `createTRPCProxyClient` of
 * `@trpc/client` has a twin under `@trpc/react-query`, with the same title
 * and text, which search would list twice. A page whose declaration is
 * "Defined in" another package's sources, where that package has its own
 * page of it, is left out of the index: the reader finds the declaration
 * once, on the package that defines it.
 */

/** `<…>/docs/typedoc/<package>/<kind>/<name>` → package and the rest. */
const API_PAGE = /^(.*\/docs\/typedoc\/)([^/]+)\/(.+)$/;
/** Where typedoc says a declaration is: `Defined in: client/src/createTRPCClientProxy.ts:133`. */
const DEFINED_IN = /Defined in: ([\w.-]+)\/src\//;

export function withoutReexports(pages: ExtractedPage[]): ExtractedPage[] {
  const paths = new Set(pages.map(({ page }) => page.path));
  return pages.filter(({ page, sections }) => {
    if (!isApiReference(page.path)) return true;
    const [, prefix, pkg, rest] = API_PAGE.exec(page.path) ?? [];
    const definedIn = sections.map(({ content }) => DEFINED_IN.exec(content)?.[1]).find(Boolean);
    return !definedIn || definedIn === pkg || !paths.has(`${prefix}${definedIn}/${rest}`);
  });
}
