/**
 * Type popovers of TypeScript samples (src/theme/CodeBlock/Content): CSS shows
 * them on hover; this places the shown one inside the viewport (it is
 * `position: fixed`, out of the code block's scroll box) and lets a tap open
 * and close one on touch screens.
 */
const ID = '.typed-id';
const OPEN = 'typed-open';
const MARGIN = 8;

function place(identifier: Element): void {
  const popover = identifier.querySelector<HTMLElement>(':scope > .typed-popover');
  if (!popover) return;
  const anchor = identifier.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = popover;
  const left = Math.max(MARGIN, Math.min(anchor.left, window.innerWidth - width - MARGIN));
  const below = anchor.bottom + 4;
  const fitsBelow = below + height <= window.innerHeight - MARGIN;
  const top = fitsBelow ? below : Math.max(MARGIN, anchor.top - height - 4);
  popover.style.left = `${left}px`;
  popover.style.top = `${top}px`;
}

function closeAll(except?: Element): void {
  document.querySelectorAll(`.${OPEN}`).forEach((open) => {
    if (open !== except) open.classList.remove(OPEN);
  });
}

function identifierAt(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(ID) : null;
}

if (typeof document !== 'undefined') {
  document.addEventListener('mouseover', (event) => {
    const identifier = identifierAt(event.target);
    if (identifier) place(identifier);
  });
  document.addEventListener('click', (event) => {
    const identifier = identifierAt(event.target);
    closeAll(identifier ?? undefined);
    if (!identifier) return;
    identifier.classList.toggle(OPEN);
    place(identifier);
  });
  document.addEventListener('scroll', () => closeAll(), { capture: true, passive: true });
}

export {};
