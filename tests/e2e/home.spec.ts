import { expect, test } from '@playwright/test';

/**
 * The home page's "How it works": its steps lead to the guides, its sample
 * names things as the quickstart does, and the step pages it is made from
 * (/docs/landing-intro/StepN, routes kept for old links) are neither search
 * results nor in llms.txt.
 */

test.describe.configure({ timeout: 90_000 });

const GUIDES = ['/docs/server/procedures', '/docs/server/adapters/standalone', '/docs/client/setup'];

test('"How it works" links each step to its guide, a docs page with a sidebar', async ({ page }) => {
  await page.goto('/', { timeout: 30_000 });
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'How it works' }) });
  const stepLinks = section.getByRole('heading', { level: 3 }).getByRole('link');
  const hrefs = await stepLinks.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(hrefs).toEqual(GUIDES);
  expect(await section.locator('a[href*="landing-intro"]').count()).toBe(0);
  await stepLinks.first().click();
  await expect(page).toHaveURL(/\/docs\/server\/procedures$/);
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
});

test('the home sample and the quickstart use the same names', async ({ page }) => {
  await page.goto('/', { timeout: 30_000 });
  // The code lines as shown, without the type popovers' texts.
  const homeCode = (await page.locator('section pre .token-line').allTextContents()).join('\n');
  await page.goto('/docs/quickstart', { timeout: 30_000 });
  const quickstartCode = (await page.locator('article pre .token-line').allTextContents()).join('\n');
  for (const name of ['listTodos', 'addTodo', 'title:']) {
    expect(quickstartCode, `quickstart: ${name}`).toContain(name);
    expect(homeCode, `home: ${name}`).toContain(name);
  }
  // As whole words: `createContext:` is no `text:` key.
  for (const name of ['todoList', 'todoAdd', 'text:']) expect(homeCode, `home: ${name}`).not.toMatch(new RegExp(`\\b${name}`));
});

test('the step pages stay routes but are not search results, nor in llms.txt', async ({ page, request }) => {
  for (const step of [1, 2, 3]) expect((await request.get(`/docs/landing-intro/Step${step}`)).status()).toBe(200);
  for (const file of ['/llms.txt', '/llms-full.txt']) expect(await (await request.get(file)).text(), file).not.toContain('landing-intro');
  await page.goto('/search?q=Define%20your%20procedures', { timeout: 30_000 });
  const results = page.locator('main article h2 a');
  await expect(results.first()).toBeVisible({ timeout: 30_000 });
  const hrefs = await results.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(hrefs.filter((href) => href.includes('landing-intro'))).toEqual([]);
});
