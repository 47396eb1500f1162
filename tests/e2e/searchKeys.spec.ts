import { type BrowserContext, type Page, type Route, test } from '@playwright/test';
import { configureSearchSpec, expect, hitLinks, hydrated, INDEX_FILES, modalInput, openModal, searchButton, slowDownCpu } from './searchSetup';

/**
 * The keys a reader types to search, from the first paint on: Ctrl+K or "/"
 * and the query typed at a quick typist's pace (50 ms a key), on a CPU
 * slowed 4× (a mid-range phone's), while the page is still waiting for its
 * scripts, while it hydrates and while the modal's code loads. Every key
 * must land in the query, in order, once. Every wait is for the
 * application's state (the button painted, the modal's input, a hit).
 */

configureSearchSpec();

const QUERY = 'middleware';
/** Where the hits for QUERY lead first. */
const QUERY_PAGE = /\/docs\/server\/middlewares$/;
const KEY_DELAY_MS = 50;

const SHORTCUTS = [
  ['Ctrl+K', 'Control+k'],
  ['/', '/'],
] as const;

/**
 * Holds back the site's scripts until the returned function is called:
 * until then the page is its server-rendered HTML (and inline scripts),
 * as a reader on a slow connection sees it before hydration.
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/js/**', (route) => (holding ? held.push(route) : route.continue()));
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute('**/assets/js/**');
  };
}

/** The page as first painted: the search button is on screen (no script of the site's bundle needed). */
async function firstPaint(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(searchButton(page)).toBeVisible();
}

/** A page (the quickstart) first painted on a CPU slowed 4x, its scripts held back until the returned function is called. */
async function paintedBeforeHydration(page: Page, context: BrowserContext, path = '/docs/quickstart'): Promise<() => Promise<void>> {
  await slowDownCpu(context, page);
  const releaseScripts = await holdScripts(page);
  await firstPaint(page, path);
  return releaseScripts;
}

async function expectHitsFor(page: Page, query: string, firstHit: RegExp): Promise<void> {
  await expect(modalInput(page)).toHaveValue(query);
  await expect(hitLinks(page).first()).toHaveAttribute('href', firstHit);
}

for (const [name, shortcut] of SHORTCUTS) {
  test(`${name} at first paint, before hydration, then "${QUERY}" typed at ${KEY_DELAY_MS} ms a key, CPU slowed 4x: every key lands in the query`, async ({ page, context }) => {
    const releaseScripts = await paintedBeforeHydration(page, context);
    await page.keyboard.press(shortcut);
    await page.keyboard.type(QUERY.slice(0, 4), { delay: KEY_DELAY_MS });
    // Nothing of the site's bundle has run: the keys so far met the HTML alone.
    await expect(hydrated(page)).toHaveCount(0);
    await releaseScripts();
    // The rest is typed while the page hydrates and the modal's code loads.
    await page.keyboard.type(QUERY.slice(4), { delay: KEY_DELAY_MS });
    await expectHitsFor(page, QUERY, QUERY_PAGE);
  });

  test(`${name} as soon as the page shows, then "${QUERY}" typed at ${KEY_DELAY_MS} ms a key, CPU slowed 4x: every key lands in the query`, async ({ page, context }) => {
    await slowDownCpu(context, page);
    await firstPaint(page, '/docs/quickstart');
    await page.keyboard.press(shortcut);
    await page.keyboard.type(QUERY, { delay: KEY_DELAY_MS });
    await expectHitsFor(page, QUERY, QUERY_PAGE);
  });

  test(`${name} once the page has hydrated, while the modal's code loads, CPU slowed 4x: every key lands in the query`, async ({ page, context }) => {
    await slowDownCpu(context, page);
    await page.goto('/docs/quickstart');
    await expect(hydrated(page)).toHaveCount(1);
    await page.keyboard.press(shortcut);
    await page.keyboard.type(QUERY, { delay: KEY_DELAY_MS });
    await expectHitsFor(page, QUERY, QUERY_PAGE);
  });
}

test('on the search page, whose query field has focus from the first paint, Ctrl+K before hydration opens the modal with every key, and the field keeps its own', async ({ page, context }) => {
  const releaseScripts = await paintedBeforeHydration(page, context, '/search');
  await page.keyboard.press('Control+k');
  await page.keyboard.type(QUERY.slice(0, 4), { delay: KEY_DELAY_MS });
  await releaseScripts();
  await page.keyboard.type(QUERY.slice(4), { delay: KEY_DELAY_MS });
  await expectHitsFor(page, QUERY, QUERY_PAGE);
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('');
});

