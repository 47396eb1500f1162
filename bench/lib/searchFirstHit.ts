import type { Browser, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { BLOCK_THIRD_PARTY_HOSTS } from './lighthouse';
import { percentile } from './searchLatency';

/**
 * Time to the first search answer, as a reader on a mid-range phone meets
 * it: CPU slowed 4× (CDP), a fresh browser profile per run, the build served
 * gzip-compressed on this machine.
 *
 *  - cold: the modal is opened with Ctrl+K (taken, as a reader's is, by the
 *    page's key recorder, src/plugins/local-search/keys/searchKeyRecorder.ts)
 *    and the query typed as soon as its input exists; nothing of the search
 *    was downloaded before.
 *  - warm: the reader opened the modal first and typed once the page was
 *    quiet again (whatever opening the modal starts has finished).
 *
 * Each run records the time from the query's input event to the first hit
 * painted (the frame after the hit link is in the DOM), and whether the
 * no-results screen was visible in between (it must not: the query has hits).
 */

export interface FirstHitRun {
  /** From the input event of the query to the first hit painted. */
  typedToHitMs: number;
  /** From the Ctrl+K press to the first hit painted (cold only: the modal's own loading is included). */
  openToHitMs: number;
  /** The no-results screen was visible at some point before the first hit. */
  sawNoResults: boolean;
}

export interface FirstHitFigures {
  route: string;
  query: string;
  cpuSlowdown: number;
  runs: number;
  cold: { medianMs: number; maxMs: number; openToHitMedianMs: number; falseNoResults: number };
  warm: { medianMs: number; maxMs: number; falseNoResults: number };
}

export const CPU_SLOWDOWN = 4;

/**
 * Opens the modal with Ctrl+K, types `query` as soon as the input exists
 * (cold) or once `typeWhen` resolves (warm), and times the first hit.
 * Runs in the page, so no round trip to the test driver is counted.
 */
async function openAndType(page: Page, query: string, warm: boolean): Promise<FirstHitRun> {
  await page.evaluate(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true }));
  });
  const opened = await page.evaluate(() => performance.now());
  await page.locator('.DocSearch-Input').waitFor({ timeout: 30_000 });
  if (warm) {
    // Whatever opening the modal started (downloads, index set-up) is done.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));
  }
  const timing = await page.evaluate(
    (value) =>
      new Promise<{ typed: number; painted: number; sawNoResults: boolean }>((resolve) => {
        const field = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
        let sawNoResults = false;
        let typed = 0;
        const observer = new MutationObserver(() => {
          const noResults = document.querySelector('.DocSearch-Modal .DocSearch-NoResults');
          if (noResults?.checkVisibility()) sawNoResults = true;
          if (!document.querySelector('.DocSearch-Modal .DocSearch-Hits a')) return;
          observer.disconnect();
          // The frame that shows the hit.
          requestAnimationFrame(() => setTimeout(() => resolve({ typed, painted: performance.now(), sawNoResults })));
        });
        observer.observe(document.querySelector('.DocSearch-Modal')!, { subtree: true, childList: true });
        typed = performance.now();
        // React listens to the native value setter, not to the property.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    query,
  );
  return { typedToHitMs: timing.painted - timing.typed, openToHitMs: timing.painted - opened, sawNoResults: timing.sawNoResults };
}

async function oneRun(browser: Browser, url: string, query: string, warm: boolean): Promise<FirstHitRun> {
  // A new context is a new profile: empty HTTP cache, no service worker.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await openAndType(page, query, warm);
  } finally {
    await context.close();
  }
}

export async function measureFirstHit(siteUrl: string, { route = '/docs/quickstart', query = 'middleware', runs = 5 } = {}): Promise<FirstHitFigures> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, BLOCK_THIRD_PARTY_HOSTS] });
  try {
    const cold: FirstHitRun[] = [];
    const warm: FirstHitRun[] = [];
    // Interleaved, so a busy moment of the machine weighs on both alike.
    for (let run = 0; run < runs; run += 1) {
      cold.push(await oneRun(browser, `${siteUrl}${route}`, query, false));
      warm.push(await oneRun(browser, `${siteUrl}${route}`, query, true));
    }
    const typed = (list: FirstHitRun[]) => list.map((run) => run.typedToHitMs);
    return {
      route,
      query,
      cpuSlowdown: CPU_SLOWDOWN,
      runs,
      cold: {
        medianMs: percentile(typed(cold), 50),
        maxMs: Math.max(...typed(cold)),
        openToHitMedianMs: percentile(
          cold.map((run) => run.openToHitMs),
          50,
        ),
        falseNoResults: cold.filter((run) => run.sawNoResults).length,
      },
      warm: {
        medianMs: percentile(typed(warm), 50),
        maxMs: Math.max(...typed(warm)),
        falseNoResults: warm.filter((run) => run.sawNoResults).length,
      },
    };
  } finally {
    await browser.close();
  }
}
