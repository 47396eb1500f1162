/**
 * `npx tsx bench/tools/editorCompare.ts [--runs=N]`: the editors the sample
 * editor could be built on, compared on this site (after `npm run build`):
 *
 * - CodeMirror 6: the site's own editor (src/plugins/sample-editor:
 *   CodeMirror with codemirror-ts, TypeScript 5.9 over @typescript/vfs in a
 *   Web Worker), on /docs/quickstart's `server.ts`;
 * - Monaco: monaco-editor and its own TypeScript worker (the same TypeScript
 *   5.9.3), given the same sample, declaration files and compiler options
 *   (editorCompare/monacoHarness.mjs, bundled here with esbuild). Monaco is
 *   not a dependency of the site: install it first with
 *   `npm install --no-save monaco-editor@0.57.0`.
 *
 * For each, served locally gzip-compressed: the bytes the activation
 * downloads and the time from activation to the first diagnostics, cold and
 * warm HTTP cache, CPU at 1× and 4×; medians of the runs.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { editorPart, measureActivation, type ActivationRun } from '../lib/editorActivation';
import { BLOCK_THIRD_PARTY_HOSTS } from '../lib/lighthouse';
import { percentile } from '../lib/searchLatency';
import { startStaticServer } from '../lib/staticServer';

const siteDir = path.resolve(__dirname, '..', '..');
const buildDir = path.join(siteDir, 'build');
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const ROUTE = '/docs/quickstart';
const BLOCK = 1;

/** The `index`-th sample of the built page (the id on its first block), and its release's packs, as the site serves them. */
function sampleOfPage(route: string, index: number): { sample: string; packs: string[] } {
  const html = readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
  const id = [...html.matchAll(/data-sample=["']?([\w-]+)/g)][index]?.[1];
  if (!id) throw new Error(`${route} has no sample ${index}: build the site first`);
  const sample = `assets/sample-editor/samples/${id}.json`;
  const { version } = JSON.parse(readFileSync(path.join(buildDir, sample), 'utf8')) as { version: string };
  const index_ = JSON.parse(readFileSync(path.join(siteDir, '.docusaurus', 'sample-editor', 'default', 'packIndex.json'), 'utf8')) as Record<string, string[]>;
  return { sample, packs: index_[version] };
}

/** Monaco's harness and workers, bundled into `dir`. */
async function bundleMonaco(dir: string): Promise<void> {
  const monaco = path.join(siteDir, 'node_modules', 'monaco-editor');
  if (!existsSync(monaco)) throw new Error('Monaco is not installed: npm install --no-save monaco-editor@0.57.0');
  await build({
    entryPoints: {
      harness: path.join(__dirname, 'editorCompare', 'monacoHarness.mjs'),
      'editor.worker': path.join(monaco, 'esm/vs/editor/editor.worker.js'),
      'ts.worker': path.join(monaco, 'esm/vs/language/typescript/ts.worker.js'),
    },
    bundle: true,
    minify: true,
    format: 'esm',
    outdir: dir,
    loader: { '.ttf': 'file' },
    logLevel: 'error',
  });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>Monaco</title><link rel="stylesheet" href="harness.css"><div id="editor" style="height:80vh"></div>' +
      '<script>window.activate = (sample, packs) => import("./harness.js").then(() => window.startEditor(sample, packs));</script>',
  );
}

async function monacoRun(browser: Browser, url: string, target: { sample: string; packs: string[] }, cpuSlowdown: number): Promise<ActivationRun[]> {
  const context = await browser.newContext();
  const results: ActivationRun[] = [];
  try {
    for (const cache of ['cold', 'warm'] as const) {
      const page: Page = await context.newPage();
      const client = await context.newCDPSession(page);
      await client.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      page.on('worker', (worker) => {
        void context.newCDPSession(worker as never).then((session) => session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })).catch(() => undefined);
      });
      await page.goto(url);
      await client.send('Network.enable');
      const urls = new Map<string, string>();
      const bytes: Record<string, number> = {};
      client.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
      client.on('Network.loadingFinished', (event) => {
        const file = urls.get(event.requestId) ?? '';
        const part = /sample-editor/.test(file) ? editorPart(file) : /worker/.test(file) ? 'Monaco: workers (TypeScript)' : 'Monaco: editor';
        if (event.encodedDataLength > 0) bytes[part] = (bytes[part] ?? 0) + event.encodedDataLength;
      });
      const origin = new URL(url).origin;
      const started = Date.now();
      const result = await page.evaluate(
        ([sample, packs]) => (window as unknown as { activate: (s: string, p: string[]) => Promise<{ firstErrorsMs: number; diagnostics: string[] }> }).activate(sample, packs),
        [`${origin}/${target.sample}`, target.packs.map((pack) => `${origin}/${pack}`)] as [string, string[]],
      );
      // Monaco's own clock starts after its bundle loaded: count from the activation.
      const firstErrorsMs = Math.max(result.firstErrorsMs, Date.now() - started);
      if (cache === 'cold' && cpuSlowdown === 1) console.error(`[compare] Monaco's diagnostics: ${result.diagnostics.length ? result.diagnostics.join(' | ') : 'none'}`);
      results.push({ cache, cpuSlowdown, firstErrorsMs, bytes });
      await page.close();
    }
    return results;
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  // The quickstart's first sample: trpc.ts, server.ts (BLOCK) and client.ts.
  const target = sampleOfPage(ROUTE, 0);
  const root = mkdtempSync(path.join(tmpdir(), 'editor-compare-'));
  mkdirSync(path.join(root, 'monaco'));
  symlinkSync(path.join(buildDir, 'assets'), path.join(root, 'assets'));
  await bundleMonaco(path.join(root, 'monaco'));
  const site = await startStaticServer(buildDir);
  const harness = await startStaticServer(root);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, BLOCK_THIRD_PARTY_HOSTS] });
  console.error(`[compare] load average at start ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  try {
    const candidates: { name: string; measure: (cpu: number) => Promise<ActivationRun[]> }[] = [
      { name: 'CodeMirror 6 (the site)', measure: (cpu) => measureActivation(browser, `${site.url}${ROUTE}`, { blockIndex: BLOCK, cpuSlowdown: cpu }) },
      { name: 'Monaco 0.57', measure: (cpu) => monacoRun(browser, `${harness.url}/monaco/index.html`, target, cpu) },
    ];
    const rows: string[] = [];
    for (const candidate of candidates) {
      const all: ActivationRun[] = [];
      for (let run = 0; run < runs; run++) for (const cpu of [1, 4]) all.push(...(await candidate.measure(cpu)));
      const median = (cache: string, cpu: number) => ms(percentile(all.filter((entry) => entry.cache === cache && entry.cpuSlowdown === cpu).map((entry) => entry.firstErrorsMs), 50));
      const cold = all.find((entry) => entry.cache === 'cold' && entry.cpuSlowdown === 1)!;
      const total = Object.values(cold.bytes).reduce((sum, bytes) => sum + bytes, 0);
      const editorBytes = Object.entries(cold.bytes)
        .filter(([part]) => !/declarations|the sample/.test(part))
        .reduce((sum, [, bytes]) => sum + bytes, 0);
      rows.push(`| ${candidate.name} | ${kb(editorBytes)} | ${kb(total)} | ${median('cold', 1)} | ${median('warm', 1)} | ${median('cold', 4)} | ${median('warm', 4)} |`);
      console.error(`[compare] ${candidate.name}: ${JSON.stringify(cold.bytes)}`);
    }
    console.log(`Medians of ${runs} runs, ${ROUTE} block ${BLOCK}; load average at the end ${loadavg().map((value) => value.toFixed(2)).join(' ')}.\n`);
    console.log('| Editor | Editor + compiler (gzip) | All Edit loads (gzip) | First errors, cold, 1× | warm, 1× | cold, 4× | warm, 4× |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
  } finally {
    await browser.close();
    await site.close();
    await harness.close();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
