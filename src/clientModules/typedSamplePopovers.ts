/**
 * Type popovers of TypeScript samples (src/theme/CodeBlock/Static), by
 * mouse, touch and keyboard, and copying code without its annotations.
 *
 * A page carries each popover text once, in a `<template>` after its content
 * (src/plugins/typed-samples/render/pagePopovers.ts); an identifier's `data-typed` is
 * its index there. One popover element, made on first use, shows the text of
 * one identifier at a time (role=tooltip, the identifier `aria-describedby`
 * it). It lives at the end of that identifier's `<code>`: React does not
 * hydrate that HTML, and Tab from a focused identifier reaches it next when it
 * scrolls. It is `position: fixed`, placed here inside the viewport and below
 * the navbar, as tall as the space there allows (it scrolls inside).
 *
 * - Mouse: resting on a word a moment shows it, as editors wait; code
 *   passing under a still mouse while the page scrolls shows nothing, and a
 *   scroll closes a hover's popover. One that scrolls can be entered, as an editor's
 *   hover can, to scroll it with the wheel; one that does not lets the pointer
 *   through to the next word or the copy button. A click opens it, and an
 *   open popover takes the wheel.
 * - Touch: a tap opens it, a tap on the same identifier closes it. A tap
 *   on an open popover over another identifier opens that one's (a finger
 *   cannot see what the popover hides, but the reader saw it a moment ago).
 * - Keyboard: a code block is one Tab stop; Enter moves focus to its
 *   identifiers, arrow keys (Home, End) move among them showing each one's
 *   popover, Escape closes it and returns to the block, Tab moves on.
 * - Escape closes any popover, a click elsewhere an open one. A shown
 *   popover follows its identifier when the page or the block scrolls, and
 *   closes when the identifier leaves the screen.
 *
 * Everything runs from events delegated to the document: nothing is done per
 * identifier on page load.
 */
const IDENTIFIER = '.typed-id';
const LINE = '.token-line';
const CODE = 'pre.typed-code';
const TEXTS = 'template.typed-popover-texts';
/** What a sample shows besides its code; never copied with it. */
const ANNOTATIONS = '.typed-callout, .typed-error, .typed-popover';
/** On `<html>` while a copy reads the selection, hides ANNOTATIONS (CodeBlock/Static/styles.module.css). */
const COPYING = 'typed-copying';
const POPOVER_ID = 'typed-popover';
const SHOWN = 'typed-popover-shown';
/** Opened by a click, a tap or the keyboard: takes the pointer and the wheel. */
const OPEN = 'typed-popover-open';
/** Shown on hover and taller than its space: takes the pointer and the wheel too. */
const HOVERABLE = 'typed-popover-hoverable';
/** Time the pointer has to go from a word into its hoverable popover, across the gap. */
const LEAVE_DELAY_MS = 300;
/** How long the pointer rests on a word before its type shows, when none is shown. */
const HOVER_DELAY_MS = 250;

/** Space kept between a popover and the viewport's edges or the navbar. */
export const MARGIN = 8;
/** Space between an identifier and its popover. */
const GAP = 4;

let popover: HTMLElement | undefined;
/** Shown while the mouse is on it. */
let hovered: Element | null = null;
/** Opened by a click, a tap or keyboard focus. */
let opened: Element | null = null;
/** A pending hide of a hoverable popover the pointer has left (LEAVE_DELAY_MS). */
let leaveTimer: ReturnType<typeof setTimeout> | undefined;
/** The word the pointer rests on, whose type shows after HOVER_DELAY_MS. */
let pending: Element | null = null;
let hoverTimer: ReturnType<typeof setTimeout> | undefined;
/** Where the mouse last moved to: a word that comes under it while it stays there (the page scrolls) is not hovered. */
let pointerAt = { x: Number.NaN, y: Number.NaN };
/** Closed by a click or Escape while the mouse is on it: not shown again until the mouse leaves it. */
let dismissed: Element | null = null;
/** The identifier whose text the popover holds. */
let described: Element | null = null;

function identifierAt(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(IDENTIFIER) : null;
}

function inPopover(target: EventTarget | null): boolean {
  return !!popover && target instanceof Node && popover.contains(target);
}

