/**
 * `tsx bench/tools/profile.ts <buildDir> <route>…`: where the main thread goes
 * while a page loads on an emulated phone (4× CPU slowdown, 412 px wide).
 * Prints the functions with the most self time, grouped by source file. Use
 * a build made with `docusaurus build --no-minify` to get readable names.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import { startStaticServer } from '../lib/staticServer';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

(async () => {
  const [dir, ...routes] = process.argv.slice(2);
  const server = await startStaticServer(dir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await page.goto(server.url + route, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, { timeout: 60_000 });
    await page.waitForTimeout(3000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
    const elapsed = Date.now() - started;
    const self = new Map<number, number>();
    profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
    const byFunction = new Map<string, number>();
    const byFile = new Map<string, number>();
    for (const node of profile.nodes) {
      const time = (self.get(node.id) ?? 0) / 1000;
      if (!time) continue;
      const file = node.callFrame.url.replace(/^.*\/assets\/js\//, '').replace(server.url, '') || `(${node.callFrame.functionName || 'native'})`;
      const key = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + time);
      byFile.set(file, (byFile.get(file) ?? 0) + time);
    }
    console.log(`\n${route} (${elapsed} ms wall, CPU ×4)`);
    for (const [key, time] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${time.toFixed(0).padStart(6)} ms  ${key}`);
    // Inclusive time, printed as a tree of the frames that take at least 40 ms.
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const total = new Map<number, number>();
    const inclusive = (id: number): number => {
      const node = nodes.get(id)!;
      const sum = (self.get(id) ?? 0) / 1000 + (node.children ?? []).reduce((acc, child) => acc + inclusive(child), 0);
      total.set(id, sum);
      return sum;
    };
    inclusive(profile.nodes[0].id);
    const print = (id: number, depth: number) => {
      const node = nodes.get(id)!;
      const time = total.get(id) ?? 0;
      if (time < 40 || depth > 40) return;
      const file = node.callFrame.url.replace(/^.*\/assets\/js\//, '').replace(server.url, '');
      console.log(`  ${time.toFixed(0).padStart(6)} ms ${' '.repeat(depth)}${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber}`);
      for (const child of node.children ?? []) print(child, depth + 1);
    };
    if (process.env.TREE) print(profile.nodes[0].id, 0);

    // Long tasks: runs of consecutive non-idle samples, with the frames they spent the most time in.
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const describe = (id: number) => {
      const chain: string[] = [];
      for (let cursor: number | undefined = id; cursor !== undefined; cursor = parent.get(cursor)) {
        const frame = nodes.get(cursor)!.callFrame;
        if (frame.url.includes('/assets/js/') || frame.url.startsWith(server.url)) {
          chain.push(`${frame.functionName || '(anon)'}@${frame.url.replace(/^.*\/assets\/js\//, '').replace(server.url, '')}:${frame.lineNumber}`);
        }
      }
      return chain.reverse().slice(0, 6).join(' > ') || nodes.get(id)!.callFrame.functionName;
    };
    let at = 0;
    let runStart = -1;
    let runFrames = new Map<string, number>();
    const flush = (end: number) => {
      if (runStart >= 0 && end - runStart >= 50_000) {
        console.log(`  long task at ${(runStart / 1000).toFixed(0)} ms: ${((end - runStart) / 1000).toFixed(0)} ms`);
        for (const [frame, time] of [...runFrames].sort((a, b) => b[1] - a[1]).slice(0, 4)) console.log(`      ${(time / 1000).toFixed(0).padStart(5)} ms ${frame}`);
      }
      runStart = -1;
      runFrames = new Map();
    };
    profile.samples.forEach((id, index) => {
      at += profile.timeDeltas[index] ?? 0;
      const name = nodes.get(id)!.callFrame.functionName;
      if (name === '(idle)') {
        flush(at);
        return;
      }
      if (runStart < 0) runStart = at;
      const key = describe(id);
      runFrames.set(key, (runFrames.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
    });
    flush(at);
    console.log('  top functions:');
    for (const [key, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${time.toFixed(0).padStart(6)} ms  ${key}`);
    await context.close();
  }
  await browser.close();
  await server.close();
})();
