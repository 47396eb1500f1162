import React, { type ReactNode, useEffect, useReducer, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import Translate from '@docusaurus/Translate';
import { getAnswerCount, getAnsweredSections, subscribeToAnswers } from './searchAnswers';
import { setInputValue } from '../keys/searchKeyRecorder';
import styles from './searchSuggestions.module.css';

/**
 * DocSearch's "Try searching for" list on its no-results screen: the
 * sections (lvl0) of earlier results, each a button that searches it.
 * DocSearch 4.7 collects them but never shows them, in either search mode:
 * it spreads the list into an object (`{...previous, ...Object.keys(groups)}`)
 * and then tests `searchSuggestions.length`, which an object lacks. Here the
 * sections of the answers (noted by searchAnswers.ts) are rendered into the
 * screen with DocSearch's own markup, unless a DocSearch that renders the
 * list itself is used.
 */

const MAX_SUGGESTIONS = 3;

/**
 * Offered before any search has had hits (the first query finds nothing):
 * sidebar sections of both docs versions, each of which has hits.
 */
export const DEFAULT_SUGGESTIONS = ['Server', 'Client', 'Next.js'];

/** Re-renders when the open modal changes, so the list follows its screens. */
function useModalMutations(): void {
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const answered = useSyncExternalStore(subscribeToAnswers, getAnswerCount, () => 0);
  useEffect(() => {
    const modal = document.querySelector('.DocSearch-Modal');
    if (!modal) return undefined;
    const observer = new MutationObserver(refresh);
    observer.observe(modal, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [answered]);
}

export function SearchSuggestions(): ReactNode {
  useModalMutations();
  const answered = getAnsweredSections();
  const current = answered.length > 0 ? answered : DEFAULT_SUGGESTIONS;
  if (typeof document === 'undefined') return null;
  const screen = document.querySelector('.DocSearch-Modal .DocSearch-NoResults');
  if (!screen || screen.querySelector(':scope > .DocSearch-NoResults-Prefill-List:not([data-local])')) return null;
  return createPortal(
    <div className={`DocSearch-NoResults-Prefill-List ${styles.suggestions}`} data-local="">
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.noResultsScreen.suggestedQueryText">Try searching for</Translate>:
      </p>
      <div className="DocSearch-NoResults-Prefill-List-Items">
        {current.slice(0, MAX_SUGGESTIONS).map((section) => (
          <p key={section}>
            <button
              className="DocSearch-Prefill"
              type="button"
              onClick={() => {
                const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
                if (!input) return;
                setInputValue(input, `${section.toLowerCase()} `);
                input.focus();
              }}
            >
              {section}
            </button>
          </p>
        ))}
      </div>
    </div>,
    screen,
  );
}
