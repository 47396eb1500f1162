/**
 * `tsx bench/tools/mainThread.ts [--runs=N] [--tasks] <label>=<buildDir>… -- <route>…`: where a
 * page load's main-thread CPU goes, in thread time (the CPU the thread got,
 * not the wall time it waited for it), so a busy machine changes the figures
 * much less than Lighthouse's TBT. The page loads unthrottled, as Lighthouse's
 * simulated mobile run observes it; "blocking" is what its Total Blocking
 * Time would make of the tasks after the first contentful paint at its 4×
 * CPU slowdown: the sum of (4 × task − 50 ms). Time is grouped as Lighthouse
 * groups it (self time of the innermost event), and script time by file.
 * Medians of N runs (default 5); several builds are loaded in turn, run by
 * run, to compare them. Console errors (a hydration mismatch) are printed.
 */
import { loadavg } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { collectTrace, type TraceEvent } from '../lib/chromeTrace';
import { compareArgs } from '../lib/compareArgs';
import { median } from '../lib/lighthouse';
import { add, mainThreadFigures, SLOWDOWN, type MainThreadFigures } from '../lib/mainThread';
import { startStaticServer } from '../lib/staticServer';

const { builds, routes, option, flag } = compareArgs(process.argv.slice(2), 'tsx bench/tools/mainThread.ts [--runs=N] [--tasks] <label>=<buildDir>… -- <route>…');
const runs = Number(option('runs') ?? 5);
const verbose = flag('tasks');

/** One load of `url` on a phone-sized page, traced; with the console errors it printed (a hydration mismatch would). */
async function traceLoad(browser: Browser, url: string): Promise<{ events: TraceEvent[]; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const cdp = await context.newCDPSession(page);
  const { events, complete } = collectTrace<TraceEvent>(cdp);
  await cdp.send('Tracing.start', {
    categories: `devtools.timeline,disabled-by-default-devtools.timeline,v8,v8.execute,toplevel,loading,blink.user_timing${verbose ? ',disabled-by-default-v8.cpu_profiler' : ''}`,
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, { timeout: 60_000 });
  await page.waitForTimeout(2000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return { events, errors };
}

(async () => {
  console.log(`load average at start: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  const servers = await Promise.all(builds.map((build) => startStaticServer(build.dir)));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const all = new Map<string, MainThreadFigures[]>();
  const key = (route: string, label: string) => `${route} ${label}`;
  // Interleaved, so that a busy moment of the machine weighs on every build alike.
  for (let run = 0; run < runs; run++) {
    for (const route of routes) {
      for (const [index, build] of builds.entries()) {
        const { events, errors } = await traceLoad(browser, servers[index].url + route);
        if (errors.length > 0) console.log(`  ${build.label} ${route}: console errors: ${errors.join(' | ').slice(0, 300)}`);
        all.set(key(route, build.label), [...(all.get(key(route, build.label)) ?? []), mainThreadFigures(events, servers[index].url)]);
      }
    }
  }
  for (const route of routes) {
    for (const build of builds) {
      const list = all.get(key(route, build.label))!;
      const pick = (fn: (figures: MainThreadFigures) => number) => median(list.map(fn)).toFixed(0).padStart(6);
      console.log(`\n${route} [${build.label}]: main thread ${pick((f) => f.total)} ms CPU; blocking at ${SLOWDOWN}× after FCP ${pick((f) => f.blocking)} ms (median of ${runs})`);
      console.log(`  long tasks at ${SLOWDOWN}× (ms): ${list.map((f) => f.longTasks.join('+') || '-').join(' | ')}`);
      if (verbose) {
        // The long tasks of the run with the median blocking time, with what they spent their time on.
        const run = [...list].sort((a, b) => a.blocking - b.blocking)[Math.floor(list.length / 2)];
        run.taskContents.forEach((contents, index) => {
          const top = [...contents].sort((a, b) => b[1] - a[1]).slice(0, 5);
          console.log(`    task ${run.longTasks[index]} ms: ${top.map(([label, time]) => `${label} ${time.toFixed(1)}`).join(', ')}`);
          const functions = [...run.taskFunctions[index]].sort((a, b) => b[1] - a[1]).slice(0, 8);
          console.log(`      JS (wall ms): ${functions.map(([label, time]) => `${label} ${time.toFixed(1)}`).join(', ')}`);
        });
      }
      const groups = new Set(list.flatMap((f) => [...f.groups.keys()]));
      for (const group of [...groups].sort()) console.log(`  ${pick((f) => f.groups.get(group) ?? 0)} ms  ${group}`);
      const scripts = new Map<string, number>();
      for (const figures of list) for (const [script, time] of figures.scripts) add(scripts, script, time / list.length);
      if (verbose) {
        const events = new Map<string, number>();
        for (const figures of list) for (const [name, time] of figures.events) add(events, name, time / list.length);
        console.log(`  events (mean, ms): ${[...events].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([name, time]) => `${name} ${time.toFixed(1)}`).join(', ')}`);
      }
      console.log('  scripts (mean, ms):');
      for (const [script, time] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(`  ${time.toFixed(0).padStart(6)} ms  ${script}`);
    }
  }
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
  console.log(`load average at end: ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
})();
