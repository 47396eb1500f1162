/**
 * Type popovers of TypeScript samples (src/theme/CodeBlock/Content). A page
 * carries each popover text once, in a `<template>` after its content
 * (src/plugins/typed-samples/render/pagePopovers.ts); an identifier's `data-typed`
 * is its index there. On the first hover or tap this copies the text into the
 * identifier as its `.typed-popover`, which CSS then shows on hover; it places
 * the shown one inside the viewport (it is `position: fixed`, out of the code
 * block's scroll box) and lets a tap open and close one on touch screens.
 */
const ID = '.typed-id';
const OPEN = 'typed-open';
const TEXTS = 'template.typed-popover-texts';
const MARGIN = 8;

/** The texts of the identifier's page: the first template after it (a blog list shows several pages). */
function textsOf(identifier: Element): HTMLTemplateElement | undefined {
  return Array.from(document.querySelectorAll<HTMLTemplateElement>(TEXTS)).find(
    (template) => identifier.compareDocumentPosition(template) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
}

function popoverOf(identifier: Element): HTMLElement | null {
  const shown = identifier.querySelector<HTMLElement>(':scope > .typed-popover');
  if (shown) return shown;
  const text = textsOf(identifier)?.content.children[Number(identifier.getAttribute('data-typed'))];
  if (!text) return null;
  const popover = text.cloneNode(true) as HTMLElement;
  identifier.append(popover);
  return popover;
}

function place(identifier: Element): void {
  const popover = popoverOf(identifier);
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
