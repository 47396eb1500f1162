/**
 * `tsx bench/tools/searchTrace.ts <buildDir> [route] [query]`: where the time
 * of one warm first search goes, as `npm run bench` measures it (CPU 4×, the
 * modal opened first and the page quiet again). Prints the main-thread tasks
 * between the typed query and the first hit painted, from a Chrome trace,
 * with the script calls and rendering work inside each, and the index
 * requests made meanwhile. EXTRA_CSS=<css> adds a style sheet first, to try
 * a rendering change without a rebuild; CPU=1 profiles without slowing the
 * CPU (CDP's slowdown pauses the thread in whichever function runs, which
 * skews the CPU profile's attribution).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { BLOCK_THIRD_PARTY_HOSTS } from '../lib/lighthouse';
import { CPU_SLOWDOWN } from '../lib/searchFirstHit';
import { collectTrace, type TraceEvent } from '../lib/chromeTrace';
import { startStaticServer } from '../lib/staticServer';


interface CpuProfile {
  startTime: number;
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

const RENDERING = ['Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'Layerize', 'MajorGC', 'MinorGC', 'ParseHTML', 'HitTest'];

(async () => {
  const [dir, route = '/docs/quickstart', query = 'middleware'] = process.argv.slice(2);
  const slowdown = Number(process.env.CPU ?? CPU_SLOWDOWN);
  const server = await startStaticServer(dir!, Number(process.env.PORT ?? 0));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, BLOCK_THIRD_PARTY_HOSTS] });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server.url + route);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  if (process.env.EXTRA_CSS) await page.addStyleTag({ content: process.env.EXTRA_CSS });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.evaluate(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', code: 'KeyK', ctrlKey: true, bubbles: true })));
  await page.locator('.DocSearch-Input').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));

  const { events, complete: done } = collectTrace<TraceEvent>(cdp);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: slowdown === 1 ? 50 : 200 });
  await cdp.send('Profiler.start');
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing', transferMode: 'ReportEvents' });
  const measured = await page.evaluate(
    (value) =>
      new Promise<number>((resolve) => {
        const field = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
        const observer = new MutationObserver(() => {
          if (!document.querySelector('.DocSearch-Modal .DocSearch-Hits a')) return;
          observer.disconnect();
          performance.mark('hit-in-dom');
          requestAnimationFrame(() =>
            setTimeout(() => {
              performance.mark('hit-painted');
              resolve(performance.measure('typed-to-hit', 'typed', 'hit-painted').duration);
            }),
          );
        });
        observer.observe(document.querySelector('.DocSearch-Modal')!, { subtree: true, childList: true });
        performance.mark('typed');
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    query,
  );
  await cdp.send('Tracing.end');
  await done;
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };

  const marks = new Map(events.filter((event) => ['typed', 'hit-in-dom', 'hit-painted'].includes(event.name)).map((event) => [event.name, event]));
  const typed = marks.get('typed')!;
  const tid = typed.tid;
  const end = marks.get('hit-painted')!.ts;
  const at = (ts: number) => `${((ts - typed.ts) / 1000).toFixed(0).padStart(5)} ms`;
  console.log(`${route} "${query}": typed to hit painted ${measured.toFixed(0)} ms (CPU ${slowdown}×); hit in DOM at ${at(marks.get('hit-in-dom')!.ts)}`);
  const urls = new Map<string, string>();
  for (const event of events) {
    const data = event.args?.data;
    if (event.name === 'ResourceSendRequest' && data?.requestId) urls.set(data.requestId, (data.url ?? '').replace(server.url, ''));
    if ((event.name === 'ResourceSendRequest' || event.name === 'ResourceFinish') && event.ts >= typed.ts && event.ts <= end) {
      console.log(`  ${at(event.ts)} ${event.name === 'ResourceFinish' ? 'received' : 'request '} ${urls.get(data?.requestId ?? '') ?? ''}`);
    }
  }
  // CPU profile samples, on the trace's clock, with the function each was in.
  const frameOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const samples: { ts: number; ms: number; label: string }[] = [];
  let clock = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    clock += delta;
    const frame = frameOf.get(id)!;
    samples.push({ ts: clock, ms: delta / 1000, label: `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/assets\/js\//, '')}:${frame.lineNumber}:${frame.columnNumber}` });
  });
  const tasks = events.filter((event) => event.name === 'RunTask' && event.tid === tid && event.ts + (event.dur ?? 0) >= typed.ts && event.ts <= end && (event.dur ?? 0) >= 5000 / (slowdown === 1 ? 4 : 1));
  const totals = new Map<string, number>();
  for (const task of tasks) {
    const taskEnd = task.ts + task.dur!;
    const inside = events.filter((event) => event.tid === tid && event.ts >= task.ts && event.ts < taskEnd && event.dur && event !== task);
    const summary = new Map<string, number>();
    for (const event of inside) {
      const data = event.args?.data;
      const label =
        event.name === 'FunctionCall' || event.name === 'EventDispatch' || event.name === 'TimerFire' || event.name === 'FireAnimationFrame'
          ? `${event.name} ${data?.functionName || ''} ${(data?.url ?? '').replace(/^.*\/assets\/js\//, '')}`
          : RENDERING.includes(event.name)
            ? `${event.name}${event.name === 'UpdateLayoutTree' ? ` (${event.args?.elementCount ?? '?'} elements)` : event.name === 'Layout' ? ` (${event.args?.beginData?.dirtyObjects ?? '?'} of ${event.args?.beginData?.totalObjects ?? '?'} objects)` : ''}`
            : '';
      if (!label) continue;
      summary.set(label, (summary.get(label) ?? 0) + event.dur! / 1000);
      if (RENDERING.includes(event.name)) totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur! / 1000);
    }
    console.log(`task at ${at(task.ts)}: ${(task.dur! / 1000).toFixed(0)} ms`);
    for (const [label, ms] of [...summary].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`    ${ms.toFixed(0).padStart(5)} ms ${label}`);
    if (task.dur! < 20_000 / (slowdown === 1 ? 4 : 1)) continue;
    const functions = new Map<string, number>();
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts >= taskEnd || sample.label.startsWith('(program)') || sample.label.startsWith('(idle)')) continue;
      functions.set(sample.label, (functions.get(sample.label) ?? 0) + sample.ms);
    }
    for (const [label, ms] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`      script ${ms.toFixed(0).padStart(4)} ms ${label}`);
    const files = new Map<string, number>();
    for (const [label, ms] of functions) {
      const file = label.split(' ').pop()!.replace(/:.*$/, '') || 'native';
      files.set(file, (files.get(file) ?? 0) + ms);
    }
    console.log(`      by file: ${[...files].sort((a, b) => b[1] - a[1]).map(([file, ms]) => `${file} ${ms.toFixed(0)} ms`).join(', ')}`);
  }
  const cpuMs = events
    .filter((event) => event.name === 'RunTask' && event.tid === tid && event.ts >= typed.ts && event.ts <= end)
    .reduce((sum, event) => sum + (event.tdur ?? 0) / 1000, 0);
  console.log(`main-thread CPU time from typed to painted: ${cpuMs.toFixed(0)} ms (the load of the machine stretches wall time, not this)`);
  console.log('rendering work in those tasks:');
  for (const [name, ms] of [...totals].sort((a, b) => b[1] - a[1])) console.log(`  ${ms.toFixed(0).padStart(5)} ms ${name}`);
  // Script self time by function, over the whole measured span.
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*\/assets\/js\//, '')}:${lineNumber}:${columnNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (self.get(node.id) ?? 0));
  }
  // CALLERS=<function name>: the call chains that spent time in it.
  if (process.env.CALLERS) {
    const parentOf = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
    const chains = new Map<string, number>();
    for (const node of profile.nodes) {
      if (node.callFrame.functionName !== process.env.CALLERS || !self.get(node.id)) continue;
      const chain: string[] = [];
      for (let id = parentOf.get(node.id); id !== undefined && chain.length < 8; id = parentOf.get(id)) {
        const frame = frameOf.get(id)!;
        chain.push(`${frame.functionName || '(anon)'}@${frame.url.replace(/^.*\/assets\/js\//, '')}:${frame.columnNumber}`);
      }
      chains.set(chain.join(' < '), (chains.get(chain.join(' < ')) ?? 0) + self.get(node.id)!);
    }
    for (const [chain, ms] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(`  ${ms.toFixed(0).padStart(5)} ms ${process.env.CALLERS} < ${chain}`);
  }
  console.log('functions with the most self time (CPU profile):');
  for (const [key, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 15))) console.log(`  ${ms.toFixed(0).padStart(5)} ms ${key}`);
  await browser.close();
  await server.close();
})();
