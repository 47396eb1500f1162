import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';

/**
 * "Last updated" under a docs page, from git, and no "Edit this page" link in
 * a build without EDIT_URL (src/config/env.ts; its values are unit-tested in
 * src/config).
 */

test.describe.configure({ timeout: 60_000 });

/** The time of the last commit that changed `file`, in seconds. */
function lastCommitTime(file: string): number {
  return Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', file], { encoding: 'utf8' }).trim());
}

test('a docs page shows when it was last changed, the date of its last commit', async ({ page }) => {
  await page.goto('/docs/server/context', { timeout: 30_000 });
  const lastUpdated = page.locator('article footer').getByText(/Last updated on/);
  await expect(lastUpdated).toBeVisible();
  const datetime = await lastUpdated.locator('time').getAttribute('datetime');
  expect(new Date(datetime ?? '').getTime() / 1000).toBe(lastCommitTime('docs/server/context.mdx'));
});

test('a generated API reference page shows no date, and no page offers "Edit this page" without EDIT_URL', async ({ page }) => {
  await page.goto('/docs/typedoc/server/classes/TRPCError', { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Last updated on/)).toHaveCount(0);
  for (const path of ['/docs/server/context', '/blog/announcing-trpc-10']) {
    await page.goto(path, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveCount(0);
  }
});
