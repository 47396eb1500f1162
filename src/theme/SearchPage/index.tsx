import React, { type ReactNode } from 'react';
import SearchPage from '@theme-original/SearchPage';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import { useLocalSearchPage } from '@site/src/plugins/local-search/ui/localSearchBar';
import './styles.css';

/**
 * The stock search page, its version menu aligned on phones (styles.css),
 * with the meta description it lacks; in local mode, with a notice when the
 * index cannot be fetched.
 */
export default function SearchPageWrapper(): ReactNode {
  const extras = useLocalSearchPage();
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'theme.SearchPage.description',
          message: 'Search the tRPC documentation, API reference and blog, by version.',
          description: "The search page's meta description",
        })}
      />
      <SearchPage />
      {extras}
    </>
  );
}