test('Ctrl+K pressed twice before the modal shows opens it once, with every key typed after', async ({ page, context }) => {
  const releaseScripts = await paintedBeforeHydration(page, context);
  await page.keyboard.press('Control+k');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('midd', { delay: KEY_DELAY_MS });
  await releaseScripts();
  await page.keyboard.press('Control+k');
  await page.keyboard.type('leware', { delay: KEY_DELAY_MS });
  await expectHitsFor(page, QUERY, QUERY_PAGE);
  await expect(modalInput(page)).toBeFocused();
});

test('Backspace typed before the modal shows edits the query', async ({ page, context }) => {
  const releaseScripts = await paintedBeforeHydration(page, context);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('midlw', { delay: KEY_DELAY_MS });
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('dle', { delay: KEY_DELAY_MS });
  await releaseScripts();
  await page.keyboard.press('Backspace');
  await page.keyboard.type('eware', { delay: KEY_DELAY_MS });
  await expectHitsFor(page, QUERY, QUERY_PAGE);
});

test('Escape pressed before the modal shows: it does not open, and the shortcut works afterwards', async ({ page, context }) => {
  const releaseScripts = await paintedBeforeHydration(page, context);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('mid', { delay: KEY_DELAY_MS });
  await page.keyboard.press('Escape');
  await releaseScripts();
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  // The shortcut works again afterwards.
  await page.keyboard.press('Control+k');
  await page.keyboard.type(QUERY, { delay: KEY_DELAY_MS });
  await expectHitsFor(page, QUERY, QUERY_PAGE);
});

test('after the modal was closed with Escape, "/" reopens it (focus on the search button or on nothing), keeping every key', async ({ page, context }) => {
  await page.goto('/docs/quickstart');
  await expect(hydrated(page)).toHaveCount(1);
  await openModal(page);
  await page.keyboard.type('router', { delay: KEY_DELAY_MS });
  await expect(hitLinks(page).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  // Closing gives focus back to the search button, which is no input.
  await expect(searchButton(page)).toBeFocused();
  await slowDownCpu(context, page);
  await page.keyboard.press('/');
  // "/" itself opens it (a letter typed on the button would too).
  await expect(modalInput(page)).toBeFocused();
  await page.keyboard.type(QUERY, { delay: KEY_DELAY_MS });
  await expectHitsFor(page, QUERY, QUERY_PAGE);
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await expect(modalInput(page)).toBeFocused();
  await page.keyboard.type('wsLink', { delay: KEY_DELAY_MS });
  await expectHitsFor(page, 'wsLink', /\/docs\/links\/wsLink$/);
});

test('"/" typed in a text field types a slash and opens nothing', async ({ page }) => {
  await page.goto('/search');
  await expect(hydrated(page)).toHaveCount(1);
  const field = page.getByRole('searchbox', { name: 'Search' });
  await field.click();
  await page.keyboard.type('a/b', { delay: KEY_DELAY_MS });
  await expect(field).toHaveValue('a/b');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

/** Chrome's "Fast 3G" network profile (DevTools' preset), with the browser cache off. */
async function fast3g(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 });
}

/** Holds back, from now on, every request for the site's scripts and the index, until the returned function is called. */
async function holdScriptsAndIndex(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  const hold = (route: Route) => (holding ? held.push(route) : route.continue());
  await page.route('**/assets/js/**', hold);
  await page.route(INDEX_FILES, hold);
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute('**/assets/js/**');
    await page.unroute(INDEX_FILES);
  };
}

/** The search dialog as it shows before DocSearch's own modal has loaded. */
function loadingDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Search' }).filter({ has: page.getByRole('status') });
}

test('Ctrl+K on a slow connection (Fast 3G, cache off): the modal shows at once with its loading state while its code and the index are on their way, and keeps the keys typed', async ({ page, context }) => {
  await fast3g(context, page);
  await page.goto('/docs/faq');
  await expect(hydrated(page)).toHaveCount(1);
  // Nothing more arrives until the modal has shown: its code, the engine, the index.
  const release = await holdScriptsAndIndex(page);
  await page.keyboard.press('Control+k');
  const dialog = loadingDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Loading search…');
  await page.keyboard.type(QUERY.slice(0, 4), { delay: KEY_DELAY_MS });
  await expect(dialog.getByRole('searchbox')).toHaveValue(QUERY.slice(0, 4));
  await release();
  await page.keyboard.type(QUERY.slice(4), { delay: KEY_DELAY_MS });
  await expectHitsFor(page, QUERY, QUERY_PAGE);
  await expect(dialog).toHaveCount(0);
});

test('Ctrl+K at first paint, before hydration: the modal shows at once with its loading state and the keys typed; Escape closes it', async ({ page, context }) => {
  const releaseScripts = await paintedBeforeHydration(page, context);
  await page.keyboard.press('Control+k');
  const dialog = loadingDialog(page);
  await expect(dialog).toBeVisible();
  await page.keyboard.type('mid', { delay: KEY_DELAY_MS });
  await expect(dialog.getByRole('searchbox')).toHaveValue('mid');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await releaseScripts();
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});
