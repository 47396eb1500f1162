import { gzipSync } from 'node:zlib';
import { type Page, test } from '@playwright/test';
import { configureSearchSpec, expect, hitLinks, hydrated, INDEX_FILES, modalInput, openModal, pageResults, searchButton } from './searchSetup';

/**
 * The built-in offline search (src/plugins/local-search) behind the stock
 * DocSearch modal and /search page, against the production build.
 */

configureSearchSpec();

/** Fails the test if the page talks to anything but the site itself. */
function recordForeignRequests(page: Page, baseURL: string | undefined): string[] {
  const origin = new URL(baseURL ?? 'http://localhost').origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) foreign.push(url);
  });
  return foreign;
}

test('the modal finds httpBatchLink offline, highlighted, and opens it', async ({ page, baseURL }) => {
  const foreign = recordForeignRequests(page, baseURL);
  await page.goto('/docs');
  const input = await openModal(page);
  await input.fill('httpBatchLink');
  const first = hitLinks(page).first();
  await expect(first).toHaveAttribute('href', /\/docs\/links\/httpBatchLink$/);
  await expect(first.locator('mark').first()).toHaveText(/httpBatchLink/i);
  await first.click();
  await expect(page).toHaveURL(/\/docs\/links\/httpBatchLink$/);
  await expect(page.getByRole('heading', { level: 1, name: 'httpBatchLink' })).toBeVisible();
  // No Algolia host, no preconnect to one, no Algolia branding.
  expect(foreign).toEqual([]);
  await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
});

