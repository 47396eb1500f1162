import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../src/plugins/typed-samples/run/freePort';
import { docusaurus } from './docusaurusCli';

/**
 * What `npm run build` and `npm start` say about a blog post's mistakes, on
 * a site of the blog alone (tests/blog-errors/site) with the site's
 * authors.yml and tags.yml and the posts of tests/blog-errors/posts: one
 * that follows the rules, and three with the mistakes of
 * `mistakes.errors.txt`, the lines the maintainer must be shown.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const FIXTURES = path.join(ROOT, 'tests', 'blog-errors');
const SITE = path.join(FIXTURES, 'site');
const BLOG = path.join(SITE, 'blog');
const MISTAKES = ['2023-04-31-no-such-day.mdx', '2023-05-02-untruncated.mdx', '2023-05-03-unknown-author.mdx'];
const expectedLines = fs.readFileSync(path.join(FIXTURES, 'posts', 'mistakes.errors.txt'), 'utf8').trim().split('\n');

function writeBlog(posts: string[]): void {
  fs.rmSync(BLOG, { recursive: true, force: true });
  fs.mkdirSync(BLOG);
  for (const file of ['authors.yml', 'tags.yml']) fs.copyFileSync(path.join(ROOT, 'blog', file), path.join(BLOG, file));
  for (const post of posts) fs.copyFileSync(path.join(FIXTURES, 'posts', post), path.join(BLOG, post));
}

// A build or a dev server start on a busy 2-core machine; both use the site's one blog folder.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.afterAll(() => fs.rmSync(BLOG, { recursive: true, force: true }));

test('npm run build stops listing every mistake of every post once, without a stack trace', async () => {
  writeBlog(['2023-01-17-good.mdx', ...MISTAKES]);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-errors-build-'));
  try {
    const build = docusaurus(['build', SITE, '--out-dir', outDir]);
    expect(await build.exited).not.toBe(0);
    const output = build.output();
    expect(output).toContain('[ERROR] Blog posts to fix (README "Writing a blog post"):\n');
    for (const line of expectedLines) expect(output).toContain(`  - ${line}`);
    expect(output.match(/Blog posts to fix/g)).toHaveLength(1);
    expect(output).not.toMatch(/^\s+at /m);
    // Not Docusaurus's own words for these mistakes.
    expect(output).not.toContain('not a date of the form');
    expect(output).not.toContain('<!-- truncate -->');
    expect(output).not.toContain("onUntruncatedBlogPosts: 'ignore'");
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

test('npm start lists the mistakes in the terminal and over the page until they are fixed', async ({ page }) => {
  writeBlog(['2023-01-17-good.mdx', ...MISTAKES]);
  const port = await freePort();
  const server = docusaurus(['start', SITE, '--port', String(port), '--host', '127.0.0.1', '--no-open']);
  try {
    await expect.poll(server.output, { timeout: 240_000 }).toContain('Blog posts to fix');
    for (const line of expectedLines) await expect.poll(server.output, { timeout: 60_000 }).toContain(line);

    await page.goto(`http://127.0.0.1:${port}/blog`);
    const overlay = page.frameLocator('#webpack-dev-server-client-overlay').locator('body');
    for (const line of expectedLines) await expect(overlay).toContainText(line, { timeout: 60_000 });
    // The posts that can be shown are, meanwhile.
    await expect(page.getByRole('heading', { name: 'A post that follows the rules' })).toHaveCount(1);

    for (const post of MISTAKES) fs.rmSync(path.join(BLOG, post));
    await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0, { timeout: 120_000 });
    await expect(page.getByRole('heading', { name: 'A post that follows the rules' })).toBeVisible();
  } finally {
    await server.stop();
  }
});

test('npm start reports a post added with an impossible date, and forgets it once deleted, though no page changes', async ({ page }) => {
  writeBlog(['2023-01-17-good.mdx']);
  const port = await freePort();
  const server = docusaurus(['start', SITE, '--port', String(port), '--host', '127.0.0.1', '--no-open']);
  try {
    await expect.poll(server.output, { timeout: 240_000 }).toMatch(/compiled successfully/i);
    await page.goto(`http://127.0.0.1:${port}/blog`);
    await expect(page.getByRole('heading', { name: 'A post that follows the rules' })).toBeVisible();

    // Left out for its date, the post adds no route and changes no module.
    const dayLine = expectedLines.find((line) => line.startsWith('blog/2023-04-31-no-such-day.mdx'))!;
    fs.copyFileSync(path.join(FIXTURES, 'posts', '2023-04-31-no-such-day.mdx'), path.join(BLOG, '2023-04-31-no-such-day.mdx'));
    await expect.poll(server.output, { timeout: 120_000 }).toContain(dayLine);
    const overlay = page.frameLocator('#webpack-dev-server-client-overlay').locator('body');
    await expect(overlay).toContainText(dayLine, { timeout: 60_000 });

    fs.rmSync(path.join(BLOG, '2023-04-31-no-such-day.mdx'));
    await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0, { timeout: 120_000 });
  } finally {
    await server.stop();
  }
});
