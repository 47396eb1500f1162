import type { ReactNode } from 'react';
import type { LocalSearchBar } from './localSearchBar';

/** Stands in for localSearchBar.tsx when a hosted Algolia index is configured: the stock DocSearch, unchanged. */
export function useLocalSearchBar(): LocalSearchBar {
  return { props: {}, extras: null };
}

/** The stock search page, unchanged. */
export function useLocalSearchPage(): ReactNode {
  return null;
}

/** The stock search page's "No results were found", unchanged. */
export function SearchPageNoResults({ children }: { children: ReactNode }): ReactNode {
  return children;
}