test('modal hits are not underlined like links in running text', async ({ page }) => {
  await page.goto('/docs');
  const input = await openModal(page);
  await input.fill('middleware');
  const first = hitLinks(page).first();
  await expect(first).toBeVisible();
  // The underline of text links (src/css/custom.css) is for links inside prose, not for a list of hits.
  expect(await first.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('none');
});

test('keyboard: Ctrl+K and / open the modal, Escape closes it, a letter on the button starts the query', async ({ page }) => {
  await page.goto('/docs');
  // On a hydrated page; searchKeys.spec.ts has the keys typed before.
  await expect(hydrated(page)).toHaveCount(1);
  const modal = page.locator('.DocSearch-Modal');
  await page.keyboard.press('Control+k');
  await expect(modal).toBeVisible();
  await expect(page.locator('.DocSearch-Logo')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  // "/" opens it when no text field has focus.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  // Closing gives focus back to the button; typing on it opens the modal
  // with what was typed, and searches it.
  const button = searchButton(page);
  await button.focus();
  await page.keyboard.type('wsLink');
  await expect(modalInput(page)).toHaveValue('wsLink');
  await expect(hitLinks(page).first()).toHaveAttribute('href', /\/docs\/links\/wsLink$/);
});

test('/search?q=wsLink lists the wsLink page', async ({ page, baseURL }) => {
  const foreign = recordForeignRequests(page, baseURL);
  await page.goto('/search?q=wsLink');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for "wsLink"' })).toBeVisible();
  const result = page.locator('article h2 a[href$="/docs/links/wsLink"]').first();
  await expect(result).toBeVisible();
  await expect(page.locator('article').first()).toContainText('wsLink');
  await expect(page.getByText('documents found').or(page.getByText('One document found'))).toBeVisible();
  await expect(page.getByText('Powered by')).toBeHidden();
  expect(foreign).toEqual([]);
});

test('search page snippets end with one ellipsis', async ({ page }) => {
  await page.goto('/search?q=middleware');
  const summaries = page.locator('article p');
  await expect(summaries.first()).toBeVisible();
  const texts = await summaries.allTextContents();
  expect(texts.length).toBeGreaterThan(3);
  for (const text of texts) {
    // The page adds "..." itself: nothing before it may be an ellipsis or a full stop.
    expect(text).toMatch(/[^.…,;:\s]\.\.\.$/);
  }
});

test('the search page searches the version chosen in its version menu', async ({ page }) => {
  await page.goto('/search?q=middleware');
  const results = pageResults(page);
  await expect(results.first()).toBeVisible();
  const pathsOf = () => results.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect((await pathsOf()).some((path) => path.startsWith('/docs/v9/'))).toBe(false);
  await page.locator('select').selectOption({ label: '9.x' });
  await expect(results.first()).toHaveAttribute('href', /\/docs\/v9\//);
  expect((await pathsOf()).filter((path) => path.startsWith('/docs/') && !path.startsWith('/docs/v9/'))).toEqual([]);
});

test('the search page says when the index is unreachable, and recovers once it is back', async ({ page }) => {
  await page.route(INDEX_FILES, (route) => route.abort('internetdisconnected'));
  await page.goto('/search?q=router');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for "router"' })).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: 'Unable to fetch results' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('You might want to check your network connection.');
  await expect(page.locator('[class*="loadingSpinner"]')).toBeHidden();
  await expect(page.getByText('This page crashed.')).toHaveCount(0);

  // Still offline: the next query fails the same way.
  await page.getByRole('searchbox', { name: 'Search' }).fill('routers');
  await expect(notice).toBeVisible();

  // Back online: the next query answers, and so does a reload.
  await page.unroute(INDEX_FILES);
  await page.getByRole('searchbox', { name: 'Search' }).fill('router');
  await expect(pageResults(page).first()).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.route(INDEX_FILES, (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(notice).toBeVisible();
  await page.unroute(INDEX_FILES);
  await page.reload();
  await expect(pageResults(page).first()).toBeVisible();
  await expect(notice).toHaveCount(0);
});

async function searchedUrls(page: Page, query: string): Promise<string[]> {
  const input = await openModal(page);
  await input.fill(query);
  await expect(hitLinks(page).first()).toBeVisible();
  return hitLinks(page).evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

test('searching from a 9.x page gives 9.x results first', async ({ page }) => {
  await page.goto('/docs/v9/quickstart');
  const urls = await searchedUrls(page, 'middleware');
  expect(urls[0]).toMatch(/^\/docs\/v9\//);
  // Never a 10.x doc: only 9.x docs and version-less pages (blog, home).
  for (const url of urls) expect(url).not.toMatch(/^\/docs\/(?!v9\/)/);
});

test('searching from a 10.x page never shows 9.x results', async ({ page }) => {
  await page.goto('/docs/quickstart');
  const urls = await searchedUrls(page, 'middleware');
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect(url).not.toMatch(/^\/docs\/v9(\/|$)/);
});

test('an unreachable index shows "Unable to fetch results" and search works once it is back', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(INDEX_FILES, (route) => route.abort('internetdisconnected'));
  await page.goto('/docs');
  const input = await openModal(page);
  await input.fill('router');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  await expect(page.getByText('No results for')).toBeHidden();
  await page.unroute(INDEX_FILES);
  await input.fill('routers');
  await expect(hitLinks(page).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('no results says so, suggests sections to search and offers a way to report the query', async ({ page }) => {
  await page.goto('/docs');
  const input = await openModal(page);
  await input.fill('router');
  await expect(hitLinks(page).first()).toBeVisible();
  const sections = await page.locator('.DocSearch-Hit-source').allTextContents();
  await input.fill('qqxjzv');
  await expect(page.getByText('No results for "qqxjzv"')).toBeVisible();
  await expect(page.getByText('Try searching for')).toBeVisible();
  const suggestions = page.locator('.DocSearch-NoResults .DocSearch-Prefill');
  await expect(suggestions.first()).toBeVisible();
  const offered = await suggestions.allTextContents();
  expect(offered.length).toBeGreaterThan(0);
  expect(offered.length).toBeLessThanOrEqual(3);
  // DocSearch suggests the sections of earlier results.
  for (const suggestion of offered) expect(sections).toContain(suggestion);
  await expect(page.getByText('Believe this query should return results?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /github\.com\/trpc\/trpc\/issues\/new/);

  await suggestions.first().click();
  await expect(input).toHaveValue(`${offered[0]!.toLowerCase()} `);
  await expect(input).toBeFocused();
  await expect(hitLinks(page).first()).toBeVisible();
  await expect(page.getByText('No results for')).toHaveCount(0);
});

test('recent searches and favourites are kept', async ({ page }) => {
  await page.goto('/docs');
  let input = await openModal(page);
  await input.fill('wsLink');
  await hitLinks(page).first().click();
  await expect(page).toHaveURL(/\/docs\/links\/wsLink/);
  input = await openModal(page);
  const recent = page.locator('.DocSearch-Hits', { hasText: 'Recent' });
  await expect(recent.locator('a').first()).toContainText('wsLink');
  await recent.getByTitle('Save this search').first().click();
  await expect(page.locator('.DocSearch-Hits', { hasText: 'Favorite' }).locator('a').first()).toContainText('wsLink');
});

test('hostile queries are answered safely', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto('/docs');
  const input = await openModal(page);
  const queries = [
    'router '.repeat(143).slice(0, 1000),
    '.*+?^${}()|[]\\ (a+)+$',
    '🚀 🔥 routers',
    '<img src=x onerror=alert(1)><script>alert(2)</script>',
    '"><svg onload=alert(3)>',
  ];
  for (const query of queries) {
    await input.fill(query);
    await expect(page.locator('.DocSearch-Hits a').first().or(page.getByText('No results for'))).toBeVisible();
    await expect(page.locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal script, .DocSearch-Modal svg[onload]')).toHaveCount(0);
  }
  await page.goto(`/search?q=${encodeURIComponent(queries[3]!)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the first query downloads under 150 KB (gzip) of search code and index', async ({ page }) => {
  await page.goto('/docs');
  await page.waitForLoadState('networkidle');
  // The query is typed before the index arrives, as a reader typing at once
  // does: a warm-up that ends before any query also fetches all the section
  // text (a prefetch), which is not what the first query needs.
  let queryTyped!: () => void;
  const typed = new Promise<void>((resolve) => (queryTyped = resolve));
  await page.route('**/search-index/*/index.json', async (route) => {
    await typed;
    await route.continue();
  });
  const downloads: Promise<{ url: string; gzip: number; search: boolean }>[] = [];
  // Until the first results show: the rest of the text is prefetched later, on purpose.
  let counting = true;
  page.on('response', (response) => {
    if (!counting) return;
    downloads.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          gzip: gzipSync(body).length,
          // The index files and the chunk with the local engine (known by one
          // of its error messages, which minifying keeps); the rest is
          // DocSearch's modal, the same in Algolia mode.
          search: response.url().includes('/search-index/') || body.includes('is not a list'),
        }),
        () => ({ url: response.url(), gzip: 0, search: false }),
      ),
    );
  });
  const input = await openModal(page);
  await input.fill('batch requests');
  queryTyped();
  await expect(hitLinks(page).first()).toBeVisible();
  counting = false;
  const responses = await Promise.all(downloads);
  const kb = (list: typeof responses) => list.reduce((sum, { gzip }) => sum + gzip, 0) / 1024;
  const search = responses.filter((response) => response.search);
  console.log(`first query: ${kb(search).toFixed(1)} KB gzip of search code and index (${search.length} files), ${kb(responses).toFixed(1)} KB with the DocSearch modal`);
  expect(kb(search)).toBeLessThan(150);
  for (const { url, gzip } of search) console.log(`  ${(gzip / 1024).toFixed(1)} KB ${new URL(url).pathname}`);
  // Keystroke-to-results time is a figure of `npm run bench`, not a test.
});

/** The number in the search page's "N documents found" (or "One document found"). */
async function pageCount(page: Page, query: string): Promise<number> {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  const found = page.getByText(/^(\d+ documents|One document) found$/);
  await expect(found).toBeVisible();
  const text = (await found.textContent())!;
  return text.startsWith('One') ? 1 : Number.parseInt(text, 10);
}

/** Types `query` over the modal's query, a key at a time: every prefix is a search of its own. */
async function typeQuery(page: Page, query: string): Promise<void> {
  await modalInput(page).selectText();
  await page.keyboard.type(query, { delay: 30 });
  await expect(modalInput(page)).toHaveValue(query);
}

for (const [when, earlier] of [
  ['on the first query of a page', []],
  ['after many queries', ['router', 'middleware', 'subscriptions', 'error handling', 'context']],
] as const) {
  test(`"See all N results" counts what the search page lists, ${when}`, async ({ page, context }) => {
    const query = 'websocket';
    const listed = await pageCount(await context.newPage(), query);
    await page.goto('/docs/quickstart');
    await openModal(page);
    for (const other of earlier) {
      await typeQuery(page, other);
      await expect(hitLinks(page).first()).toBeVisible();
    }
    await typeQuery(page, query);
    await expect(hitLinks(page).first()).toBeVisible();
    // Every answer is in (the first ones wait for the index, whose files may
    // arrive in any order): a running total would have grown past `listed`
    // by now, instead of passing through it.
    await page.waitForLoadState('networkidle');
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await expect(seeAll).toHaveText(`See all ${listed} results`);
    // It leads to that list, and closes the modal.
    await seeAll.click();
    await expect(page).toHaveURL(`/search?q=${query}`);
    await expect(page.getByText(`${listed} documents found`)).toBeVisible();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });
}

test('on a phone, the search page\'s version menu lines up with the query field above it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search');
  const field = page.getByRole('searchbox', { name: 'Search' });
  const menu = page.getByRole('main').getByRole('combobox');
  await expect(menu).toBeVisible();
  const [fieldBox, menuBox] = [(await field.boundingBox())!, (await menu.boundingBox())!];
  expect(menuBox.y).toBeGreaterThan(fieldBox.y);
  expect(Math.round(menuBox.x)).toBe(Math.round(fieldBox.x));
  expect(Math.round(menuBox.width)).toBe(Math.round(fieldBox.width));
});

/** The search page's notice for browsers without JavaScript (Playwright's text and role locators skip <noscript>). */
const NO_JAVASCRIPT_NOTICE = 'main noscript .alert';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search page says that search needs JavaScript and links to the docs', async ({ page }) => {
    await page.goto('/search');
    const notice = page.locator(NO_JAVASCRIPT_NOTICE);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText('Search needs JavaScript, which is turned off in this browser. You can browse the documentation instead.');
    await notice.locator('a').click();
    await expect(page).toHaveURL('/docs');
    await expect(page.locator('h1')).toBeVisible();
  });
});

test('with JavaScript, the search page does not say that search needs it', async ({ page }) => {
  await page.goto('/search?q=router');
  await expect(pageResults(page).first()).toBeVisible();
  await expect(page.locator(NO_JAVASCRIPT_NOTICE)).toHaveCount(0);
  expect(await page.locator('main').evaluate((main) => (main as HTMLElement).innerText)).not.toContain('JavaScript');
});
