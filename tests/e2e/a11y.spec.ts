import { expect, test } from '@playwright/test';
import { BENCH_PAGES } from '../../bench/pages';
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
