/**
 * A measured build (bench/tools/buildCpu.ts) split into a CPU budget: CPU
 * seconds by kind of thread, and by stage of the build (time windows read
 * from Docusaurus's stage log and the plugins' own lines).
 */
import { busyShares, GC } from './cpuProfile';
import { CLOCK_TICKS, cpuBetween, type ThreadSamples } from './threadSampler';

export interface ThreadRole {
  pid: number;
  tid: number;
  isMainThread: boolean;
  threadId: number;
  data: string;
  at: number;
}

export interface BuildRecord {
  label: string;
  run: number;
  kind: 'cold' | 'warm';
  date: string;
  loadAtStart: number[];
  loadAtEnd: number[];
  wallS: number;
  userS: number;
  systemS: number;
  peakRssKb: number;
  /** Output lines, with the time they arrived (ms since the build started). */
  lines: { ms: number; text: string }[];
  roles: ThreadRole[];
  samples: ThreadSamples;
  /** With --cpu-prof: each JavaScript thread's profile, as milliseconds by stage (cpuProfile.ts). */
  profiles?: ThreadProfile[];
}

export interface ThreadProfile {
  pid: number;
  /** Node's thread id (0: main thread), as in the profile's file name. */
  threadId: number;
  times: [stage: string, ms: number][];
}

export const THREAD_KINDS = ['main thread', 'type pass workers', 'SSG workers', 'other JS workers', 'Rspack threads', 'V8 platform and libuv threads', 'CPU profiler (--cpu-prof)', 'child processes'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];

/** What each sampled thread is. */
export function threadKinds(record: BuildRecord): ThreadKind[] {
  const { threads } = record.samples;
  // The process whose main thread the preload saw (not /usr/bin/time, whose command names docusaurus too).
  const nodePid = record.roles.find((role) => role.isMainThread)?.pid;
  const roles = new Map(record.roles.map((role) => [`${role.pid}/${role.tid}`, role]));
  return threads.map((thread) => {
    if (thread.pid !== nodePid) return 'child processes';
    const role = roles.get(`${thread.pid}/${thread.tid}`);
    if (role?.isMainThread) return 'main thread';
    if (role) {
      if (role.data.includes('projectRoot')) return 'type pass workers';
      // Docusaurus's SSG pool (tinypool) gives each worker [{ workerId }, { params }].
      if (role.data.startsWith('[{"workerId"')) return 'SSG workers';
      return 'other JS workers';
    }
    // Rspack's runtime names its threads (tokio-N); V8's platform threads
    // and libuv's pool keep Node's name (Node 20 names none of them).
    if (thread.comm.startsWith('tokio')) return 'Rspack threads';
    if (thread.comm.startsWith('v8:')) return 'CPU profiler (--cpu-prof)';
    return 'V8 platform and libuv threads';
  });
}

export interface Stage {
  name: string;
  fromMs: number;
  toMs: number;
}

export interface BuildSummary {
  record: BuildRecord;
  cpuS: number;
  sampledS: number;
  byKind: Map<ThreadKind, number>;
  stages: { stage: Stage; byKind: Map<ThreadKind, number>; cpuS: number }[];
  comms: Map<string, number>;
  /** CPU seconds by stage of the build, over every thread (cpuByStage). */
  byStage: Map<string, number>;
}

/** `[PERF] Label > Sub - 12.34 seconds!` or `- 123.45 ms`: the stage's end time and duration. */
const PERF_LINE = /^\[PERF\](?:\[KO\])? (.+?) - ([\d.]+) (ms|seconds!?)/;

export function perfStages(record: BuildRecord): Stage[] {
  const stages: Stage[] = [];
  for (const line of record.lines) {
    const match = PERF_LINE.exec(line.text);
    if (!match) continue;
    const duration = Number(match[2]) * (match[3] === 'ms' ? 1 : 1000);
    stages.push({ name: match[1], fromMs: line.ms - duration, toMs: line.ms });
  }
  return stages;
}

export function summarise(record: BuildRecord, stages: Stage[] = perfStages(record)): BuildSummary {
  const kinds = threadKinds(record);
  const { samples } = record;
  const last = samples.ticks[samples.ticks.length - 1] ?? [];
  const byKind = new Map<ThreadKind, number>();
  const comms = new Map<string, number>();
  samples.threads.forEach((thread, j) => {
    byKind.set(kinds[j], (byKind.get(kinds[j]) ?? 0) + (last[j] ?? 0) / CLOCK_TICKS);
    comms.set(thread.comm, (comms.get(thread.comm) ?? 0) + (last[j] ?? 0) / CLOCK_TICKS);
  });
  const sampledS = [...byKind.values()].reduce((sum, value) => sum + value, 0);
  return {
    record,
    cpuS: record.userS + record.systemS,
    sampledS,
    byKind,
    comms,
    byStage: cpuByStage(record, kinds, record.userS + record.systemS - sampledS),
    stages: stages.map((stage) => {
      const stageKinds = new Map<ThreadKind, number>();
      samples.threads.forEach((_, j) => stageKinds.set(kinds[j], (stageKinds.get(kinds[j]) ?? 0) + cpuBetween(samples, j, stage.fromMs, stage.toMs)));
      return { stage, byKind: stageKinds, cpuS: [...stageKinds.values()].reduce((sum, value) => sum + value, 0) };
    }),
  };
}

