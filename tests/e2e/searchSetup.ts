import { existsSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, expect as baseExpect, type Page, test } from '@playwright/test';

/** Every request for the offline index's files, for page.route(). */
export const INDEX_FILES = '**/search-index/**';

/**
 * Every wait of the search tests is for the application's state (a hit, a
 * notice), with room for a busy 2-core machine: the first search loads the
 * engine and the index.
 */
export const expect = baseExpect.configure({ timeout: 30_000 });

/** Called at the top of a search spec: its timeouts, and a skip for builds without the offline index. */
export function configureSearchSpec(): void {
  test.skip(
    !existsSync(path.join(__dirname, '..', '..', 'build', 'search-index')),
    'the build has no offline index (built with ALGOLIA_* set)',
  );
  test.describe.configure({ timeout: 120_000 });
}

/** How much slower than this machine's the CPU of a mid-range phone is (CDP throttling). */
export const CPU_SLOWDOWN = 4;

/** Slows the page's CPU down CPU_SLOWDOWN times, for this page and its later navigations. */
export async function slowDownCpu(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** The page's root once React has hydrated it (before that, nothing of the site's bundle listens). */
export function hydrated(page: Page) {
  return page.locator('html[data-has-hydrated="true"]');
}

/** The navbar's search button (DocSearch's), in the page's HTML before any script runs. */
export function searchButton(page: Page) {
  return page.getByRole('button', { name: /Search/ }).first();
}

/** The modal's query input (DocSearch's, not the key recorder's stand-in shown while it loads). */
export function modalInput(page: Page) {
  return page.locator('.DocSearch-Container:not([data-search-shell]) .DocSearch-Modal .DocSearch-Input');
}

/** The modal's hits. */
export function hitLinks(page: Page) {
  return page.locator('.DocSearch-Hits a');
}

/** The search page's results. */
export function pageResults(page: Page) {
  return page.locator('main article h2 a');
}

/** Opens the modal with the search button and waits for its input to take keys. */
export async function openModal(page: Page) {
  await searchButton(page).click();
  const input = modalInput(page);
  await expect(input).toBeFocused();
  return input;
}

/**
 * A script that records, from when it runs, each moment an element matching
 * `selector` (and containing `text`, if given) is visible, with its text.
 * Run it with `page.evaluate` (from now on) or `page.addInitScript` (from
 * the start of every document, before anything renders); read what it saw
 * with `page.evaluate(SEEN)`.
 */
export function visibilityRecorder(selector: string, text = ''): string {
  return `(() => {
    window.__seen = [];
    const check = () => {
      for (const element of document.querySelectorAll(${JSON.stringify(selector)})) {
        if (element.textContent.includes(${JSON.stringify(text)}) && element.checkVisibility()) window.__seen.push(element.textContent.slice(0, 80));
      }
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  })()`;
}

export const SEEN = 'window.__seen';
