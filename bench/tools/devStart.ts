/**
 * `tsx bench/tools/devStart.ts [--runs=N] [--fresh] [--route=/docs/…] [siteDir]`:
 * what a writer waits for in `npm start` from cold (no `.docusaurus/`, no
 * bundler or type cache; `--fresh`: no API reference either, as in a fresh
 * clone). Each run starts the dev server, opens the route in Chromium as
 * soon as the server takes connections, and reports when the page was
 * served (its HTML answered), when its code showed, when it showed its
 * types (without a reload), when the type pass ended, how many times the
 * bundler compiled until then, and the CPU the server's process tree had
 * used when the page was served. Medians of N runs (default 3), with the
 * load average at the start of each run. It removes the site's generated
 * files and caches: run it on a clone, not on a worktree whose build you need.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os, { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { accepting, freePort } from '../../src/plugins/typed-samples/run/freePort';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { median } from '../lib/lighthouse';
import { processTree } from '../lib/processTree';

const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(option('runs') ?? 3);
const fresh = args.includes('--fresh');
const route = option('route') ?? '/docs/server/procedures';
const siteDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? '.');

interface Run {
  load: string;
  served: number;
  shown: number;
  typed: number;
  passEnd: number;
  compiles: number;
  cpuAtServed: number;
}

const COMPILED = /compiled successfully|compiled with/g;
const PASS_END = /\[typed-samples\] Types of (\d+ pages ready|all \d+ pages from the cache)/;

function clean(): void {
  const remove = ['.docusaurus', 'node_modules/.cache/rspack', 'node_modules/.cache/typed-samples'];
  if (fresh) remove.push('docs/typedoc', 'node_modules/.cache/typedoc-api');
  for (const entry of remove) fs.rmSync(path.join(siteDir, entry), { recursive: true, force: true });
}

async function run(): Promise<Run> {
  clean();
  const load = loadavg().map((value) => value.toFixed(2)).join(' ');
  const port = await freePort();
  const started = performance.now();
  const at = () => (performance.now() - started) / 1000;
  const child = spawn(path.join(siteDir, 'node_modules', '.bin', 'docusaurus'), ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: siteDir,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', BROWSER: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let passEnd = NaN;
  const collect = (chunk: Buffer) => {
    output += chunk;
    if (Number.isNaN(passEnd) && PASS_END.test(output)) passEnd = at();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    while (!(await accepting(port))) await new Promise((resolve) => setTimeout(resolve, 100));
    const page = await browser.newPage();
    let served = NaN;
    let cpuAtServed = NaN;
    page.on('response', (response) => {
      if (Number.isNaN(served) && response.request().isNavigationRequest()) {
        served = at();
        cpuAtServed = processTree(child.pid!).reduce((sum, stat) => sum + stat.cpuTicks, 0) / 100;
      }
    });
    await page.goto(`http://127.0.0.1:${port}${route}`, { timeout: 600_000 });
    await page.locator('article pre code').first().waitFor({ timeout: 600_000 });
    const shown = at();
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.locator('article .typed-id').first().waitFor({ timeout: 600_000 });
    const typed = at();
    if (!(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded))) throw new Error('the page was reloaded');
    while (Number.isNaN(passEnd)) await new Promise((resolve) => setTimeout(resolve, 250));
    // Compiles the pass's end causes come within a few seconds of it.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const compiles = output.match(COMPILED)?.length ?? 0;
    return { load, served, shown, typed, passEnd, compiles, cpuAtServed };
  } finally {
    await browser.close();
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    fs.writeFileSync(path.join(os.tmpdir(), `dev-start-${Date.now()}.log`), output);
  }
}

const seconds = (value: number) => `${value.toFixed(1)} s`;
(async () => {
  const results: Run[] = [];
  for (let index = 0; index < runs; index++) {
    const result = await run();
    results.push(result);
    console.log(
      `run ${index + 1} (load ${result.load}): served ${seconds(result.served)} (${seconds(result.cpuAtServed)} CPU), code shown ${seconds(result.shown)}, ` +
        `types ${seconds(result.typed)} (+${seconds(result.typed - result.served)}), pass ended ${seconds(result.passEnd)}, ${result.compiles} compiles`,
    );
  }
  const mid = (pick: (run: Run) => number) => seconds(median(results.map(pick)));
  console.log(
    `median of ${runs}${fresh ? ' (fresh)' : ''}: served ${mid((run) => run.served)} (${mid((run) => run.cpuAtServed)} CPU), ` +
      `types ${mid((run) => run.typed)} (+${mid((run) => run.typed - run.served)} after served), pass ended ${mid((run) => run.passEnd)}, ` +
      `${median(results.map((run) => run.compiles))} compiles`,
  );
})();
