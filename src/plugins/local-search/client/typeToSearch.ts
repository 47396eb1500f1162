import { type KeyboardEvent, useCallback, useRef } from 'react';

/** How long to wait for the modal (loaded lazily) to show its input. */
const MODAL_WAIT_MS = 5000;

export function setInputValue(input: HTMLInputElement, value: string) {
  // Through the native setter, so React's onChange sees the change.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Typing a character while the search button has focus opens the modal with
 * that character as the query. Docusaurus asks DocSearch for this (its
 * `onInput`), but DocSearch 4.7's keyboard hook no longer supports it, in
 * either search mode. Returns a keydown handler for an element around the
 * button; characters typed while the modal loads are kept.
 */
export function useTypeToSearch(): (event: KeyboardEvent<HTMLElement>) => void {
  const pending = useRef<string | null>(null);
  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    const button = (event.target as HTMLElement).closest?.('.DocSearch-Button');
    const printable = event.key.length === 1 && event.key !== ' ' && event.key !== '/';
    if (!button || !printable || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    if (pending.current !== null) {
      pending.current += event.key;
      return;
    }
    pending.current = event.key;
    (button as HTMLButtonElement).click();
    const started = Date.now();
    const fill = () => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
      if (input && pending.current !== null) {
        // Keys typed once the input had focus are already in it, after ours.
        setInputValue(input, pending.current + input.value);
        pending.current = null;
      } else if (Date.now() - started < MODAL_WAIT_MS) {
        requestAnimationFrame(fill);
      } else {
        pending.current = null;
      }
    };
    requestAnimationFrame(fill);
  }, []);
}
