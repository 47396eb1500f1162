import { expect, type Locator, test } from '@playwright/test';
import { BENCH_PAGES } from '../../bench/pages';
import { contrastRatio, toHex, type Rgb } from '../../src/config/contrast';
import { blockingViolations } from './axe';

/**
 * Automated accessibility check (axe-core, WCAG 2.1 A and AA rules) of the
 * benchmark's pages and the other blog listings in both colour modes, on a
 * desktop and on a phone-sized viewport: no serious or critical violation.
 * Colours live in src/css/custom.css and src/config/prism.ts. Open type
 * popovers are scanned in tests/e2e/typedSamples.spec.ts.
 */
const ROUTES = [...BENCH_PAGES.map((page) => page.route), '/blog/archive', '/blog/tags', '/blog/tags/trpc'];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 412, height: 823 },
];

for (const route of ROUTES) {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of VIEWPORTS) {
      test(`no serious accessibility violations on ${route} (${colorScheme}, ${viewport.name})`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.emulateMedia({ colorScheme });
        await page.goto(route);
        const html = page.locator('html');
        await expect(html).toHaveAttribute('data-has-hydrated', 'true');
        await expect(html).toHaveAttribute('data-theme', colorScheme);
        const blocking = await blockingViolations(page);
        expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
      });
    }
  }
}

/**
 * The contrast of an element's text (or icon) colour, at its opacity, with
 * what it is drawn on: the backgrounds of it and its ancestors, composited up
 * to the first opaque one. What axe leaves out: icons, and text it cannot
 * place (the modal's footer, below a scrolling list).
 */
async function contrastOf(locator: Locator): Promise<number> {
  const { fore, back } = await locator.evaluate((element) => {
    const rgba = (value: string) => {
      const [r, g, b, a = 1] = value.match(/[\d.]+/g)!.map(Number);
      return [r, g, b, a];
    };
    const layers: number[][] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] === 1) break;
    }
    let back = [255, 255, 255];
    for (const [r, g, b, a] of layers.reverse()) back = [r, g, b].map((c, i) => c * a + back[i] * (1 - a));
    const [r, g, b, a] = rgba(getComputedStyle(element).color);
    const alpha = a * Number(getComputedStyle(element).opacity);
    return { fore: [r, g, b].map((c, i) => c * alpha + back[i] * (1 - alpha)), back };
  });
  return contrastRatio(toHex(fore as Rgb), toHex(back as Rgb));
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the search modal with hits has no serious accessibility violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/docs/quickstart');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', { name: /Search/ }).first().click();
    await page.locator('.DocSearch-Input').fill('middleware');
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await expect(seeAll).toBeVisible({ timeout: 30_000 });
    // DocSearch's hits are links inside listbox options (its markup, not ours):
    // axe's nested-interactive is left to DocSearch.
    const blocking = (await blockingViolations(page, '.DocSearch-Modal')).filter(({ rule }) => rule !== 'nested-interactive');
    expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
    // "See all N results" and the footer's key hints, 4.5:1.
    for (const text of [seeAll, page.locator('.DocSearch-Commands li').first()]) {
      expect(await contrastOf(text), await text.innerText()).toBeGreaterThanOrEqual(4.5);
    }
  });

  test(`the announcement bar's close button stands out from the bar, 3:1 (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/docs');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const close = page.locator('[class*="announcementBarClose"]');
    await expect(close).toBeVisible();
    expect(await contrastOf(close)).toBeGreaterThanOrEqual(3);
  });
}

test('the navbar search button shows where keyboard focus is', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const button = page.getByRole('button', { name: /Search/ }).first();
  await button.focus();
  // Focus from the keyboard, as Tab gives it (:focus-visible).
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  const indicator = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle, shadow: style.boxShadow };
  });
  expect(indicator.outline !== 'none' || indicator.shadow !== 'none', JSON.stringify(indicator)).toBe(true);
});
