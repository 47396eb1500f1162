import React, { type ReactNode, useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { getLocalSearchClient, type LocalSearchClient, localSearchConfig } from './index';
import { SearchErrorScreen, SearchPageErrorScreen } from './SearchErrorScreen';

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
}

/** The site's local search client, shared by the modal and the search page. */
function useLocalSearchClient(): LocalSearchClient {
  const { siteConfig } = useDocusaurusContext();
  return useMemo(() => getLocalSearchClient(localSearchConfig(siteConfig)), [siteConfig]);
}

export function useLocalSearchBar(): LocalSearchBar {
  const client = useLocalSearchClient();
  return useMemo(
    () => ({ props: { transformSearchClient: () => client }, extras: <SearchErrorScreen client={client} /> }),
    [client],
  );
}

/** Rendered after the stock search page: its "Unable to fetch results" notice. */
export function useLocalSearchPage(): ReactNode {
  const client = useLocalSearchClient();
  return <SearchPageErrorScreen client={client} />;
}