/** What a thread kind's CPU is, when no profile splits it. */
const KIND_STAGE: Record<ThreadKind, string> = {
  'main thread': 'main thread (not profiled)',
  'type pass workers': 'samples type pass',
  'SSG workers': 'SSG (HTML rendering)',
  'other JS workers': 'other JavaScript workers',
  'Rspack threads': 'Rspack (Rust threads: client and server bundles)',
  'V8 platform and libuv threads': "V8's platform threads (GC helpers, background compilation) and libuv's pool",
  'CPU profiler (--cpu-prof)': "V8's profiler thread (--cpu-prof only)",
  'child processes': 'child processes',
};

/**
 * CPU seconds by stage: a profiled JavaScript thread's CPU split by its
 * profile's shares (GC apart); a worker's own code counts to its kind's stage
 * (an SSG worker's module loading is SSG); other threads by their kind.
 */
export function cpuByStage(record: BuildRecord, kinds: ThreadKind[], unsampledS = 0): Map<string, number> {
  const { samples } = record;
  const last = samples.ticks[samples.ticks.length - 1] ?? [];
  const threadIdOf = new Map(record.roles.map((role) => [`${role.pid}/${role.tid}`, role.threadId]));
  const profileOf = new Map((record.profiles ?? []).map((profile) => [`${profile.pid}/${profile.threadId}`, profile]));
  const byStage = new Map<string, number>();
  const add = (stage: string, cpuS: number) => byStage.set(stage, (byStage.get(stage) ?? 0) + cpuS);
  samples.threads.forEach((thread, j) => {
    const cpuS = (last[j] ?? 0) / CLOCK_TICKS;
    const kind = kinds[j];
    const threadId = threadIdOf.get(`${thread.pid}/${thread.tid}`);
    const profile = threadId === undefined ? undefined : profileOf.get(`${thread.pid}/${threadId}`);
    if (!profile) return add(KIND_STAGE[kind], cpuS);
    for (const [stage, share] of busyShares(new Map(profile.times))) {
      if (stage === GC) add(`GC (${kind})`, cpuS * share);
      else if (kind === 'main thread') add(stage === '(program)' ? 'main thread: native code ((program))' : stage, cpuS * share);
      else add(KIND_STAGE[kind], cpuS * share);
    }
  });
  if (unsampledS > 0.05) add('not sampled (threads ended between samples)', unsampledS);
  return byStage;
}

const seconds = (value: number | undefined) => (value ?? 0).toFixed(1).padStart(6);

export function formatSummary(summary: BuildSummary): string {
  const { record } = summary;
  const out = [
    `${record.label} run ${record.run} ${record.kind}: ${record.wallS.toFixed(1)} s wall, ${summary.cpuS.toFixed(1)} s CPU (${record.userS.toFixed(1)} user + ${record.systemS.toFixed(1)} sys), ` +
      `peak ${(record.peakRssKb / 1024).toFixed(0)} MB (largest process), load ${record.loadAtStart.map((load) => load.toFixed(1)).join(' ')} → ${record.loadAtEnd.map((load) => load.toFixed(1)).join(' ')}`,
    `  threads (sampled ${summary.sampledS.toFixed(1)} s of ${summary.cpuS.toFixed(1)} s):`,
    ...THREAD_KINDS.filter((kind) => summary.byKind.get(kind)).map((kind) => `    ${seconds(summary.byKind.get(kind))} s  ${kind}`),
    `  thread names: ${[...summary.comms].sort((a, b) => b[1] - a[1]).map(([comm, cpu]) => `${comm} ${cpu.toFixed(1)}`).join(', ')}`,
    `  CPU by stage${record.profiles ? ' (JavaScript threads split by their CPU profiles)' : ''}:`,
    ...[...summary.byStage].sort((a, b) => b[1] - a[1]).map(([stage, cpuS]) => `    ${seconds(cpuS)} s  ${stage}`),
    '  stages (wall, then CPU by thread kind):',
    ...summary.stages
      .filter((entry) => entry.stage.toMs - entry.stage.fromMs >= 300)
      .map(
        (entry) =>
          `    ${((entry.stage.toMs - entry.stage.fromMs) / 1000).toFixed(1).padStart(6)} s wall ${seconds(entry.cpuS)} s CPU  ${entry.stage.name}  [` +
          THREAD_KINDS.filter((kind) => (entry.byKind.get(kind) ?? 0) >= 0.05)
            .map((kind) => `${kind} ${entry.byKind.get(kind)!.toFixed(1)}`)
            .join(', ') +
          ']',
      ),
  ];
  return out.join('\n');
}