/** The texts of the identifier's page: the first template after it (a blog list shows several pages). */
function textsOf(identifier: Element): HTMLTemplateElement | undefined {
  return Array.from(document.querySelectorAll<HTMLTemplateElement>(TEXTS)).find(
    (template) => identifier.compareDocumentPosition(template) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
}

function popoverElement(): HTMLElement {
  if (!popover) {
    popover = document.createElement('div');
    popover.id = POPOVER_ID;
    popover.className = 'typed-popover';
    popover.setAttribute('role', 'tooltip');
  }
  return popover;
}

/** Fills the popover with the identifier's text; false when the page has none for it. */
function describe(identifier: Element): boolean {
  if (described === identifier && popover?.isConnected) return true;
  const text = textsOf(identifier)?.content.children[Number(identifier.getAttribute('data-typed'))];
  const code = identifier.closest('code');
  if (!text || !code) return false;
  const element = popoverElement();
  element.replaceChildren(...Array.from(text.cloneNode(true).childNodes));
  if (element.parentElement !== code) code.append(element);
  described?.removeAttribute('aria-describedby');
  identifier.setAttribute('aria-describedby', POPOVER_ID);
  described = identifier;
  return true;
}

/** The bottom of the navbar, which stays on top of the page: a popover goes below it. */
function topLimit(): number {
  const navbar = document.querySelector('.navbar');
  return Math.max(0, navbar?.getBoundingClientRect().bottom ?? 0) + MARGIN;
}

/** A popover's place and height cap, in viewport pixels; `maxHeight` is set when it must scroll. */
export interface PopoverBox {
  left: number;
  top: number;
  maxHeight?: number;
}

/**
 * Below the identifier if it fits there, else above if it fits there, else on
 * the roomier side with its height capped to that side's space; MARGIN
 * inside the viewport's sides and bottom, and not above `viewport.top` (under
 * the navbar).
 */
export function popoverBox(
  anchor: { left: number; top: number; bottom: number },
  size: { width: number; height: number },
  viewport: { width: number; height: number; top: number },
): PopoverBox {
  const below = viewport.height - MARGIN - (anchor.bottom + GAP);
  const above = anchor.top - GAP - viewport.top;
  const goesBelow = size.height <= below || (size.height > above && below >= above);
  const space = Math.max(0, goesBelow ? below : above);
  const height = Math.min(size.height, space);
  return {
    left: Math.max(MARGIN, Math.min(anchor.left, viewport.width - size.width - MARGIN)),
    top: goesBelow ? anchor.bottom + GAP : anchor.top - GAP - height,
    ...(size.height > space && { maxHeight: space }),
  };
}

/** Measured at the viewport's left edge first, where its width is not squeezed; whether it scrolls inside. */
function place(identifier: Element, element: HTMLElement): boolean {
  const { clientWidth, clientHeight } = document.documentElement;
  element.style.left = '0px';
  element.style.top = '0px';
  element.style.maxWidth = `min(40rem, ${clientWidth - 2 * MARGIN}px)`;
  element.style.maxHeight = '';
  const box = popoverBox(
    identifier.getBoundingClientRect(),
    { width: element.offsetWidth, height: element.offsetHeight },
    { width: clientWidth, height: clientHeight, top: topLimit() },
  );
  element.style.left = `${box.left}px`;
  element.style.top = `${box.top}px`;
  if (box.maxHeight !== undefined) element.style.maxHeight = `${box.maxHeight}px`;
  // A region that scrolls must be reachable from the keyboard (Tab from its identifier).
  const scrolls = element.scrollHeight > element.clientHeight;
  if (scrolls) element.tabIndex = 0;
  else element.removeAttribute('tabindex');
  return scrolls;
}

function hide(): void {
  popover?.classList.remove(SHOWN, OPEN, HOVERABLE);
  described?.removeAttribute('aria-describedby');
  described = null;
}

/** Shows what the mouse is on, else what is open, else nothing. */
function update(): void {
  const identifier = (hovered !== dismissed ? hovered : null) ?? opened;
  if (!identifier || !describe(identifier)) return hide();
  const element = popoverElement();
  element.classList.add(SHOWN);
  element.classList.toggle(OPEN, identifier === opened);
  const scrolls = place(identifier, element);
  element.classList.toggle(HOVERABLE, identifier !== opened && scrolls);
}

function closeAll(): void {
  dismissed = hovered;
  opened = null;
  update();
}

function focusIdentifier(identifier: Element | undefined): void {
  if (!(identifier instanceof HTMLElement)) return;
  identifier.tabIndex = -1;
  identifier.focus();
}

function identifiersOf(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(IDENTIFIER));
}

/** Where Enter starts: the block's open identifier, else its first one on screen, else its first one. */
function firstIdentifier(code: Element): Element | undefined {
  const identifiers = identifiersOf(code);
  if (opened && code.contains(opened)) return opened;
  const top = topLimit();
  return (
    identifiers.find((identifier) => {
      const box = identifier.getBoundingClientRect();
      return box.top >= top && box.bottom <= document.documentElement.clientHeight;
    }) ?? identifiers[0]
  );
}

