import React, { type ReactNode, useCallback } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import translations from '@theme/SearchTranslations';
import { useLocalSearchBar } from '@site/src/plugins/local-search/client/localSearchBar';
import { useTypeToSearch } from '@site/src/plugins/local-search/client/typeToSearch';
import { SearchSuggestions, withSuggestions } from '@site/src/plugins/local-search/client/searchSuggestions';

type Props = WrapperProps<typeof SearchBarType>;

/** Where "Let us know" in the no-results screen leads: a new issue on the tRPC repository. */
function getMissingResultsUrl({ query }: { query: string }): string {
  const title = `Docs search: no results for "${query.slice(0, 100)}"`;
  return `https://github.com/trpc/trpc/issues/new?title=${encodeURIComponent(title)}`;
}

/** Docusaurus' texts, with the no-results title worded as the spec has it. */
const searchTranslations = {
  ...translations,
  modal: {
    ...translations.modal,
    noResultsScreen: { ...translations.modal?.noResultsScreen, noResultsText: 'No results for' },
  },
};

/**
 * The stock DocSearch bar. In local mode (no Algolia index configured) its
 * client is swapped for the one reading the index shipped with the site; in
 * both modes, typing on the focused button opens the modal with that text,
 * and the no-results screen lists "Try searching for" suggestions.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const localSearch = useLocalSearchBar();
  const onKeyDown = useTypeToSearch();
  const localTransform = localSearch.props.transformSearchClient;
  const transformSearchClient = useCallback(
    (stockClient: { search: (...args: never[]) => Promise<unknown> }) => withSuggestions(localTransform ? localTransform(stockClient) : stockClient),
    [localTransform],
  );
  return (
    // display: contents keeps the navbar layout as if this span were not there.
    <span style={{ display: 'contents' }} onKeyDown={onKeyDown} {...localSearch.intentHandlers}>
      <SearchBar
        getMissingResultsUrl={getMissingResultsUrl}
        translations={searchTranslations}
        {...props}
        transformSearchClient={transformSearchClient}
      />
      {localSearch.extras}
      <SearchSuggestions />
    </span>
  );
}
