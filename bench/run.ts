/**
 * `npm run bench`: what readers and maintainers feel, measured on this machine.
 *
 *   1. Build: a cold `docusaurus build` (no build output, no generated files,
 *      no bundler or API reference cache), then a warm one; wall time, CPU
 *      time and peak memory of the process tree; pages produced. Then the
 *      time until `docusaurus start` serves its first page.
 *   2. Bytes: for each page of bench/pages.ts, the HTML, CSS and JS a first
 *      visit downloads (raw and gzip), and the JS of client-side navigations.
 *   3. Lighthouse, mobile preset, 3 runs per page (medians), against the build
 *      served gzip-compressed with third-party hosts unreachable.
 *   4. Search: keystroke-to-results time of the search modal (median, p95),
 *      and the first answer with the CPU slowed 4×, cold and warm; same server.
 *   5. Type pass: `npm run check:samples` over the site's folders, the part of
 *      a cold build that type-checks and annotates every sample (one program
 *      per page); wall time, CPU time and peak memory.
 *   6. Sample editor: from a click on Edit to the first live errors, cold and
 *      warm HTTP cache, CPU at 1× and 4×; keystroke to updated errors, long
 *      tasks while typing; the bytes Edit downloads by part (lib/editorActivation.ts).
 *
 * Prints a table, writes bench/results.json (keeping the measurements made by
 * hand that it holds) and refreshes the figures of bench/README.md.
 *
 * Options: --skip-build (measure the existing build/), --skip-start,
 * --skip-lighthouse, --skip-search, --skip-types, --skip-editor, --only=STEP (run only one of
 * build, bytes, lighthouse, search, start, types, editor: the others are skipped),
 * --runs=N (Lighthouse runs per page, default 3), --no-write (print only).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { DEFAULT_DIRS } from '../src/plugins/typed-samples/markdown/documents';
import { BENCH_PAGES, NAVIGATIONS } from './pages';
import { COLD_PATHS } from './lib/coldPaths';
import { measure, type Measured } from './lib/processTree';
import { SiteBuild } from './lib/pageAssets';
import { BLOCK_THIRD_PARTY_HOSTS, CATEGORIES, medianRun, runLighthouse, withChromium, type LighthouseRun } from './lib/lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { freePort } from '../src/plugins/typed-samples/run/freePort';
import { startStaticServer } from './lib/staticServer';
import { measureSearchLatency, type SearchLatency } from './lib/searchLatency';
import { measureFirstHit, type FirstHitFigures } from './lib/searchFirstHit';
import { measureActivation, measureTyping } from './lib/editorActivation';
import { renderMarkdown, renderReadmeBlock } from './lib/report';
import type { BenchResults, BuildFigures } from './lib/results';

const siteDir = path.resolve(__dirname, '..');
const buildDir = path.join(siteDir, 'build');
const generatedDir = path.join(siteDir, '.docusaurus');
const docusaurusBin = path.join(siteDir, 'node_modules', '.bin', 'docusaurus');
const resultsFile = path.join(siteDir, 'bench', 'results.json');
const readmeFile = path.join(siteDir, 'bench', 'README.md');

const args = new Set(process.argv.slice(2));
const option = (name: string) => [...args].find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(option('runs') ?? 3);
const STEPS = ['build', 'bytes', 'lighthouse', 'search', 'start', 'types', 'editor'] as const;
const only = option('only');
if (only !== undefined && !(STEPS as readonly string[]).includes(only)) throw new Error(`--only=${only}: expected one of ${STEPS.join(', ')}`);
const skips = (step: (typeof STEPS)[number]) => args.has(`--skip-${step}`) || (only !== undefined && only !== step);

function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

function figures(result: Measured): BuildFigures {
  return { wallMs: result.wallMs, cpuMs: result.cpuMs, peakRssBytes: result.peakRssBytes };
}

function countHtml(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += countHtml(path.join(dir, entry.name));
    else if (entry.name.endsWith('.html')) count += 1;
  }
  return count;
}

async function build(label: string): Promise<Measured> {
  log(`${label} build…`);
  const result = await measure(docusaurusBin, ['build'], { cwd: siteDir });
  if (result.exitCode !== 0) {
    process.stderr.write(result.output);
    throw new Error(`${label} build failed (exit ${result.exitCode})`);
  }
  log(`${label} build: ${(result.wallMs / 1000).toFixed(1)} s`);
  return result;
}

/**
 * The sample type pass alone, as a cold build runs it. Given folders rather
 * than none, check:samples neither reads nor writes the build's cache.
 */