/**
 * Where ArrowUp and ArrowDown aim, as in an editor: the column they started
 * from, kept while they pass lines whose identifiers lie elsewhere.
 */
let goalLeft: number | null = null;

/**
 * The identifier nearest to the goal column on the closest line above or
 * below that has any, in the same code (its lines come in several runs,
 * between callouts).
 */
function identifierOnNextLine(identifier: Element, direction: 1 | -1): Element | undefined {
  const left = (goalLeft ??= identifier.getBoundingClientRect().left);
  const lines = Array.from(identifier.closest('code')?.querySelectorAll(LINE) ?? []);
  for (let index = lines.indexOf(identifier.closest(LINE)!) + direction; index >= 0 && index < lines.length; index += direction) {
    const candidates = identifiersOf(lines[index]);
    if (candidates.length > 0) {
      const distance = (candidate: Element) => Math.abs(candidate.getBoundingClientRect().left - left);
      return candidates.reduce((best, candidate) => (distance(candidate) < distance(best) ? candidate : best));
    }
  }
  return undefined;
}

/** The identifier a key moves to from a focused one. */
function identifierForKey(identifier: Element, key: string): Element | undefined {
  const code = identifier.closest(CODE);
  if (!code) return undefined;
  const all = identifiersOf(code);
  const index = all.indexOf(identifier as HTMLElement);
  const line = identifier.closest(LINE);
  const onLine = line ? identifiersOf(line) : [];
  switch (key) {
    case 'ArrowRight':
      return all[index + 1];
    case 'ArrowLeft':
      return all[index - 1];
    case 'ArrowDown':
      return identifierOnNextLine(identifier, 1);
    case 'ArrowUp':
      return identifierOnNextLine(identifier, -1);
    case 'Home':
      return onLine[0];
    case 'End':
      return onLine[onLine.length - 1];
    default:
      return undefined;
  }
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as Element;
  if (event.key === 'Escape') {
    if (popover?.classList.contains(SHOWN)) closeAll();
    // From an identifier or the popover back to the code block.
    const code = identifierAt(target)?.closest(CODE) ?? (inPopover(target) ? popover?.closest(CODE) : null);
    if (code instanceof HTMLElement) {
      code.focus();
      event.preventDefault();
    }
    return;
  }
  if (event.shiftKey) {
    // Back from the popover to the identifier it describes.
    if (event.key === 'Tab' && inPopover(target) && opened) {
      focusIdentifier(opened);
      event.preventDefault();
    }
    return;
  }
  if (event.key === 'Enter' && target instanceof Element && target.matches(CODE)) {
    goalLeft = null;
    focusIdentifier(firstIdentifier(target));
    event.preventDefault();
    return;
  }
  const identifier = identifierAt(target);
  if (!identifier) return;
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') goalLeft = null;
  const next = identifierForKey(identifier, event.key);
  if (next) focusIdentifier(next);
  // Arrow keys stay inside the code rather than scrolling the page.
  if (next || /^Arrow|^Home$|^End$/.test(event.key)) event.preventDefault();
}

function onFocusIn(event: FocusEvent): void {
  const identifier = identifierAt(event.target);
  if (identifier) {
    opened = identifier;
    dismissed = null;
    update();
  }
}

function onFocusOut(event: FocusEvent): void {
  const identifier = identifierAt(event.target);
  if (identifier) identifier.removeAttribute('tabindex');
  if (!identifier && !inPopover(event.target)) return;
  // Tab into the open popover, or back to its identifier, keeps it open.
  const to = event.relatedTarget;
  if (inPopover(to) || (to instanceof Element && to === opened)) return;
  if (identifierAt(to)) return; // the next identifier's focus opens its own
  opened = null;
  update();
}

/** What is under the popover at a point, as if it were not there. */
function underPopover(x: number, y: number): Element | null {
  const element = popoverElement();
  element.style.pointerEvents = 'none';
  const under = document.elementFromPoint(x, y);
  element.style.pointerEvents = '';
  return under;
}

function onClick(event: MouseEvent): void {
  let target = event.target;
  if (inPopover(target)) {
    // A finger on an open popover is after the code under it: a name there shows its type.
    const pointer = (event as PointerEvent).pointerType;
    if (pointer !== 'touch' && pointer !== 'pen') return;
    target = underPopover(event.clientX, event.clientY);
    if (!identifierAt(target)) return;
  }
  const identifier = identifierAt(target);
  // The end of a drag that selected text is not a click on a word.
  if (identifier && !document.getSelection()?.isCollapsed) return;
  if (identifier && identifier !== opened) {
    opened = identifier;
    dismissed = null;
  } else {
    dismissed = identifier;
    opened = null;
  }
  update();
}

