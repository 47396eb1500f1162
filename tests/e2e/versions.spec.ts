import { expect, type Page, test } from '@playwright/test';

/**
 * Reading the 9.x docs: the navbar's links open the 9.x pages, and the
 * version dropdown brings the reader back to where they were.
 */

test.describe.configure({ timeout: 90_000 });

function navbarLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
}

async function hydratedPage(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path, { timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 30_000 });
}

test('on a 9.x page, the navbar\'s Quickstart and "Using Next.js" open the 9.x pages', async ({ page }) => {
  await hydratedPage(page, '/docs/v9/quickstart');
  await expect(navbarLink(page, 'Quickstart')).toHaveAttribute('href', '/docs/v9/quickstart');
  await expect(navbarLink(page, 'Using Next.js')).toHaveAttribute('href', '/docs/v9/nextjs');
  await navbarLink(page, 'Using Next.js').click();
  await expect(page).toHaveURL(/\/docs\/v9\/nextjs$/);
  await expect(page.getByText('no longer actively maintained')).toBeVisible();
});

test('on a 10.x page, they open the 10.x pages, and only the page shown is marked current', async ({ page }) => {
  await hydratedPage(page, '/docs/server/routers');
  await expect(navbarLink(page, 'Quickstart')).toHaveAttribute('href', '/docs/quickstart');
  await expect(navbarLink(page, 'Using Next.js')).toHaveAttribute('href', '/docs/nextjs/introduction');
  await expect(navbarLink(page, 'Quickstart')).not.toHaveAttribute('aria-current', 'page');
  await navbarLink(page, 'Quickstart').click();
  await expect(page).toHaveURL(/\/docs\/quickstart$/);
  await expect(navbarLink(page, 'Quickstart')).toHaveAttribute('aria-current', 'page');
});

test('switching to 9.x from a page with no 9.x twin and back returns to that page', async ({ page }) => {
  await hydratedPage(page, '/docs/reactjs/usequeries');
  await page.getByRole('button', { name: '10.x' }).hover();
  await page.getByRole('link', { name: '9.x' }).click();
  await expect(page).toHaveURL(/\/docs\/v9\/?$/);
  await expect(page.getByText('no longer actively maintained')).toBeVisible();
  await page.getByRole('button', { name: '9.x' }).hover();
  await page.getByRole('link', { name: '10.x' }).click();
  await expect(page).toHaveURL(/\/docs\/reactjs\/usequeries$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/useQueries/);
});
