/**
 * The buttons of the code blocks rendered at build time
 * (src/theme/CodeBlock/Static), by one listener on the document: nothing
 * runs per block on load, and what the buttons do (copy, word wrap) is
 * fetched when a pointer or keyboard focus first comes to one.
 */
const BUTTON = 'button[data-code-action]';

const actions = () => import('../theme/CodeBlock/Static/actions');

function buttonAt(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(BUTTON) : null;
}

function onClick(event: MouseEvent): void {
  const button = buttonAt(event.target);
  if (button) void actions().then(({ runCodeAction }) => runCodeAction(button));
}

/** A pointer over a button, or focus on one: fetch its action before the click. */
function prefetch(event: Event): void {
  if (buttonAt(event.target)) void actions();
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', prefetch, { passive: true });
  document.addEventListener('focusin', prefetch);
}
