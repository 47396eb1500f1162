import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { BLOCK_THIRD_PARTY_HOSTS } from './lighthouse';

/**
 * Keystroke-to-results time of the search modal: from the input event of a
 * keystroke to the first change of the result list, in Chromium against the
 * production build, once the index is loaded (the first query's download is
 * a byte figure, checked by `npm test`).
 */

export interface SearchLatency {
  route: string;
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

/** Typed one character at a time: partial words, identifiers and phrases. */
const QUERIES = ['batch requests', 'wsLink', 'subscription', 'middleware', 'context', 'useQuery', 'error handling'];

/** Nearest-rank percentile (p in 0..100) of a non-empty list. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export async function measureSearchLatency(siteUrl: string, route = '/docs'): Promise<SearchLatency> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, BLOCK_THIRD_PARTY_HOSTS] });
  try {
    const page = await browser.newPage();
    await page.goto(`${siteUrl}${route}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByRole('button', { name: /Search/ }).first().click();
    const input = page.locator('.DocSearch-Input');
    await input.fill('batch');
    await page.locator('.DocSearch-Hits a').first().waitFor();
    // The rest of the section text is prefetched in the background; wait for
    // it, so every keystroke below is answered from memory.
    await page.waitForLoadState('networkidle');

    const timings: number[] = [];
    // Each query replaces the last one (an empty query would close the result list).
    for (const query of QUERIES) {
      for (let length = 1; length <= query.length; length += 1) {
        timings.push(
          await page.evaluate(
            (value) =>
              new Promise<number>((resolve) => {
                const field = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
                const dropdown = document.querySelector('.DocSearch-Dropdown')!;
                const started = performance.now();
                const observer = new MutationObserver(() => {
                  observer.disconnect();
                  resolve(performance.now() - started);
                });
                observer.observe(dropdown, { subtree: true, childList: true, characterData: true });
                // React listens to the native value setter, not to the property.
                Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
                field.dispatchEvent(new Event('input', { bubbles: true }));
              }),
            query.slice(0, length),
          ),
        );
      }
    }
    return {
      route,
      keystrokes: timings.length,
      medianMs: percentile(timings, 50),
      p95Ms: percentile(timings, 95),
      maxMs: Math.max(...timings),
    };
  } finally {
    await browser.close();
  }
}
