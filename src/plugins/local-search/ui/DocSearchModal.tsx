import React, { type ComponentProps, type ReactNode, useMemo } from 'react';
import { DocSearchModal as StockDocSearchModal } from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useSearchLinkCreator } from '@docusaurus/theme-common';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import { hitCountOf } from './searchAnswers';
import { searchedVersions, withVersions } from './searchVersions';

/**
 * DocSearch's modal as the theme's SearchBar loads it (the local-search
 * plugin substitutes this module for `@docsearch/react/modal` there, in both
 * search modes), with its results footer ("See all N results", linking to
 * the search page) made here rather than by the stock SearchBar:
 *  - N is the number of hits of the query shown: DocSearch 4.7 hands the
 *    footer `state.context.nbHits`, a running total of every answer since
 *    the modal opened (each key typed, each earlier query);
 *  - the link keeps the docs version the modal searched (searchVersions.ts):
 *    from a 9.x page it opens the search page on 9.x.
 */

type Props = ComponentProps<typeof StockDocSearchModal>;
type Footer = NonNullable<Props['resultsFooterComponent']>;

export function DocSearchModal(props: Props): ReactNode {
  const hasFooter = !!props.resultsFooterComponent;
  const { onClose } = props;
  const docs = useAllDocsData();
  const versions = useMemo(() => searchedVersions(props.searchParameters?.facetFilters, docs), [props.searchParameters?.facetFilters, docs]);
  const resultsFooterComponent = useMemo((): Footer | undefined => {
    if (!hasFooter) return undefined;
    return function SeeAllResults({ state }) {
      const createSearchLink = useSearchLinkCreator();
      const count = hitCountOf(state.query) ?? state.context.nbHits;
      return (
        <Link to={withVersions(createSearchLink(state.query), versions)} onClick={onClose}>
          <Translate id="theme.SearchBar.seeAll" values={{ count }}>
            {'See all {count} results'}
          </Translate>
        </Link>
      );
    };
  }, [hasFooter, onClose, versions]);
  return <StockDocSearchModal {...props} resultsFooterComponent={resultsFooterComponent} />;
}
