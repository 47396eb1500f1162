import React, { type ReactNode, useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlgoliaContextualFacetFiltersIfEnabled } from '@docusaurus/theme-search-algolia/client';
import { getLocalSearchClient, type LocalSearchClient, localSearchConfig, searchWithoutRejections } from './index';
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

