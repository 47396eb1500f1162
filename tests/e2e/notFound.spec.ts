import { expect, test } from '@playwright/test';

/** A reader at an address that is not on the site. */

test.describe.configure({ timeout: 60_000 });

test('the not-found page says so in its title and suggests the page spelt like the address', async ({ page }) => {
  const response = await page.goto('/docs/contexts', { timeout: 30_000 });
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page Not Found | tRPC');
  const suggestions = page.getByRole('navigation', { name: 'Were you looking for one of these pages?' });
  await expect(suggestions.getByRole('link')).toHaveText(['/docs/server/context'], { timeout: 30_000 });
  await suggestions.getByRole('link', { name: '/docs/server/context' }).click();
  await expect(page).toHaveURL(/\/docs\/server\/context$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Context/);
});

test('a missing 9.x address gets 9.x suggestions', async ({ page }) => {
  await page.goto('/docs/v9/contexts', { timeout: 30_000 });
  const suggestions = page.getByRole('navigation', { name: 'Were you looking for one of these pages?' });
  await expect(suggestions.getByRole('link').first()).toHaveText('/docs/v9/context', { timeout: 30_000 });
});

test('an address like no page gets no suggestions, only the way back', async ({ page }) => {
  await page.goto('/docs/kubernetes-operator', { timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Were you looking for one of these pages?' })).toHaveCount(0);
});
