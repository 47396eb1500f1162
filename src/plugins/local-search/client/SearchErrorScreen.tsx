import React, { type ReactNode, useEffect, useReducer, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import Translate from '@docusaurus/Translate';
import type { LocalSearchClient } from './index';

/**
 * DocSearch's "Unable to fetch results" screen, for when the index cannot be
 * fetched. DocSearch 4.7 has that screen but never keeps it: its search
 * library resets the error status to "idle" as soon as the failed search
 * settles, so a failure reads as "No results". This puts the same markup
 * (DocSearch's own classes and Docusaurus' translations) into the open modal
 * while its query is the one that failed; localMode.css hides DocSearch's
 * own screen meanwhile.
 */
export function SearchErrorScreen({ client }: { client: LocalSearchClient }): ReactNode {
  const failedQuery = useSyncExternalStore(client.subscribe, client.getFailedQuery, () => null);
  // Re-check the modal's input as the reader edits the query.
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (failedQuery === null) return undefined;
    document.addEventListener('input', refresh, true);
    return () => document.removeEventListener('input', refresh, true);
  }, [failedQuery]);

  if (failedQuery === null || typeof document === 'undefined') return null;
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
  const dropdown = document.querySelector('.DocSearch-Modal .DocSearch-Dropdown');
  if (!input || !dropdown || input.value !== failedQuery || failedQuery === '') return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen local-search-error" role="alert">
      <p className="DocSearch-Title">
        <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
      </p>
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
      </p>
    </div>,
    dropdown,
  );
}
