/**
 * Keeps the keys a reader types to search until the search modal can take
 * them. Without it, Ctrl/Cmd+K and "/" do nothing until React has hydrated
 * the page, and the first keys typed after them are lost while the modal's
 * code loads (DocSearch focuses its input only once the modal is mounted).
 *
 * This file runs as an inline script in every page's <head>, before the
 * page is painted (searchKeysScript.ts inlines it), so it is
 * self-contained: no imports, no module state, only what browsers have.
 * From the first paint on, with the modal closed:
 *  - Ctrl/Cmd+K, "/" (unless typed in a text field: there it is a slash)
 *    or a character typed on the search button starts a recording and asks
 *    the SearchBar to open the modal (at once if it has connected, else
 *    when it does, once hydrated);
 *  - while recording, characters and Backspace edit the recorded query
 *    instead of reaching the page, a repeated shortcut is ignored (DocSearch
 *    would toggle the opening modal closed); Escape, Tab or a click in a
 *    text field cancels (not a field the page focuses itself: the search
 *    page's field may take focus again as it hydrates);
 *  - when the modal's input takes focus, it gets the recorded query and
 *    every later key goes to it natively.
 * Meanwhile a stand-in of the modal shows at once (DocSearch's markup and
 * styles, which the page's stylesheet has): the query typed so far and
 * "Loading search…", whatever the network and however long hydration and
 * the modal's code take. Escape or a click beside it closes it.
 * With the modal open, it stays out of the way: DocSearch handles the keys.
 */

/** Shared with the SearchBar as `window[SEARCH_KEYS]`. */
export interface SearchKeys {
  /**
   * Called by the SearchBar once hydrated with what opens the modal; opens
   * it at once if a recording is waiting. Returns the disconnect function.
   */
  connect(open: () => void): () => void;
}

export const SEARCH_KEYS = '__searchKeys';