async function typePass(): Promise<NonNullable<BenchResults['typePass']>> {
  log('type pass (check:samples)…');
  const checkScript = path.join(siteDir, 'src', 'plugins', 'typed-samples', 'check', 'command.ts');
  const result = await measure(process.execPath, ['--import', 'tsx', checkScript, ...DEFAULT_DIRS], { cwd: siteDir });
  const summary = /(\d+) samples? checked, \d+ failed.*?; ([\d,]+) identifiers?/.exec(result.output);
  if (result.exitCode !== 0 || !summary) {
    process.stderr.write(result.output);
    throw new Error(`type pass failed (exit ${result.exitCode})`);
  }
  log(`type pass: ${(result.wallMs / 1000).toFixed(1)} s wall, ${(result.cpuMs / 1000).toFixed(1)} s CPU`);
  return { ...figures(result), samples: Number(summary[1]), identifiers: Number(summary[2].replaceAll(',', '')) };
}

async function measureStart(): Promise<Measured> {
  const port = await freePort();
  log('docusaurus start…');
  const result = await measure(
    docusaurusBin,
    ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      cwd: siteDir,
      env: { BROWSER: 'none' },
      timeoutMs: 5 * 60_000,
      // The dev middleware holds requests until the first compilation is done,
      // so the first page answered is the moment a writer can start reading.
      until: async () => {
        const response = await fetch(`http://127.0.0.1:${port}/docs/server/routers`);
        return response.ok && (await response.text()).includes('__docusaurus');
      },
    },
  );
  log(`docusaurus start: ready after ${(result.wallMs / 1000).toFixed(1)} s`);
  return result;
}

/**
 * `docusaurus start` rewrites .docusaurus/ for development, which no longer
 * describes build/ (the byte budgets read it); put the build's copy back.
 */
async function withGeneratedFilesKept<T>(fn: () => Promise<T>): Promise<T> {
  const saved = `${generatedDir}.bench-saved`;
  rmSync(saved, { recursive: true, force: true });
  cpSync(generatedDir, saved, { recursive: true });
  try {
    return await fn();
  } finally {
    rmSync(generatedDir, { recursive: true, force: true });
    renameSync(saved, generatedDir);
  }
}

function pageFigures(site: SiteBuild): BenchResults['pages'] {
  return BENCH_PAGES.map(({ route, kind }) => {
    const assets = site.pageAssets(route);
    const entry = site.linkedAssets(route).js.map((file) => site.size(file));
    return {
      route,
      kind,
      html: assets.html,
      css: { raw: assets.css.raw, gzip: assets.css.gzip, files: assets.css.files.length },
      js: { raw: assets.js.raw, gzip: assets.js.gzip, files: assets.js.files.length },
      entryJs: {
        raw: entry.reduce((sum, size) => sum + size.raw, 0),
        gzip: entry.reduce((sum, size) => sum + size.gzip, 0),
      },
    };
  });
}

async function lighthouse(): Promise<NonNullable<BenchResults['lighthouse']>> {
  const server = await startStaticServer(buildDir);
  try {
    return await withChromium(async (port) => {
      const pages: ({ route: string } & LighthouseRun)[] = [];
      for (const { route } of BENCH_PAGES) {
        const collected: LighthouseRun[] = [];
        for (let run = 1; run <= runs; run += 1) {
          const { run: result } = await runLighthouse(`${server.url}${route}`, port);
          log(
            `lighthouse ${route} #${run}: ${CATEGORIES.map((category) => result.scores[category]).join('/')} ` +
              `LCP ${Math.round(result.lcp)} ms TBT ${Math.round(result.tbt)} ms`,
          );
          collected.push(result);
        }
        pages.push({ route, ...medianRun(collected) });
      }
      return { runs, pages };
    });
  } finally {
    await server.close();
  }
}

async function searchLatency(): Promise<{ latency: SearchLatency; firstHit: FirstHitFigures }> {
  const server = await startStaticServer(buildDir);
  try {
    const latency = await measureSearchLatency(server.url);
    log(`search: keystroke to results median ${latency.medianMs.toFixed(1)} ms, p95 ${latency.p95Ms.toFixed(1)} ms (${latency.keystrokes} keystrokes)`);
    const firstHit = await measureFirstHit(server.url);
    log(`search: first hit at ${firstHit.cpuSlowdown}x CPU, cold median ${firstHit.cold.medianMs.toFixed(0)} ms, warm median ${firstHit.warm.medianMs.toFixed(0)} ms (${firstHit.runs} runs each)`);
    return { latency, firstHit };
  } finally {
    await server.close();
  }
}

