import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
// Through this request, so that the plugin's stub replaces it in Algolia mode.
import { SearchPageNoResults } from '@site/src/plugins/local-search/ui/localSearchBar';
import { SearchVersionSelect } from './SearchVersionSelect';

/**
 * The JSX runtime of the theme's search page only (substituted by the
 * local-search plugin):
 *  - its <main> around the results becomes a <div>, since
 *    SearchPageLayout.tsx puts the whole page in one <main>;
 *  - its "No results were found" paragraph (key `no-results`) is wrapped in
 *    SearchPageNoResults, which shows it only once the index has said so;
 *  - its version menus (a `<select>` per docs plugin, keyed by plugin id)
 *    keep the version in the URL (SearchVersionSelect.tsx).
 */

type Jsx = typeof reactJsx;

function withRepairs(runtime: Jsx): Jsx {
  return (type, props, key) => {
    if (key === 'no-results') return reactJsx(SearchPageNoResults, { children: runtime(type, props) }, key);
    if (type === 'select' && typeof key === 'string') return reactJsx(SearchVersionSelect, { ...(props as object), pluginId: key }, key);
    return runtime(type === 'main' ? 'div' : type, props, key);
  };
}

export const jsx = withRepairs(reactJsx);
export const jsxs = withRepairs(reactJsxs);
export { Fragment };
