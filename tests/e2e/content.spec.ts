import { expect, test } from '@playwright/test';
import { POSTS_PER_PAGE, readPosts, shownDate } from '../blog/posts';

// What the blog's pages show is derived from blog/ (tests/blog/posts.ts): a new post changes it, not these tests.

test('the blog lists the newest posts with reading times, newest first', async ({ page }) => {
  const shown = (await readPosts()).slice(0, POSTS_PER_PAGE);
  await page.goto('/blog');
  const posts = page.locator('article');
  await expect(posts.getByRole('heading', { level: 2 })).toHaveText(shown.map((post) => post.title));
  await expect(posts.locator('time')).toHaveText(shown.map((post) => shownDate(post)));
  for (const post of await posts.all()) {
    await expect(post.getByText(/min read/)).toBeVisible();
    await expect(post.getByText('The tRPC team')).toBeVisible();
  }
});

test('the blog archive lists every post, and each tag page the posts with that tag', async ({ page }) => {
  const posts = await readPosts();
  await page.goto('/blog/archive');
  for (const post of posts) await expect(page.getByRole('main').getByRole('link', { name: post.title })).toBeVisible();
  const tag = posts[0].tags[0];
  const tagged = posts.filter((post) => post.tags.includes(tag)).slice(0, POSTS_PER_PAGE);
  await page.goto('/blog/tags');
  await page.locator(`main a[href$="/blog/tags/${tag}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/blog/tags/${tag}$`));
  await expect(page.locator('article').getByRole('heading', { level: 2 })).toHaveText(tagged.map((post) => post.title));
});

test('the blog publishes RSS and Atom feeds of its posts, newest first', async ({ request }) => {
  const slugs = (await readPosts()).map((post) => post.slug);
  for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
    const response = await request.get(feed);
    expect(response.ok()).toBe(true);
    const slugsInOrder = [...(await response.text()).matchAll(/\/blog\/([a-z0-9-]+)<\/(?:link|id)>/g)].map((m) => m[1]);
    expect(slugsInOrder, feed).toEqual(slugs);
  }
});

test('the version dropdown switches to the matching 9.x page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/docs/server/routers');
  await page.getByRole('button', { name: '10.x' }).hover();
  await page.getByRole('link', { name: '9.x' }).click();
  await expect(page).toHaveURL(/\/docs\/v9\/router$/);
  await expect(page.getByText('no longer actively maintained')).toBeVisible();
});

test('multi-file samples show one titled block per file, without checker markers', async ({ page }) => {
  await page.goto('/docs/links/httpBatchLink');
  const titles = page.locator('[class*="codeBlockTitle"]');
  await expect(titles.filter({ hasText: 'server.ts' }).first()).toBeVisible();
  await expect(titles.filter({ hasText: 'client.ts' }).first()).toBeVisible();
  await expect(page.locator('pre').filter({ hasText: '@filename' })).toHaveCount(0);
  await expect(page.locator('pre').filter({ hasText: '---cut---' })).toHaveCount(0);
});

test('install commands offer npm, yarn, pnpm and bun, and the choice sticks', async ({ page }) => {
  await page.goto('/docs/quickstart');
  const tabs = page.getByRole('tab');
  for (const name of ['npm', 'Yarn', 'pnpm', 'Bun']) await expect(tabs.filter({ hasText: name }).first()).toBeVisible();
  await tabs.filter({ hasText: 'pnpm' }).first().click();
  await page.goto('/docs/reactjs/setup');
  await expect(page.getByRole('tab', { selected: true }).filter({ hasText: 'pnpm' }).first()).toBeVisible();
});

test('the API reference documents TRPCError and links its tagged source', async ({ page }) => {
  await page.goto('/docs/typedoc/server/classes/TRPCError');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/TRPCError/);
  const source = page.getByRole('link', { name: /server\/src\/error\/TRPCError\.ts/ }).first();
  await expect(source).toHaveAttribute('href', /github\.com\/trpc\/trpc\/blob\/v10\.18\.0\/packages\/server\/src\/error\/TRPCError\.ts#L\d+/);
});

test('"API reference" in the breadcrumbs and the sidebar opens the overview of the four packages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/docs/typedoc/server/classes/TRPCError');
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/docs\/typedoc$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API reference');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['@trpc/client', '@trpc/server', '@trpc/next', '@trpc/react-query']);
  const sidebarEntry = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'API reference', exact: true });
  await expect(sidebarEntry).toHaveAttribute('aria-current', 'page');
  await main.getByRole('link', { name: 'initTRPC', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/typedoc\/server\/variables\/initTRPC$/);
});

test('the love page embeds the project timeline and loads the widget script only there', async ({ page }) => {
  const widgetRequests: string[] = [];
  await page.route('https://platform.twitter.com/**', (route) => {
    widgetRequests.push(route.request().url());
    return route.abort();
  });
  await page.goto('/docs/quickstart');
  await page.waitForLoadState('networkidle');
  expect(widgetRequests).toHaveLength(0);
  await page.goto('/docs/love');
  await expect(page.getByRole('link', { name: 'Posts by @trpcio' })).toBeVisible();
  await expect.poll(() => widgetRequests.length).toBeGreaterThan(0);
});
