import React, { type ComponentProps, type ReactNode, useMemo } from 'react';
import { DocSearchModal as StockDocSearchModal } from '@docsearch/react/modal';
import { hitCountOf } from './searchAnswers';

/**
 * DocSearch's modal as the theme's SearchBar loads it (the local-search
 * plugin substitutes this module for `@docsearch/react/modal` there, in both
 * search modes), with one repair: the results footer ("See all N results",
 * linking to the search page) gets the number of hits of the query shown.
 * DocSearch 4.7 hands it `state.context.nbHits`, a running total of every
 * answer since the modal opened: each key typed, each earlier query.
 */

type Props = ComponentProps<typeof StockDocSearchModal>;
type Footer = NonNullable<Props['resultsFooterComponent']>;

export function DocSearchModal(props: Props): ReactNode {
  const StockFooter = props.resultsFooterComponent;
  const resultsFooterComponent = useMemo((): Footer | undefined => {
    if (!StockFooter) return undefined;
    return function CountedFooter({ state }) {
      const nbHits = hitCountOf(state.query) ?? state.context.nbHits;
      return <StockFooter state={{ ...state, context: { ...state.context, nbHits } }} />;
    };
  }, [StockFooter]);
  return <StockDocSearchModal {...props} resultsFooterComponent={resultsFooterComponent} />;
}
