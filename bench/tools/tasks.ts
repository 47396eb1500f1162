/**
 * `tsx bench/tools/tasks.ts <buildDir> <route>`: the main-thread tasks over
 * 50 ms while a page loads on an emulated phone (4× CPU slowdown), from a
 * Chrome trace, with the script calls and the rendering work inside each.
 * The same tasks Lighthouse counts into Total Blocking Time.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { collectTrace, type TraceEvent } from '../lib/chromeTrace';
import { startStaticServer } from '../lib/staticServer';


(async () => {
  const [dir, route] = process.argv.slice(2);
  const server = await startStaticServer(dir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const { events, complete: done } = collectTrace<TraceEvent>(cdp);
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute', transferMode: 'ReportEvents' });
  await page.goto(server.url + route, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForTimeout(3000);
  await cdp.send('Tracing.end');
  await done;
  const main = events.find((event) => event.name === 'RunTask' && (event.dur ?? 0) > 0 && events.some((e) => e.name === 'ParseHTML' && e.tid === event.tid));
  const tid = main?.tid;
  const tasks = events.filter((event) => event.name === 'RunTask' && event.tid === tid && (event.dur ?? 0) >= 50_000);
  const start = Math.min(...events.filter((event) => event.tid === tid && event.ts > 0).map((event) => event.ts));
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    blocking += task.dur! / 1000 - 50;
    const inside = events.filter((event) => event.tid === tid && event.ts >= task.ts && event.ts < end && event.dur && event !== task);
    const summary = new Map<string, number>();
    for (const event of inside) {
      const data = event.args?.data;
      const label =
        event.name === 'FunctionCall' || event.name === 'EvaluateScript'
          ? `${event.name} ${data?.functionName || ''} ${(data?.url ?? '').replace(/^.*\/assets\/js\//, '').replace(server.url, '')}`
          : ['Layout', 'UpdateLayoutTree', 'ParseHTML', 'Paint', 'ParseAuthorStyleSheet', 'MajorGC', 'MinorGC', 'TimerFire', 'FireAnimationFrame', 'EventDispatch'].includes(event.name)
            ? event.name
            : '';
      if (label) summary.set(label, (summary.get(label) ?? 0) + event.dur! / 1000);
    }
    console.log(`task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur! / 1000).toFixed(0)} ms`);
    for (const [label, ms] of [...summary].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(`    ${ms.toFixed(0).padStart(5)} ms ${label}`);
  }
  console.log(`blocking time (observed, over 50 ms per task): ${blocking.toFixed(0)} ms`);
  await browser.close();
  await server.close();
})();
