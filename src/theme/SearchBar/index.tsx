import React, { type ReactNode, useCallback, useRef } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import translations from '@theme/SearchTranslations';
import { useLocalSearchBar } from '@site/src/plugins/local-search/ui/localSearchBar';
import { useSearchKeys } from '@site/src/plugins/local-search/keys/connectSearchKeys';
import { withAnswerNotes } from '@site/src/plugins/local-search/ui/searchAnswers';
import { SearchSuggestions } from '@site/src/plugins/local-search/ui/searchSuggestions';

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
 * client is swapped for the one reading the index shipped with the site. In
 * both modes, the shortcuts and the keys typed after them since the first
 * paint open the modal with that text (see connectSearchKeys.ts), the
 * answers are noted for the no-results screen's "Try searching for" and for
 * "See all N results" (searchAnswers.ts).
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const localSearch = useLocalSearchBar();
  const container = useRef<HTMLSpanElement>(null);
  const { warm } = localSearch;
  useSearchKeys(container, warm);
  const localTransform = localSearch.props.transformSearchClient;
  const transformSearchClient = useCallback(
    (stockClient: { search: (...args: never[]) => Promise<unknown> }) => withAnswerNotes(localTransform ? localTransform(stockClient) : stockClient),
    [localTransform],
  );
  return (
    // display: contents keeps the navbar layout as if this span were not there.
    <span ref={container} style={{ display: 'contents' }} onPointerOver={warm} onFocus={warm} onTouchStart={warm}>
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