function cancelLeave(): void {
  clearTimeout(leaveTimer);
  leaveTimer = undefined;
}

function cancelHover(): void {
  clearTimeout(hoverTimer);
  pending = null;
}

function showHovered(identifier: Element | null): void {
  hovered = identifier;
  if (dismissed !== identifier) dismissed = null;
  update();
}

/** The pointer is on `identifier` (or off words): show it at once if a popover is up, else after a rest. */
function hoverOn(identifier: Element | null): void {
  // Already waiting for this word (off words, nothing waits: the popover goes).
  if (identifier && identifier === pending) return;
  cancelHover();
  if (identifier && !popover?.classList.contains(SHOWN)) {
    pending = identifier;
    hoverTimer = setTimeout(() => {
      pending = null;
      // Unless the page scrolled it away from under the mouse meanwhile.
      if (identifier.matches(':hover')) showHovered(identifier);
    }, HOVER_DELAY_MS);
    return;
  }
  showHovered(identifier);
}

function onPointerOver(event: PointerEvent): void {
  // Touch and pen taps are clicks; a finger does not hover.
  if (event.pointerType !== 'mouse') return;
  if (inPopover(event.target)) return cancelLeave();
  const identifier = identifierAt(event.target);
  if (identifier === hovered) return cancelLeave();
  // The code moved under a mouse at rest: scrolling past words is not hovering them.
  if (identifier && event.clientX === pointerAt.x && event.clientY === pointerAt.y) return;
  // Off a word whose popover can be entered: a moment to reach it.
  if (!identifier && hovered && popover?.classList.contains(HOVERABLE)) {
    cancelHover();
    leaveTimer ??= setTimeout(() => {
      leaveTimer = undefined;
      showHovered(null);
    }, LEAVE_DELAY_MS);
    return;
  }
  cancelLeave();
  hoverOn(identifier);
}

/** A mouse that moves on a word that came under it during a scroll hovers it now. */
function onPointerMove(event: PointerEvent): void {
  if (event.pointerType !== 'mouse') return;
  const moved = event.clientX !== pointerAt.x || event.clientY !== pointerAt.y;
  pointerAt = { x: event.clientX, y: event.clientY };
  if (!moved || hovered || pending || leaveTimer) return;
  const identifier = identifierAt(event.target);
  if (identifier) hoverOn(identifier);
}

function onPointerOut(event: PointerEvent): void {
  // Leaving the window.
  if (event.pointerType === 'mouse' && !event.relatedTarget && hovered) {
    hovered = null;
    update();
  }
}

let scrollFrame = 0;

/**
 * A scroll closes a hover's popover (its word moved away from the pointer);
 * an opened one follows its identifier while it stays in view, and goes with it.
 */
function onScroll(event: Event): void {
  if (!described || inPopover(event.target) || scrollFrame) return;
  scrollFrame = requestAnimationFrame(() => {
    scrollFrame = 0;
    if (hovered && hovered !== opened) {
      cancelLeave();
      hovered = null;
    }
    if (!described) return;
    const box = described.getBoundingClientRect();
    if (box.bottom < topLimit() || box.top > document.documentElement.clientHeight) {
      hovered = opened = null;
      hide();
    } else update();
  });
}

/**
 * Whether the selection takes in callouts, errors or a popover. Reading it
 * with them hidden gives the code as the copy button copies it; CSS
 * (`user-select: none`) only keeps them from being highlighted.
 */
function selectionHasAnnotations(selection: Selection): boolean {
  for (let index = 0; index < selection.rangeCount; index++) {
    if (selection.getRangeAt(index).cloneContents().querySelector(ANNOTATIONS)) return true;
  }
  return false;
}

function onCopy(event: ClipboardEvent): void {
  // An editor that copied its own text (src/plugins/sample-editor) has said what is copied.
  if (event.defaultPrevented) return;
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || !event.clipboardData || !selectionHasAnnotations(selection)) return;
  const root = document.documentElement;
  root.classList.add(COPYING);
  const text = selection.toString();
  root.classList.remove(COPYING);
  event.clipboardData.setData('text/plain', text);
  event.preventDefault();
}

/** Docusaurus client module lifecycle: a new page has none of the old page's identifiers. */
export function onRouteDidUpdate(): void {
  cancelLeave();
  cancelHover();
  hovered = opened = dismissed = null;
  hide();
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerover', onPointerOver, { passive: true });
  document.addEventListener('pointerout', onPointerOut, { passive: true });
  document.addEventListener('pointermove', onPointerMove, { passive: true });
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  document.addEventListener('scroll', onScroll, { capture: true, passive: true });
  document.addEventListener('copy', onCopy);
}
