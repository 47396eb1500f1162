import { expect, test } from '@playwright/test';
import { POSTS_PER_PAGE, readPosts, shownDate } from '../blog/posts';

/**
 * The blog beyond its first page: the archive and the feeds are in sight,
 * the archive lists each year's posts newest first, the tags say what each
 * post is about, and the feeds carry the posts' text, not the page's markup.
 */

test.describe.configure({ timeout: 60_000 });

test('the blog list links the archive and the RSS and Atom feeds', async ({ page, request }) => {
  await page.goto('/blog', { timeout: 30_000 });
  const archive = page.getByRole('link', { name: /All posts by year|archive/i }).first();
  await expect(archive).toBeVisible();
  for (const [name, file] of [[/RSS/, '/blog/rss.xml'], [/Atom/, '/blog/atom.xml']] as const) {
    const link = page.getByRole('main').getByRole('link', { name });
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toBe(file);
    expect((await request.get(href ?? '')).headers()['content-type']).toMatch(/xml/);
  }
  await archive.click();
  await expect(page).toHaveURL(/\/blog\/archive$/);
});

test('the archive lists each year newest first, and the posts of a year newest first', async ({ page }) => {
  const posts = await readPosts();
  await page.goto('/blog/archive', { timeout: 30_000 });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 3 })).toHaveText([...new Set(posts.map((post) => post.date.slice(0, 4)))]);
  const dates = await main.getByRole('listitem').allTextContents();
  expect(dates.map((text) => text.split(' - ')[0])).toEqual(posts.map((post) => shownDate(post, false)));
});

test('posts carry the topics they cover, and the tags page lists them with their counts', async ({ page }) => {
  await page.goto('/blog/tags', { timeout: 30_000 });
  const tags = page.getByRole('main').getByRole('link');
  const names = (await tags.allTextContents()).map((text) => text.trim());
  expect(names.length).toBeGreaterThan(3);
  await page.goto('/blog/typescript-performance-lessons', { timeout: 30_000 });
  const postTags = (await page.locator('article footer').getByRole('link').allTextContents()).map((text) => text.trim());
  expect(postTags).toEqual(expect.arrayContaining(['TypeScript', 'Performance']));
  const tagged = (await readPosts()).filter((post) => post.tags.includes('performance')).slice(0, POSTS_PER_PAGE);
  await page.goto('/blog/tags/performance', { timeout: 30_000 });
  await expect(page.locator('article h2')).toHaveText(tagged.map((post) => post.title));
});

test('the feeds carry the posts\' text and code without page-only text, and are light', async ({ request }) => {
  for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
    const xml = await (await request.get(feed)).text();
    expect(xml, feed).not.toContain('Press Enter to read the types');
    // The install tabs come as each tool's name then its command, not a bullet list of names.
    expect(xml, feed).not.toMatch(/<li[^>]*>npm<\/li>/);
    expect(xml, feed).toContain('npm install @trpc/server@10.9.0 zod@3.20.2');
    expect(xml, feed).toContain('yarn add @trpc/server@10.9.0 zod@3.20.2');
    expect(xml, feed).not.toContain('class="token');
    // The samples' code is there, as text.
    expect(xml, feed).toContain('function createPathRecorder(path: string[] = []): any {');
    expect(Buffer.byteLength(xml), feed).toBeLessThan(150_000);
  }
});
