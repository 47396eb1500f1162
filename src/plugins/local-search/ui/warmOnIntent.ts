import { useCallback, useEffect } from 'react';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import type { LocalSearchClient } from '../client/index';

/**
 * Starts loading the search engine and the current version's shard when the
 * reader shows the intent to search: pointer over, focus on or touch of the
 * search button, the first Ctrl/Cmd+K or "/", or opening the search page.
 * It is a prefetch: the first visit of other pages downloads none of it.
 */

/** Warms for this page's filters: the SearchBar calls it on pointer over, focus or touch of the button, and on a shortcut. */
export function useWarmOnIntent(client: LocalSearchClient, facetFilters: unknown): () => void {
  return useCallback(() => client.warm(facetFilters), [client, facetFilters]);
}

/**
 * On the search page, warms at once. Called from the navbar's search bar:
 * the page's own wrapper sits outside the layout and its docs version context.
 */
export function useWarmOnSearchPage(client: LocalSearchClient, facetFilters: unknown): void {
  const { pathname } = useLocation();
  const { searchPagePath } = useAlgoliaThemeConfig().algolia;
  const searchPage = useBaseUrl(typeof searchPagePath === 'string' ? searchPagePath : '/');
  const onSearchPage = typeof searchPagePath === 'string' && pathname.replace(/\/$/, '') === searchPage.replace(/\/$/, '');
  useEffect(() => {
    if (onSearchPage) client.warm(facetFilters);
  }, [client, facetFilters, onSearchPage]);
}
