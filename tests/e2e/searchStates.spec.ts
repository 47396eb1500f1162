import { type Page, type Route, test } from '@playwright/test';
import {
  configureSearchSpec,
  CPU_SLOWDOWN,
  expect,
  hitLinks,
  hydrated,
  INDEX_FILES,
  modalInput,
  openModal,
  pageResults,
  SEEN,
  searchButton,
  slowDownCpu,
  visibilityRecorder,
} from './searchSetup';

/**
 * The states of the offline search (src/plugins/local-search) as readers
 * meet them: loading, answered with hits, answered with none, index
 * unreachable. No timing is asserted: every wait is for the application's
 * state, with room for a busy 2-core machine (30 s).
 */

configureSearchSpec();

for (const route of ['/docs/quickstart', '/docs/v9/quickstart', '/']) {
  test(`no "No results" before the hits of the first search on ${route}, CPU slowed ${CPU_SLOWDOWN}x`, async ({ page, context }) => {
    await page.goto(route);
    await expect(hydrated(page)).toHaveCount(1);
    await slowDownCpu(context, page);
    await page.evaluate(visibilityRecorder('.DocSearch-Modal .DocSearch-NoResults'));
    await page.keyboard.press('Control+k');
    await expect(modalInput(page)).toBeFocused();
    await page.keyboard.type('middleware');
    await expect(hitLinks(page).first()).toBeVisible();
    expect(await page.evaluate(SEEN)).toEqual([]);
  });
}

test(`the search page never says "No results were found" before its answer, opened with a query and as the query changes, CPU slowed ${CPU_SLOWDOWN}x`, async ({ page, context }) => {
  await slowDownCpu(context, page);
  await page.addInitScript(visibilityRecorder('p', 'No results were found'));
  await page.goto('/search?q=middleware');
  await expect(pageResults(page).first()).toBeVisible();
  expect(await page.evaluate(SEEN)).toEqual([]);

  // From a query without hits (rightly "No results") to one with hits.
  const field = page.getByRole('searchbox', { name: 'Search' });
  await field.fill('zzqxv');
  await expect(page.getByText('No results were found')).toBeVisible();
  await page.evaluate(visibilityRecorder('p', 'No results were found'));
  await field.selectText();
  await page.keyboard.type('routers', { delay: 50 });
  await expect(pageResults(page).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "routers"');
  expect(await page.evaluate(SEEN)).toEqual([]);
});

test(`the search page reached from the modal's "See all N results" never says "No results were found" before its results, CPU slowed ${CPU_SLOWDOWN}x`, async ({ page, context }) => {
  await page.goto('/docs/quickstart');
  await (await openModal(page)).fill('router');
  await expect(hitLinks(page).first()).toBeVisible();
  await slowDownCpu(context, page);
  await page.evaluate(visibilityRecorder('p', 'No results were found'));
  await page.locator('.DocSearch-HitsFooter a').click();
  await expect(pageResults(page).first()).toBeVisible();
  expect(await page.evaluate(SEEN)).toEqual([]);
});

test('a query without hits shows the four no-results texts once the index has answered, with clickable suggestions', async ({ page }) => {
  await page.goto('/docs/quickstart');
  await expect(hydrated(page)).toHaveCount(1);
  await page.keyboard.press('Control+k');
  const input = modalInput(page);
  await expect(input).toBeFocused();
  // The first query of the visit: no earlier hits to suggest sections from.
  await input.fill('zzqxv nonexistentword');
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen.getByText('No results for "zzqxv nonexistentword"')).toBeVisible();
  await expect(screen.getByText('Try searching for')).toBeVisible();
  await expect(screen.getByText('Believe this query should return results?')).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Let us know.' })).toBeVisible();
  const suggestions = screen.locator('.DocSearch-Prefill');
  await expect(suggestions.first()).toBeVisible();
  const first = (await suggestions.first().textContent())!;
  await suggestions.first().click();
  await expect(input).toHaveValue(`${first.toLowerCase()} `);
  await expect(hitLinks(page).first()).toBeVisible();
  await expect(screen).toHaveCount(0);
});

const BROKEN_INDEX: [string, (route: Route) => Promise<void>][] = [
  ['blocked', (route) => route.abort('internetdisconnected')],
  ['malformed JSON', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"format": 2, "tag": ' })],
  ['HTTP 500', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })],
];

for (const [name, answer] of BROKEN_INDEX) {
  test(`the search page with the index ${name}: a notice, a main landmark, no page error, and a later query recovers`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(INDEX_FILES, answer);
    await page.goto('/search?q=router');
    await expect(page.getByRole('main')).toHaveCount(1);
    const notice = page.getByRole('alert').filter({ hasText: 'Unable to fetch results' });
    await expect(notice).toBeVisible();
    await expect(page.getByText('No results were found')).toBeHidden();
    await expect(page.getByRole('main')).toContainText('Search results for "router"');

    await page.unroute(INDEX_FILES);
    await page.getByRole('searchbox', { name: 'Search' }).fill('routers');
    await expect(pageResults(page).first()).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
}

test('the search page has one main landmark while it searches, with results and without', async ({ page }) => {
  await page.goto('/search?q=middleware');
  await expect(pageResults(page).first()).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search' }).fill('zzqxv');
  await expect(page.getByText('No results were found')).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
});

/** The paths of the index files the page requests from now on. */
function recordIndexRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search-index/')) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test('pointing at the search button starts loading the index; the page alone does not', async ({ page }) => {
  const indexRequests = recordIndexRequests(page);
  await page.goto('/docs/quickstart');
  await expect(hydrated(page)).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  const loaded = page.waitForRequest((request) => request.url().includes('/search-index/docs-default-current/index.json'));
  await searchButton(page).hover();
  await loaded;
  // Only this version's shard (and the home page and blog's), never 9.x.
  expect(indexRequests.some((file) => file.includes('9.x'))).toBe(false);
});

test('once warmed up before any query, the first query downloads nothing', async ({ page }) => {
  await page.goto('/docs/quickstart');
  await expect(hydrated(page)).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  // The warm-up ends by fetching the section text, all requests at once.
  const prefetched = page.waitForResponse((response) => /\/search-index\/docs-default-current\/content-\d+\.json$/.test(response.url()));
  await searchButton(page).hover();
  await prefetched;
  await page.waitForLoadState('networkidle');
  const duringQuery = recordIndexRequests(page);
  await (await openModal(page)).fill('middleware');
  await expect(hitLinks(page).first()).toBeVisible();
  expect(duringQuery).toEqual([]);
});
