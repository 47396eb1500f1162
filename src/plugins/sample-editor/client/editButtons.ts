/**
 * The Edit buttons of type-checked samples. This module is in every page's
 * JavaScript, so it is small and does nothing per block on load: once the
 * page is idle it gives each block of a type-checked sample (`pre.typed-code`,
 * src/theme/CodeBlock/Static) an Edit button, first among the theme's copy
 * and word-wrap buttons (Infima's
 * button classes: no stylesheet of its own). Everything else is in the
 * editor's chunk (../editor/editSample.ts), loaded when a reader points at or
 * focuses a button, and run when they activate it. Without JavaScript there
 * is no button: the static sample as it was.
 */
const BUTTON = 'sample-edit-button';

const editor = () => import(/* webpackChunkName: "sample-editor" */ '../editor/editSample');

function addButtons(): void {
  for (const block of Array.from(document.querySelectorAll('pre.typed-code'))) {
    const outer = block.closest('.theme-code-block');
    if (!outer || outer.querySelector(`.${BUTTON}`)) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `button button--sm button--secondary ${BUTTON}`;
    button.textContent = 'Edit';
    button.title = 'Edit this sample';
    button.setAttribute('aria-label', 'Edit this sample');
    // First among the copy and word-wrap buttons: shown, hidden in print and
    // reached by Tab as they are (after the code). Not in the title, whose text is the file's name.
    button.style.lineHeight = '1';
    outer.querySelector(':scope > [class*="buttonGroup"]')?.prepend(button);
  }
}

function onEvent(event: Event): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`.${BUTTON}`) : null;
  if (button)
    editor()
      .then((module) => module.onButton(button, event.type))
      // The editor could not load (offline before it came): the static sample stays as it was.
      .catch((error: unknown) => (button.title = `The editor could not load: ${String(error)}`));
}

/** Docusaurus client module lifecycle: each page's blocks get their buttons once it is shown. */
export function onRouteDidUpdate(): void {
  if ('requestIdleCallback' in window) requestIdleCallback(addButtons, { timeout: 2000 });
  else setTimeout(addButtons, 200);
}

if (typeof document !== 'undefined') for (const type of ['pointerover', 'focusin', 'click']) document.addEventListener(type, onEvent, { passive: true });
