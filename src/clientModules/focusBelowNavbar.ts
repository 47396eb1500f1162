/**
 * Keyboard focus below the sticky navbar. The page's scroll-padding-top
 * (src/css/custom.css) handles what fits on the screen; an element taller
 * than the screen below the navbar (a long code block or table, focusable
 * because it scrolls) is centred by Chromium, its top under the navbar.
 * Such an element is scrolled so that its top shows, just below the navbar.
 */
function showTopOfTallFocus(event: FocusEvent): void {
  const element = event.target;
  if (!(element instanceof HTMLElement) || !element.closest('article')) return;
  // Focus back from inside it (Escape from a sample's name) stays where the reader is.
  if (event.relatedTarget instanceof Node && element.contains(event.relatedTarget)) return;
  requestAnimationFrame(() => {
    if (document.activeElement !== element) return;
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const box = element.getBoundingClientRect();
    if (box.height > window.innerHeight - padding && box.top < padding && box.bottom > padding) {
      window.scrollBy({ top: box.top - padding, behavior: 'instant' });
    }
  });
}

if (typeof document !== 'undefined') document.addEventListener('focusin', showTopOfTallFocus);
