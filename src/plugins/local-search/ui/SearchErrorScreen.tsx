import React, { type ReactNode, useEffect, useReducer, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import Translate from '@docusaurus/Translate';
import type { LocalSearchClient } from '../client/index';
import styles from './SearchErrorScreen.module.css';

/**
 * "Unable to fetch results", for when the index cannot be fetched, shown
 * while the query in `inputSelector` is the one that failed, as the last
 * child of the element that `target()` finds. The next successful search
 * (the index is back) clears it.
 */
function UnreachableIndexNotice({
  client,
  inputSelector,
  target,
  classNames,
}: {
  client: LocalSearchClient;
  inputSelector: string;
  target: () => Element | null | undefined;
  classNames: { notice: string; title: string; help: string };
}): ReactNode {
  const failedQuery = useSyncExternalStore(client.subscribe, client.getFailedQuery, () => null);
  // Re-check the input as the reader edits the query.
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (failedQuery === null) return undefined;
    document.addEventListener('input', refresh, true);
    return () => document.removeEventListener('input', refresh, true);
  }, [failedQuery]);

  if (failedQuery === null || typeof document === 'undefined') return null;
  const input = document.querySelector<HTMLInputElement>(inputSelector);
  const container = target();
  if (!input || !container || input.value !== failedQuery || failedQuery === '') return null;
  return createPortal(
    <div className={classNames.notice} role="alert">
      <p className={classNames.title}>
        <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
      </p>
      <p className={classNames.help}>
        <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
      </p>
    </div>,
    container,
  );
}

/**
 * DocSearch's own error screen in the modal. DocSearch 4.7 has that screen
 * but never keeps it: its search library resets the error status to "idle"
 * as soon as the failed search settles, so a failure reads as "No results".
 * This puts the same markup (DocSearch's classes, Docusaurus' translations)
 * into the open modal; localMode.css hides DocSearch's own screen meanwhile.
 */
export function SearchErrorScreen({ client }: { client: LocalSearchClient }): ReactNode {
  return (
    <UnreachableIndexNotice
      client={client}
      inputSelector=".DocSearch-Modal .DocSearch-Input"
      target={() => document.querySelector('.DocSearch-Modal .DocSearch-Dropdown')}
      classNames={{ notice: 'DocSearch-ErrorScreen local-search-error', title: 'DocSearch-Title', help: 'DocSearch-Help' }}
    />
  );
}

/**
 * The same texts on the search page, which has no error state of its own:
 * its search library's failed search leaves the spinner turning forever
 * (localMode.css hides it while this notice is shown).
 */
export function SearchPageErrorScreen({ client }: { client: LocalSearchClient }): ReactNode {
  return (
    <UnreachableIndexNotice
      client={client}
      inputSelector=".search-page-wrapper form input"
      target={() => document.querySelector('.search-page-wrapper h1')?.parentElement}
      classNames={{ notice: `local-search-page-error ${styles.pageNotice}`, title: styles.pageTitle!, help: styles.pageHelp! }}
    />
  );
}
