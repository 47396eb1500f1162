import { type RefObject, useEffect } from 'react';
import { SEARCH_KEYS, type SearchKeys } from './searchKeyRecorder';

/**
 * Connects the SearchBar to the key recorder that every page runs before it
 * is painted (searchKeyRecorder.ts): a shortcut pressed, or a character
 * typed on the search button, since the first paint opens the modal with
 * the search button in `container`, after `onOpen` (which starts loading
 * the index). The recorder hands the keys typed meanwhile to the modal.
 */
export function useSearchKeys(container: RefObject<HTMLElement | null>, onOpen: (() => void) | undefined): void {
  useEffect(() => {
    const keys = (window as unknown as Partial<Record<string, SearchKeys>>)[SEARCH_KEYS];
    if (!keys) return undefined;
    return keys.connect(() => {
      onOpen?.();
      container.current?.querySelector<HTMLButtonElement>('.DocSearch-Button')?.click();
    });
  }, [container, onOpen]);
}
