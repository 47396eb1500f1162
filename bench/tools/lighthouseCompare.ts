/**
 * `tsx bench/tools/lighthouseCompare.ts [--runs=N] [--port=P] [--save=DIR] <label>=<buildDir>… -- <route>…`:
 * Lighthouse (the bench's mobile preset, lib/lighthouse.ts) on the same
 * routes of several builds, interleaved run by run (run 1 of every route of
 * every build, then run 2…), so a busy machine weighs on all of them alike.
 * Prints per route and build the medians of performance and TBT, each run's
 * TBT, and Lighthouse's main-thread breakdown (simulated phone CPU, ms).
 * Compare a page with samples with `/docs` of the same build, same run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { compareArgs } from '../lib/compareArgs';
import { median, runLighthouse, withChromium } from '../lib/lighthouse';
import { startStaticServer, type StaticServer } from '../lib/staticServer';

interface Audit {
  numericValue?: number;
  details?: { items?: { group?: string; groupLabel?: string; duration?: number }[] };
}

interface Sample {
  performance: number;
  tbt: number;
  benchmarkIndex: number;
  /** Main-thread time per Lighthouse group (scriptEvaluation, styleLayout, parseHTML…), ms. */
  groups: Record<string, number>;
}

const GROUPS = ['scriptEvaluation', 'scriptParseCompile', 'parseHTML', 'styleLayout', 'paintCompositeRender', 'garbageCollection', 'other'];

const { builds, routes, option } = compareArgs(
  process.argv.slice(2),
  'tsx bench/tools/lighthouseCompare.ts [--runs=N] [--port=P] [--save=DIR] <label>=<buildDir>… -- <route>…',
);
const runs = Number(option('runs') ?? 3);
const firstPort = Number(option('port') ?? 0);
const saveDir = option('save');

const round = (value: number) => Math.round(value);
const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

(async () => {
  console.log(`load average at start: ${load()}`);
  const servers: StaticServer[] = [];
  for (const [index, build] of builds.entries()) servers.push(await startStaticServer(build.dir, firstPort ? firstPort + index : 0));
  const samples = new Map<string, Sample[]>();
  const key = (route: string, label: string) => `${route}\t${label}`;
  try {
    await withChromium(async (debuggingPort) => {
      for (let run = 1; run <= runs; run++) {
        for (const route of routes) {
          for (const [index, build] of builds.entries()) {
            const { run: result, lhr } = await runLighthouse(`${servers[index].url}${route}`, debuggingPort);
            const audits = (lhr as unknown as { audits: Record<string, Audit> }).audits;
            const groups: Record<string, number> = {};
            for (const item of audits['mainthread-work-breakdown']?.details?.items ?? []) {
              if (item.group) groups[item.group] = (groups[item.group] ?? 0) + (item.duration ?? 0);
            }
            const sample = { performance: result.scores.performance, tbt: result.tbt, benchmarkIndex: result.benchmarkIndex, groups };
            samples.set(key(route, build.label), [...(samples.get(key(route, build.label)) ?? []), sample]);
            console.error(`#${run} ${route} ${build.label}: ${sample.performance} TBT ${round(sample.tbt)} ms (load ${load()})`);
            if (saveDir) {
              mkdirSync(saveDir, { recursive: true });
              const name = `${build.label}${route.replaceAll('/', '_') || '_'}-${run}.json`;
              writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
            }
          }
        }
      }
    });
  } finally {
    for (const server of servers) await server.close();
  }
  console.log(`load average at end: ${load()}`);
  const head = ['route', 'build', 'perf', 'TBT', 'TBT runs', 'bench index', ...GROUPS];
  console.log(head.join('\t'));
  for (const route of routes) {
    for (const build of builds) {
      const list = samples.get(key(route, build.label)) ?? [];
      const pick = (fn: (sample: Sample) => number) => median(list.map(fn));
      console.log(
        [
          route,
          build.label,
          pick((sample) => sample.performance),
          round(pick((sample) => sample.tbt)),
          list.map((sample) => round(sample.tbt)).join('/'),
          round(pick((sample) => sample.benchmarkIndex)),
          ...GROUPS.map((group) => round(pick((sample) => sample.groups[group] ?? 0))),
        ].join('\t'),
      );
    }
  }
})();
