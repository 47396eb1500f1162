import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { BENCH_PAGES } from '../../bench/pages';

/**
 * Automated accessibility check (axe-core, WCAG 2.1 A and AA rules) of the
 * benchmark's pages and the other blog listings in both colour modes, on a
 * desktop and on a phone-sized viewport: no serious or critical violation.
 * Colours live in src/css/custom.css and src/config/prism.ts.
 */
const ROUTES = [...BENCH_PAGES.map((page) => page.route), '/blog/archive', '/blog/tags', '/blog/tags/trpc'];

/**
 * Best-practice rules (not WCAG criteria, and only "moderate" for axe) that
 * still fail the scan: a page without an h1 leaves heading navigation
 * starting on an arbitrary item.
 */
const REQUIRED_BEST_PRACTICES = ['page-has-heading-one'];

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
        const results = await new AxeBuilder({ page })
          .options({
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
            rules: Object.fromEntries(REQUIRED_BEST_PRACTICES.map((rule) => [rule, { enabled: true }])),
          })
          .analyze();
        const blocking = results.violations
          .filter(
            (violation) =>
              violation.impact === 'serious' || violation.impact === 'critical' || REQUIRED_BEST_PRACTICES.includes(violation.id),
          )
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim()}`),
          }));
        expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
      });
    }
  }
}
