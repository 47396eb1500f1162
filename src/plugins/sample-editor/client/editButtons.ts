/**
 * The Edit buttons of type-checked samples: in every page's JavaScript, so
 * it is small and does nothing per block on load. Once the page is idle it
 * adds an Edit button to each block that names its sample (`data-sample`,
 * src/theme/CodeBlock/Content); everything else (the editor, the compiler's
 * Web Worker, the declaration files) is loaded when a reader points at or
 * focuses a button, and used when they activate it (../editor). Without
 * JavaScript there is no button: the static sample as it was.
 */
import './editButtons.css';

const BLOCK = 'pre[data-sample]';
const BUTTON_CLASS = 'sample-edit-button';
const EDIT_LABEL = 'Edit this sample';

type EditorModule = typeof import('../editor/editSample');
let editor: Promise<EditorModule> | undefined;

function loadEditor(): Promise<EditorModule> {
  editor ??= import(/* webpackChunkName: "sample-editor" */ '../editor/editSample');
  // A failed download may work on the next try.
  editor.catch(() => (editor = undefined));
  return editor;
}

/** Where the static code's selection is, when a click left one in the block: the editor's cursor starts there. */
function caretIn(block: Element): Range | undefined {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0) return undefined;
  const range = selection.getRangeAt(0);
  return block.contains(range.startContainer) ? range.cloneRange() : undefined;
}

/** The block's title bar, else the place of the theme's copy and word-wrap buttons, else a place of our own beside the code. */
function buttonPlace(block: Element): Element {
  const title = block.closest('.theme-code-block')?.querySelector(':scope > [class*="codeBlockTitle"]');
  if (title) return title;
  const group = block.parentElement?.querySelector(':scope > [class*="buttonGroup"]');
  if (group) return group;
  const own = document.createElement('div');
  own.className = 'sample-edit-place';
  block.after(own);
  return own;
}

function addButtons(): void {
  for (const block of Array.from(document.querySelectorAll(BLOCK))) {
    if (block.closest('.theme-code-block')?.querySelector(`.${BUTTON_CLASS}`)) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `clean-btn ${BUTTON_CLASS}`;
    button.title = EDIT_LABEL;
    button.setAttribute('aria-label', EDIT_LABEL);
    button.textContent = 'Edit';
    const place = buttonPlace(block);
    if (place.matches('[class*="codeBlockTitle"]')) place.append(button);
    else place.prepend(button);
  }
}

let caret: Range | undefined;

function blockOf(button: Element): HTMLElement | null {
  return button.closest('.theme-code-block')?.querySelector<HTMLElement>(BLOCK) ?? null;
}

function onIntent(event: Event): void {
  const button = event.target instanceof Element ? event.target.closest(`.${BUTTON_CLASS}`) : null;
  const block = button && blockOf(button);
  if (block)
    loadEditor()
      .then((module) => module.prepareSample(block))
      .catch(() => undefined);
}

function onPointerDown(event: PointerEvent): void {
  const button = event.target instanceof Element ? event.target.closest(`.${BUTTON_CLASS}`) : null;
  const block = button && blockOf(button);
  // Before the click moves the selection.
  caret = block ? caretIn(block) : undefined;
}

function onClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`.${BUTTON_CLASS}`) : null;
  const block = button && blockOf(button);
  if (!button || !block) return;
  const at = caret ?? caretIn(block);
  caret = undefined;
  button.setAttribute('aria-busy', 'true');
  loadEditor()
    .then((module) => module.editSample(block, at))
    .catch((error: unknown) => {
      // Offline before the editor came, or a file missing: the static sample stays as it was.
      button.title = `The editor could not load: ${error instanceof Error ? error.message : String(error)}`;
    })
    .finally(() => button.removeAttribute('aria-busy'));
}

function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

/** Docusaurus client module lifecycle: each page's blocks get their buttons once it is shown. */
export function onRouteDidUpdate(): void {
  whenIdle(addButtons);
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('pointerdown', onPointerDown, { passive: true });
  document.addEventListener('click', onClick);
}
