import React, { type ReactNode, useEffect, useReducer, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import Translate from '@docusaurus/Translate';
import type { AnswerState, LocalSearchClient } from '../client/index';

/**
 * No "No results" before the index has answered. DocSearch 4.7 renders its
 * no-results screen for a query as soon as the query is typed, while the
 * answer is still on its way (the engine and the shard take a while to
 * arrive on the first search). The client's answer state is mirrored on
 * <html data-local-search-answer> synchronously, before DocSearch gets the
 * answer, and localMode.css shows DocSearch's no-results screen only in the
 * `empty` state: no render of ours has to win a race against DocSearch's.
 */

export const ANSWER_ATTRIBUTE = 'data-local-search-answer';

const DROPDOWN = '.DocSearch-Modal .DocSearch-Dropdown';

function mirror(state: AnswerState): void {
  document.documentElement.setAttribute(ANSWER_ATTRIBUTE, state);
}

/** Keeps the attribute in step with the client while the search bar is mounted. */
export function useAnswerStateAttribute(client: LocalSearchClient): void {
  useEffect(() => {
    mirror(client.getAnswerState());
    return client.subscribe(() => mirror(client.getAnswerState()));
  }, [client]);
}

/**
 * "Searching…" in the open modal while the latest query is unanswered, in
 * place of the hidden no-results screen. localMode.css shows it only after
 * a short delay, so fast answers do not flash it.
 */
export function SearchLoadingScreen({ client }: { client: LocalSearchClient }): ReactNode {
  const state = useSyncExternalStore(client.subscribe, client.getAnswerState, () => 'idle' as const);
  // DocSearch renders its dropdown once the query is set, which may be after the search started.
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const dropdown = state === 'pending' && typeof document !== 'undefined' ? document.querySelector(DROPDOWN) : null;
  useEffect(() => {
    if (state !== 'pending' || dropdown) return undefined;
    const observer = new MutationObserver(() => {
      if (document.querySelector(DROPDOWN)) refresh();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [state, dropdown]);
  if (!dropdown) return null;
  return createPortal(
    <div className="local-search-loading" role="status">
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.loadingScreen.text">Searching…</Translate>
      </p>
    </div>,
    dropdown,
  );
}
