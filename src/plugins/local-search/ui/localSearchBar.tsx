import React, { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useSearchQueryString } from '@docusaurus/theme-common';
import { useAlgoliaContextualFacetFiltersIfEnabled } from '@docusaurus/theme-search-algolia/client';
import { getLocalSearchClient, type LocalSearchClient, localSearchConfig, searchWithoutRejections } from '../client/index';
import { SearchErrorScreen, SearchPageErrorScreen } from './SearchErrorScreen';
import { SearchLoadingScreen, useAnswerStateAttribute } from './SearchLoadingScreen';
import { useWarmOnIntent, useWarmOnSearchPage } from './warmOnIntent';

/**
 * What the SearchBar and SearchPage wrappers add in local mode. With a hosted Algolia index
 * the plugin swaps this module for localSearchBarOff.tsx, so none of the
 * local search code is bundled.
 */

export interface LocalSearchBar {
  /** Extra props for the stock SearchBar: its DocSearch modal searches the local index. */
  props: { transformSearchClient?: (stockClient: unknown) => LocalSearchClient };
  /** Rendered next to the SearchBar. */
  extras: ReactNode;
  /** Starts loading the index, when the reader shows the intent to search (see warmOnIntent.ts). */
  warm?: () => void;
}

/** The site's local search client, shared by the modal and the search page. */
function useLocalSearchClient(): LocalSearchClient {
  const { siteConfig } = useDocusaurusContext();
  return useMemo(() => getLocalSearchClient(localSearchConfig(siteConfig)), [siteConfig]);
}

/** The contextual search filters of this page (the modal sends the same), stable across renders. */
function useFacetFilters(): unknown {
  const facetFilters = useAlgoliaContextualFacetFiltersIfEnabled();
  const key = JSON.stringify(facetFilters ?? null);
  return useMemo(() => facetFilters, [key]);
}

export function useLocalSearchBar(): LocalSearchBar {
  const client = useLocalSearchClient();
  useAnswerStateAttribute(client);
  const facetFilters = useFacetFilters();
  const warm = useWarmOnIntent(client, facetFilters);
  useWarmOnSearchPage(client, facetFilters);
  return useMemo(
    () => ({
      // A failed search shows SearchErrorScreen, not an uncaught error.
      props: { transformSearchClient: () => ({ ...client, search: searchWithoutRejections(client) }) },
      extras: (
        <>
          <SearchErrorScreen client={client} />
          <SearchLoadingScreen client={client} />
        </>
      ),
      warm,
    }),
    [client, warm],
  );
}

/** Rendered after the stock search page: its "Unable to fetch results" notice. */
export function useLocalSearchPage(): ReactNode {
  const client = useLocalSearchClient();
  return <SearchPageErrorScreen client={client} />;
}

/**
 * The search page's "No results were found", shown only once the index has
 * answered the page's query without hits. The stock page renders it
 * whenever its query is set and it is not loading, which is also the case
 * on the render that first shows a query, before the effect that starts its
 * search marks it loading: opened with ?q= or from the modal's "See all N
 * results", it said so before its results. Wraps the stock paragraph (see
 * searchPageJsxRuntime.ts).
 */
export function SearchPageNoResults({ children }: { children: ReactNode }): ReactNode {
  const client = useLocalSearchClient();
  const [searchQuery] = useSearchQueryString();
  const state = useSyncExternalStore(client.subscribe, client.getAnswerState, () => 'idle' as const);
  const answeredQuery = useSyncExternalStore(client.subscribe, client.getAnsweredQuery, () => null);
  return state === 'empty' && answeredQuery === searchQuery ? children : null;
}
