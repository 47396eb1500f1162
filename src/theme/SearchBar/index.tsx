import React, { type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import { useLocalSearchBarProps } from '@site/src/plugins/local-search/client/useLocalSearchBarProps';

type Props = WrapperProps<typeof SearchBarType>;

/** Where "Let us know" in the no-results screen leads: a new issue on the tRPC repository. */
function getMissingResultsUrl({ query }: { query: string }): string {
  const title = `Docs search: no results for "${query.slice(0, 100)}"`;
  return `https://github.com/trpc/trpc/issues/new?title=${encodeURIComponent(title)}`;
}

/**
 * The stock DocSearch bar; in local mode (no Algolia index configured) its
 * client is swapped for the one reading the index shipped with the site.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const localProps = useLocalSearchBarProps();
  return <SearchBar getMissingResultsUrl={getMissingResultsUrl} {...props} {...localProps} />;
}
