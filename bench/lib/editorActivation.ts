import type { Browser, BrowserContext, Page } from '@playwright/test';
import { percentile } from './searchLatency';

/**
 * The sample editor (src/plugins/sample-editor), as a reader meets it on the
 * production build served locally: from activating Edit to the first live
 * errors and types shown (cold HTTP cache: a new browser context; warm: the
 * same context after a reload), with the page's CPU slowed by CDP throttling
 * (not the worker's: see throttle()); what Edit downloads, by part; then typing
 * at a human's pace: from each keystroke to the errors and types of the text
 * that has it, and the main thread's long tasks meanwhile.
 */

export interface ActivationRun {
  cache: 'cold' | 'warm';
  cpuSlowdown: number;
  /** Click on Edit → first check shown. */
  firstErrorsMs: number;
  /** Bytes transferred after the click (gzip as served), by part. */
  bytes: Record<string, number>;
}

export interface TypingRun {
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
  /** Main-thread tasks over 50 ms while typing. */
  longTasks: number;
  longestTaskMs: number;
}

/** What a file of the site is, for the bytes of Edit by part; `inWorker` when the worker fetched it. */
export function editorPart(url: string, inWorker = false): string {
  if (/\/sample-editor\/types\/base\./.test(url)) return 'declarations: base (lib, @types/node, React JSX)';
  if (/\/sample-editor\/types\//.test(url)) return 'declarations: the release';
  if (/\/sample-editor\/samples\//.test(url)) return 'the sample';
  if (inWorker || /sample-editor-worker/.test(url)) return 'worker: TypeScript and the checker';
  if (/\.css(\?|$)/.test(url)) return 'editor: CSS';
  return 'editor: CodeMirror and the page side';
}

/**
 * Bytes transferred (Resource Timing's transferSize: 0 from the cache) of
 * what the page and its workers fetched after `since` (the page's clock), by
 * part. CDP's network events of a page leave its workers' fetches out.
 */
async function transferred(page: Page, since: number): Promise<Record<string, number>> {
  // Each entry with its start on the clock all threads share (timeOrigin + startTime).
  const read = () =>
    performance.getEntriesByType('resource').map((entry) => [entry.name, (entry as PerformanceResourceTiming).transferSize, performance.timeOrigin + entry.startTime] as const);
  const entries = [
    ...(await page.evaluate(read)).map((entry) => [...entry, false] as const),
    ...(await Promise.all(page.workers().map((worker) => worker.evaluate(read)))).flat().map((entry) => [...entry, true] as const),
  ];
  const origin = await page.evaluate(() => performance.timeOrigin);
  const bytes: Record<string, number> = {};
  for (const [url, size, at, inWorker] of entries) {
    if (at < origin + since || size === 0) continue;
    const part = editorPart(url, inWorker);
    bytes[part] = (bytes[part] ?? 0) + size;
  }
  return bytes;
}

/**
 * Slows the page's main thread by `rate` (CDP, as DevTools does). Chromium
 * does not slow a dedicated worker this way (a probe loop ran as fast at 4×
 * as at 1× in the worker): the compiler's share is not slowed.
 */
async function throttle(page: Page, rate: number): Promise<void> {
  const client = await page.context().newCDPSession(page);
  await client.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Opens `url` and waits for the Edit buttons (added once the page is idle). */
async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 30_000 });
  await page.waitForSelector('.sample-edit-button', { state: 'attached', timeout: 30_000 });
}

/** Clicks the Edit button of the `blockIndex`-th sample block; the time until its first check is shown (in the page's clock). */
async function clickEdit(page: Page, blockIndex: number): Promise<number> {
  return page.evaluate(
    (index) =>
      new Promise<number>((resolve, reject) => {
        const block = document.querySelectorAll('pre.typed-code')[index];
        const button = block?.closest('.theme-code-block')?.querySelector<HTMLButtonElement>('.sample-edit-button');
        if (!button) return reject(new Error(`no Edit button on sample block ${index}`));
        const started = performance.now();
        document.addEventListener('sample-editor-checked', (event) => resolve((event as CustomEvent<{ shown: number }>).detail.shown - started), { once: true });
        button.click();
      }),
    blockIndex,
  );
}

export async function measureActivation(
  browser: Browser,
  url: string,
  options: { blockIndex: number; cpuSlowdown: number },
): Promise<ActivationRun[]> {
  const context: BrowserContext = await browser.newContext();
  try {
    const runs: ActivationRun[] = [];
    for (const cache of ['cold', 'warm'] as const) {
      const page = await context.newPage();
      await throttle(page, options.cpuSlowdown);
      await openPage(page, url);
      const clicked = await page.evaluate(() => performance.now());
      const firstErrorsMs = await clickEdit(page, options.blockIndex);
      runs.push({ cache, cpuSlowdown: options.cpuSlowdown, firstErrorsMs, bytes: await transferred(page, clicked) });
      await page.close();
    }
    return runs;
  } finally {
    await context.close();
  }
}

/**
 * Types `text` into the editor of the `blockIndex`-th block, one key every
 * `paceMs`, at the end of line `line` (1-based); for each keystroke, the time
 * until a check of a text taken after it is shown.
 */
export async function measureTyping(browser: Browser, url: string, options: { blockIndex: number; line: number; text: string; paceMs: number }): Promise<TypingRun> {
  const page = await browser.newPage();
  try {
    await openPage(page, url);
    await clickEdit(page, options.blockIndex);
    await page.evaluate(() => {
      const state = window as unknown as { benchTasks: number[]; benchChecks: { taken: number; shown: number }[] };
      state.benchTasks = [];
      state.benchChecks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => state.benchTasks.push(entry.duration))).observe({ type: 'longtask' });
      document.addEventListener('sample-editor-checked', (event) => state.benchChecks.push((event as CustomEvent<{ taken: number; shown: number }>).detail));
    });
    const editor = page.locator('.cm-content').nth(0);
    await editor.click();
    await page.keyboard.press('Control+Home');
    for (let line = 1; line < options.line; line++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    const pressed: number[] = [];
    for (const key of options.text) {
      pressed.push(await page.evaluate(() => performance.now()));
      await page.keyboard.type(key);
      await page.waitForTimeout(options.paceMs);
    }
    // The last keystroke's check.
    await page.waitForFunction((at) => (window as unknown as { benchChecks: { taken: number }[] }).benchChecks.some((check) => check.taken >= at), pressed.at(-1)!, { timeout: 30_000 });
    const { checks, tasks } = await page.evaluate(() => {
      const state = window as unknown as { benchTasks: number[]; benchChecks: { taken: number; shown: number }[] };
      return { checks: state.benchChecks, tasks: state.benchTasks };
    });
    const latencies = pressed.map((at) => {
      const check = checks.find((candidate) => candidate.taken >= at)!;
      return check.shown - at;
    });
    return {
      keystrokes: latencies.length,
      medianMs: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      longTasks: tasks.filter((duration) => duration > 50).length,
      longestTaskMs: Math.max(0, ...tasks),
    };
  } finally {
    await page.close();
  }
}
