import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page, test } from '@playwright/test';
import type { ShardIndex } from '../../src/plugins/local-search/format/indexFormat';
import { DEFAULT_INDEX_DIR } from '../search/relevance';
import { configureSearchSpec, expect, hitLinks, openModal, pageResults } from './searchSetup';

/**
 * What the offline search lists, as readers meet it in the modal and on
 * the search page: the reference page of an exact API name, once; counts
 * of pages (documents), the same in the modal's "See all N results" and on
 * the page; the reader's docs version kept from the modal to the page, in
 * the page's URL.
 */

configureSearchSpec();

/** The pages of the modal's hits, in order, each once. */
async function modalPages(page: Page, query: string): Promise<string[]> {
  const input = await openModal(page);
  await input.fill(query);
  await expect(hitLinks(page).first()).toBeVisible();
  const paths = await hitLinks(page).evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(paths)];
}

for (const [name, reference] of [
  ['createTRPCProxyClient', '/docs/typedoc/client/functions/createTRPCProxyClient'],
  ['TRPCClientError', '/docs/typedoc/client/classes/TRPCClientError'],
] as const) {
  test(`${name}: its reference page is among the first three pages of the modal, and listed once`, async ({ page }) => {
    await page.goto('/docs');
    const pages = await modalPages(page, name);
    expect(pages.slice(0, 3), pages.join('\n')).toContain(reference);
    // The same declaration re-exported by another package is not a second hit with the same title and text.
    const titles = await page.locator('.DocSearch-Hit-title').allTextContents();
    const snippets = await page.locator('.DocSearch-Hit-path').allTextContents();
    const shown = titles.map((title, i) => `${title} | ${snippets[i] ?? ''}`);
    expect(shown.filter((hit, i) => shown.indexOf(hit) !== i)).toEqual([]);
    expect(pages.filter((path) => path.endsWith(reference.slice(reference.lastIndexOf('/'))))).toEqual([reference]);
  });
}

/** The number in the search page's "N documents found". */
async function documentsFound(page: Page): Promise<number> {
  const found = page.getByText(/^(\d+ documents|One document) found$/);
  await expect(found).toBeVisible();
  const text = (await found.textContent())!;
  return text.startsWith('One') ? 1 : Number.parseInt(text, 10);
}

/** The number in the modal's "See all N results", once every answer is in. */
async function seeAllCount(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  const text = (await page.locator('.DocSearch-HitsFooter a').textContent()) ?? '';
  return Number.parseInt(/See all (\d+) results/.exec(text)?.[1] ?? 'NaN', 10);
}

/** Pages of the site a 10.x search reads (its docs, the home page and the blog), from the built index. */
function pagesSearchedFrom10x(): number {
  const shard = (tag: string) => (JSON.parse(readFileSync(path.join(DEFAULT_INDEX_DIR, tag, 'index.json'), 'utf8')) as ShardIndex).pages.length;
  return shard('docs-default-current') + shard('default');
}

for (const query of ['getQueryKey', 'merge routers']) {
  test(`"${query}": the modal's "See all N results" and the search page's "N documents found" count pages, the same number, and the page lists each page once`, async ({ page }) => {
    await page.goto('/docs/quickstart');
    await modalPages(page, query);
    const modalCount = await seeAllCount(page);
    await page.locator('.DocSearch-HitsFooter a').click();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(query)}`);
    const count = await documentsFound(page);
    expect(modalCount).toBe(count);
    expect(count).toBeLessThanOrEqual(pagesSearchedFrom10x());
    const listed = await pageResults(page).evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(new Set(listed).size, listed.join('\n')).toBe(listed.length);
    // The page lists 15 results at a time: a count of fewer is the whole list.
    if (count <= 15) expect(listed.length).toBe(count);
  });
}

test('"See all" from a 9.x page opens the search page on 9.x, with the version in its URL, kept on reload and when changed', async ({ page }) => {
  await page.goto('/docs/v9/quickstart');
  await modalPages(page, 'useContext');
  const modalCount = await seeAllCount(page);
  await page.locator('.DocSearch-HitsFooter a').click();
  await expect(page).toHaveURL(/\/search\?q=useContext&version=9\.x$/);
  const menu = page.getByRole('main').getByRole('combobox');
  const isDocsOf = (version: '9.x' | 'current') => (path: string) => (version === '9.x' ? path.startsWith('/docs/v9/') : path.startsWith('/docs/') && !path.startsWith('/docs/v9/'));
  const docsPaths = async () => (await pageResults(page).evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))).filter((path) => path.startsWith('/docs'));
  const expectVersion = async (version: '9.x' | 'current') => {
    await expect(menu).toHaveValue(version);
    await expect(pageResults(page).first()).toBeVisible();
    await expect.poll(async () => (await docsPaths()).every(isDocsOf(version)) && (await docsPaths()).length > 0).toBe(true);
  };
  await expectVersion('9.x');
  expect(await documentsFound(page)).toBe(modalCount);

  await page.reload();
  await expectVersion('9.x');

  await menu.selectOption('current');
  await expect(page).toHaveURL(/\/search\?q=useContext$/);
  await expectVersion('current');
  await menu.selectOption('9.x');
  await expect(page).toHaveURL(/\/search\?q=useContext&version=9\.x$/);
  await expectVersion('9.x');
});

test('the search page marks matched words as the stock page does, upright with a background, not in italics', async ({ page }) => {
  await page.goto('/search?q=useQuery');
  const firstTitle = pageResults(page).first();
  await expect(firstTitle).toBeVisible();
  const match = firstTitle.locator('.search-result-match').first();
  await expect(match).toHaveText(/useQuery/i);
  expect(await match.evaluate((element) => getComputedStyle(element).fontStyle)).toBe('normal');
  await expect(page.getByRole('main').locator('article em')).toHaveCount(0);
});
