import React, { type ReactNode } from 'react';
import SearchPage from '@theme-original/SearchPage';
import { useLocalSearchPage } from '@site/src/plugins/local-search/client/localSearchBar';
import './styles.css';

/** The stock search page, its version menu aligned on phones (styles.css); in local mode, with a notice when the index cannot be fetched. */
export default function SearchPageWrapper(): ReactNode {
  const extras = useLocalSearchPage();
  return (
    <>
      <SearchPage />
      {extras}
    </>
  );
}
