import React, { type ReactNode, useEffect, useReducer, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import Translate from '@docusaurus/Translate';
import { setInputValue } from './searchKeyRecorder';
import styles from './searchSuggestions.module.css';

/**
 * DocSearch's "Try searching for" list on its no-results screen: the
 * sections (lvl0) of earlier results, each a button that searches it.
 * DocSearch 4.7 collects them but never shows them, in either search mode:
 * it spreads the list into an object (`{...previous, ...Object.keys(groups)}`)
 * and then tests `searchSuggestions.length`, which an object lacks. Here the
 * search client is wrapped (DocSearch's `transformSearchClient` prop) to note
 * the sections of each answer, and the list is rendered into the screen with
 * DocSearch's own markup, unless a DocSearch that renders it itself is used.
 */

const MAX_SUGGESTIONS = 3;

/**
 * Offered before any search has had hits (the first query finds nothing):
 * sidebar sections of both docs versions, each of which has hits.
 */
export const DEFAULT_SUGGESTIONS = ['Server', 'Client', 'Next.js'];

let suggestions: string[] = [];
/** Counts answers: each may change the modal's screen. */
let answers = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getAnswers = () => answers;

/** The distinct sections of the hits, in order of appearance. */
export function sectionsOfHits(hits: unknown): string[] {
  if (!Array.isArray(hits)) return [];
  const sections = hits.map((hit) => (hit as { hierarchy?: { lvl0?: unknown } } | null)?.hierarchy?.lvl0);
  return [...new Set(sections.filter((section): section is string => typeof section === 'string' && section.trim() !== ''))];
}

/** Keeps the sections of the answer with the most, as DocSearch does. */
function noteAnswer(response: unknown) {
  const results = (response as { results?: { hits?: unknown }[] } | null)?.results;
  if (!Array.isArray(results)) return;
  const sections = [...new Set(results.flatMap((result) => sectionsOfHits(result?.hits)))];
  if (sections.length > suggestions.length) suggestions = sections;
  answers += 1;
  for (const listener of listeners) listener();
}

/** The search client DocSearch uses, noting the sections of every answer. */
export function withSuggestions<Client extends { search: (...args: never[]) => Promise<unknown> }>(client: Client): Client {
  const search = (async (...args: Parameters<Client['search']>) => {
    const response = await client.search(...args);
    noteAnswer(response);
    return response;
  }) as Client['search'];
  return { ...client, search };
}

/** Re-renders when the open modal changes, so the list follows its screens. */
function useModalMutations(): void {
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const answered = useSyncExternalStore(subscribe, getAnswers, () => 0);
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
  const current = suggestions.length > 0 ? suggestions : DEFAULT_SUGGESTIONS;
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