/** The sample the editor step edits: quickstart's `server.ts` (its second typed block), whose `client.ts` follows its types. */
const EDITOR_ROUTE = '/docs/quickstart';
const EDITOR_BLOCK = 1;

async function editor(): Promise<NonNullable<BenchResults['editor']>> {
  const server = await startStaticServer(buildDir);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, BLOCK_THIRD_PARTY_HOSTS] });
  try {
    const url = `${server.url}${EDITOR_ROUTE}`;
    const activation = [];
    for (const cpuSlowdown of [1, 4]) {
      const runs = await measureActivation(browser, url, { blockIndex: EDITOR_BLOCK, cpuSlowdown });
      for (const run of runs) log(`editor: ${run.cache} at ${cpuSlowdown}x CPU, first errors after ${run.firstErrorsMs.toFixed(0)} ms`);
      activation.push(...runs);
    }
    // A property added to a to-do, one key at a time, on the line `done: boolean;` of server.ts.
    const typing = await measureTyping(browser, url, { blockIndex: EDITOR_BLOCK, line: 8, text: '\n  tags: string[];', paceMs: 150 });
    log(`editor: keystroke to errors median ${typing.medianMs.toFixed(0)} ms, ${typing.longTasks} long tasks`);
    return { route: EDITOR_ROUTE, activation, typing };
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main(): Promise<void> {
  const results: BenchResults = {
    date: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: siteDir }).toString().trim(),
    machine: {
      cpus: cpus().length,
      memoryBytes: totalmem(),
      node: process.version,
      loadAverageAtStart: loadavg().map((value) => Math.round(value * 100) / 100),
    },
    pages: [],
    navigations: [],
  };

  if (!skips('build')) {
    for (const relative of COLD_PATHS) rmSync(path.join(siteDir, relative), { recursive: true, force: true });
    const cold = await build('cold');
    const warm = await build('warm');
    results.build = { cold: figures(cold), warm: figures(warm), htmlPages: countHtml(buildDir) };
  } else if (!existsSync(buildDir)) {
    throw new Error('--skip-build needs an existing build/: run `npm run build` first.');
  }
  if (!skips('bytes')) {
    const site = new SiteBuild(buildDir, generatedDir);
    results.pages = pageFigures(site);
    results.navigations = NAVIGATIONS.map(({ from, to }) => {
      const js = site.navigationJs(from, to);
      return { from, to, js: { raw: js.raw, gzip: js.gzip, files: js.files.length } };
    });
  }

  if (!skips('lighthouse')) results.lighthouse = await lighthouse();
  // Only the offline index has a client here to measure; Algolia mode answers from its servers.
  if (!skips('search') && existsSync(path.join(buildDir, 'search-index'))) {
    const { latency, firstHit } = await searchLatency();
    results.search = latency;
    results.searchFirstHit = firstHit;
  }
  if (!skips('start')) results.start = figures(await withGeneratedFilesKept(measureStart));
  if (!skips('types')) results.typePass = await typePass();
  if (!skips('editor')) results.editor = await editor();

  const markdown = renderMarkdown(results);
  console.log(`\n${markdown}`);
  if (args.has('--no-write')) return;
  // Keep figures of steps that were skipped this time from the last full run.
  const previous: Partial<BenchResults> = existsSync(resultsFile)
    ? JSON.parse(readFileSync(resultsFile, 'utf8'))
    : {};
  const merged: BenchResults = {
    ...results,
    pages: skips('bytes') ? (previous.pages ?? []) : results.pages,
    navigations: skips('bytes') ? (previous.navigations ?? []) : results.navigations,
    build: results.build ?? previous.build,
    start: results.start ?? previous.start,
    lighthouse: results.lighthouse ?? previous.lighthouse,
    search: results.search ?? previous.search,
    searchFirstHit: results.searchFirstHit ?? previous.searchFirstHit,
    typePass: results.typePass ?? previous.typePass,
    editor: results.editor ?? previous.editor,
    measurements: previous.measurements,
  };
  writeFileSync(resultsFile, `${JSON.stringify(merged, null, 2)}\n`);
  writeFileSync(readmeFile, renderReadmeBlock(readFileSync(readmeFile, 'utf8'), renderMarkdown(merged)));
  log(`wrote ${path.relative(siteDir, resultsFile)} and the latest figures of bench/README.md`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
