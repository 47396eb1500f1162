import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { freePort } from '../../src/plugins/typed-samples/run/freePort';

/**
 * Lighthouse (mobile preset: Moto G Power viewport, 4× CPU slowdown, simulated
 * slow 4G) against a locally served build, in the same Chromium and with the
 * same flags as the browser tests. Every host but the local server resolves
 * to nothing, so third-party scripts, fonts or preconnects can neither help
 * nor hurt a run and nothing leaves the machine.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRun {
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Milliseconds. */
  lcp: number;
  fcp: number;
  tbt: number;
  si: number;
  cls: number;
  /** Bytes transferred for the page load (compressed), as Lighthouse counts them. */
  totalBytes: number;
  /** Ids of the audits that failed in the accessibility, best-practices and SEO categories. */
  failedAudits: string[];
  /**
   * Lighthouse's measure of the machine's speed during the run. Its 4× CPU
   * slowdown is meant for machines around 1000–2500; a busy machine scores
   * lower, and TBT rises accordingly.
   */
  benchmarkIndex: number;
}

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode: string }>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}

export const BLOCK_THIRD_PARTY_HOSTS = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/** Chromium started by Playwright, as for the browser tests, with a DevTools port for Lighthouse. */
export async function withChromium<T>(fn: (port: number) => Promise<T>): Promise<T> {
  const { chromium } = await import('@playwright/test');
  // Chromium's DevTools endpoint, which Lighthouse connects to.
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, BLOCK_THIRD_PARTY_HOSTS, `--remote-debugging-port=${port}`],
  });
  try {
    return await fn(port);
  } finally {
    await browser.close();
  }
}

export function summarise(lhr: Lhr): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const audit = lhr.audits[ref.id];
        return audit && audit.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 1;
      })
      .map((ref) => ref.id),
  );
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    si: numeric('speed-index'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: numeric('total-byte-weight'),
    failedAudits,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

export async function runLighthouse(url: string, port: number): Promise<{ run: LighthouseRun; lhr: Lhr }> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const lhr = result.lhr as unknown as Lhr;
  return { run: summarise(lhr), lhr };
}

export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median of every figure across runs, each taken on its own. */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const pick = (fn: (run: LighthouseRun) => number) => median(runs.map(fn));
  return {
    scores: {
      performance: pick((run) => run.scores.performance),
      accessibility: pick((run) => run.scores.accessibility),
      'best-practices': pick((run) => run.scores['best-practices']),
      seo: pick((run) => run.scores.seo),
    },
    lcp: pick((run) => run.lcp),
    fcp: pick((run) => run.fcp),
    tbt: pick((run) => run.tbt),
    si: pick((run) => run.si),
    cls: pick((run) => run.cls),
    totalBytes: pick((run) => run.totalBytes),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))].sort(),
    benchmarkIndex: pick((run) => run.benchmarkIndex),
  };
}