/** Whether a keydown is one of the shortcuts that open the search modal. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  if (event.altKey) return false;
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey;
}

/** A key that types a character (not Enter, Tab, arrows, or a shortcut). */
function isCharacter(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return Array.from(event.key).length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** Whether keys typed with this element focused are text in it. */
function takesText(element: EventTarget | null): boolean {
  const tag = (element as Element | null)?.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (element as HTMLElement | null)?.isContentEditable === true;
}

/** Sets an input's value so that React's onChange sees it (through the native setter, and an input event). */
export function setInputValue(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const MODAL_INPUT = '.DocSearch-Modal .DocSearch-Input';
const SEARCH_BUTTON = '.DocSearch-Button';
/** Marks the stand-in modal. */
export const SHELL_ATTRIBUTE = 'data-search-shell';

/**
 * How long the stand-in says it is loading once the modal was asked for.
 * Past that (its code may never load: offline), it says so; it still waits.
 */
export const GIVE_UP_MS = 30_000;

/** What the stand-in modal says. */
export const SHELL_TEXTS = {
  label: 'Search',
  placeholder: 'Search docs',
  loading: 'Loading search…',
  slow: 'Search is taking long to load. Check your network connection, or press Escape.',
};

interface Shell {
  root: HTMLElement;
  input: HTMLInputElement;
  status: HTMLElement;
}

/** The stand-in of DocSearch's modal, in its markup, showing `query`; focused. */
function showShell(doc: Document, query: string): Shell {
  const make = (tag: string, className: string) => {
    const element = doc.createElement(tag);
    element.className = className;
    return element;
  };
  const root = make('div', 'DocSearch DocSearch-Container');
  root.setAttribute(SHELL_ATTRIBUTE, '');
  const modal = make('div', 'DocSearch-Modal');
  modal.setAttribute('role', 'dialog');
  modal.setAttribute('aria-modal', 'true');
  modal.setAttribute('aria-label', SHELL_TEXTS.label);
  const bar = make('header', 'DocSearch-SearchBar');
  const form = make('form', 'DocSearch-Form');
  const label = make('label', 'DocSearch-MagnifierLabel');
  label.innerHTML = '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" stroke-width="1.4"/><path d="M13 13l5 5" stroke="currentColor" stroke-width="1.4"/></svg>';
  const input = make('input', 'DocSearch-Input') as HTMLInputElement;
  input.type = 'search';
  input.placeholder = SHELL_TEXTS.placeholder;
  input.setAttribute('aria-label', SHELL_TEXTS.label);
  input.value = query;
  const dropdown = make('div', 'DocSearch-Dropdown');
  const status = make('p', 'DocSearch-Help');
  status.setAttribute('role', 'status');
  status.textContent = SHELL_TEXTS.loading;
  const screen = make('div', 'DocSearch-StartScreen');
  screen.append(status);
  dropdown.append(screen);
  form.append(label, input);
  bar.append(form);
  modal.append(bar, dropdown);
  root.append(modal);
  doc.body.append(root);
  input.focus();
  return { root, input, status };
}

export function recordSearchKeys(win: Window): SearchKeys {
  const doc = win.document;
  /** The query typed since the shortcut; null when not recording. */
  let query: string | null = null;
  /** Numbers recordings, so that a late give-up does not end a newer one. */
  let recording = 0;
  /** The modal was asked to open for the current recording (or the cancelled one). */
  let requested = false;
  /** A requested modal that the reader cancelled (see cancel below): closed when it shows. */
  let cancelled = false;
  let open: (() => void) | null = null;
  /** The stand-in modal while recording (none in a document without DOM, as in unit tests). */
  let shell: Shell | null = null;

  const closeShell = () => {
    if (!shell) return;
    const hadFocus = shell.root.contains(doc.activeElement);
    shell.root.remove();
    shell = null;
    if (hadFocus) doc.querySelector<HTMLElement>(SEARCH_BUTTON)?.focus();
  };
  const request = () => {
    if (!open || requested) return;
    requested = true;
    const current = recording;
    open();
    win.setTimeout(() => {
      if (current === recording && shell) shell.status.textContent = SHELL_TEXTS.slow;
    }, GIVE_UP_MS);
  };
  /** The reader went on elsewhere (Escape, Tab, a click in a text field or beside the stand-in). */
  const cancel = () => {
    query = null;
    cancelled = requested;
    closeShell();
  };
  const edit = (typed: string) => {
    query = typed;
    if (shell) shell.input.value = typed;
  };
  const inShell = (target: EventTarget | null) => !!shell && shell.root.contains(target as Node);
  const consume = (event: KeyboardEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };

  win.addEventListener(
    'keydown',
    (event) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (query !== null) {
        if (event.key === 'Escape' || event.key === 'Tab') {
          cancel();
        } else if (event.key === 'Backspace') {
          edit(query.slice(0, -1));
          consume(event);
        } else if (isCharacter(event)) {
          edit(query + event.key);
          consume(event);
        } else if (isSearchShortcut(event)) {
          consume(event);
        }
        return;
      }
      if (doc.body && doc.body.classList.contains('DocSearch--active')) return;
      const target = event.target as Element | null;
      const shortcut = isSearchShortcut(event) && !(event.key === '/' && takesText(target));
      const onButton = !shortcut && isCharacter(event) && event.key !== ' ' && !!target?.closest?.(SEARCH_BUTTON);
      if (!shortcut && !onButton) return;
      consume(event);
      query = onButton ? event.key : '';
      recording += 1;
      requested = false;
      cancelled = false;
      if (!shell && typeof doc.createElement === 'function' && doc.body) {
        shell = showShell(doc, query);
        // Pasted text, and whatever else edits the field natively.
        shell.input.addEventListener('input', () => {
          if (query !== null && shell) query = shell.input.value;
        });
      }
      request();
    },
    true,
  );

  doc.addEventListener(
    'pointerdown',
    (event) => {
      if (query === null) {
        // The reader opens search again: the modal a cancelled recording asked for is theirs now.
        if ((event.target as Element | null)?.closest?.(SEARCH_BUTTON)) requested = cancelled = false;
        return;
      }
      // A click beside the stand-in closes it, as DocSearch's backdrop does.
      if (shell && event.target === shell.root) cancel();
      else if (takesText(event.target) && !inShell(event.target)) cancel();
    },
    true,
  );

  doc.addEventListener(
    'focusin',
    (event) => {
      const target = event.target as HTMLInputElement;
      if (!requested || !target.matches?.(MODAL_INPUT) || inShell(target)) return;
      const typed = query;
      const close = cancelled;
      query = null;
      requested = false;
      cancelled = false;
      closeShell();
      // After the other effects of the commit that mounted the modal
      // (DocSearch focuses its input in one), before any later key event.
      queueMicrotask(() => {
        if (close) {
          // DocSearch's keyboard handler closes the open modal on Escape.
          win.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
        } else if (typed) {
          setInputValue(target, target.value + typed);
        }
      });
    },
    true,
  );

  const keys: SearchKeys = {
    connect(opener) {
      open = opener;
      if (query !== null) request();
      return () => {
        if (open === opener) open = null;
      };
    },
  };
  (win as unknown as Record<string, SearchKeys>)[SEARCH_KEYS] = keys;
  return keys;
}
