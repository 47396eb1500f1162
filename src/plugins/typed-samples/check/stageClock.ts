/**
 * Where the type pass's CPU goes, stage by stage, for the build's report and
 * `npm run bench`: the CPU time of the thread doing the work (Linux's
 * /proc/thread-self/schedstat, so that a worker thread counts itself only),
 * with the garbage collector's pauses on that thread taken out of the stage
 * they fell in and counted as a stage of their own. The collector's helper
 * threads are not any stage: only the whole process's CPU includes them.
 */
import fs from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';

/** Reading the pages' samples, creating a program, diagnostics, quick info (with callouts), HTML. */
const STAGES = ['read', 'program', 'diagnostics', 'quickInfo', 'render'] as const;
export type Stage = (typeof STAGES)[number];

/** Milliseconds of CPU per stage; `gc` is the collector's pauses, `other` the thread's time outside any stage. */
export type StageTimes = Record<Stage | 'gc' | 'other', number>;

export const emptyStageTimes = (): StageTimes => ({ read: 0, program: 0, diagnostics: 0, quickInfo: 0, render: 0, gc: 0, other: 0 });

export function addStageTimes(into: StageTimes, times: StageTimes): StageTimes {
  for (const key of Object.keys(into) as (keyof StageTimes)[]) into[key] += times[key];
  return into;
}

const SCHEDSTAT = '/proc/thread-self/schedstat';

/** CPU time of the calling thread in ms, or undefined where the system does not tell. */
function threadCpuMs(): number | undefined {
  try {
    return Number(fs.readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return undefined;
  }
}

type Current = Stage | 'other';

export class StageClock {
  /** Whether this system reports a thread's CPU time (Linux). */
  static readonly available = threadCpuMs() !== undefined;

  private readonly times = emptyStageTimes();
  private current: Current = 'other';
  /** Each switch of stage: when (performance.now()), the thread's CPU then, and the stage that began. */
  private readonly timeline: { at: number; cpu: number; stage: Current }[] = [];
  private readonly pauses: { at: number; ms: number }[] = [];
  private readonly observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) this.pauses.push({ at: entry.startTime, ms: entry.duration });
  });

  constructor() {
    this.observer.observe({ entryTypes: ['gc'] });
    // From the thread's start: loading the compiler counts, as other.
    this.timeline.push({ at: performance.now(), cpu: 0, stage: 'other' });
  }

  /** Runs `work` as `stage`; stages may nest, the inner one then counts its own time. */
  measure<T>(stage: Stage, work: () => T): T {
    const outer = this.switchTo(stage);
    try {
      return work();
    } finally {
      this.switchTo(outer);
    }
  }

  private switchTo(stage: Current): Current {
    const now = { at: performance.now(), cpu: threadCpuMs() ?? 0, stage };
    const last = this.timeline[this.timeline.length - 1];
    this.times[last.stage] += now.cpu - last.cpu;
    this.timeline.push(now);
    const previous = this.current;
    this.current = stage;
    return previous;
  }

  /**
   * The times so far. The collector's pauses are reported to the observer
   * after the event loop turns: call this from a later task than the work
   * (the pool's workers answer between pages), or pauses are missing from
   * `gc`. A pause is known by its wall time: on a busy machine the thread
   * does not run all of it, so it counts for the share of wall time the
   * thread ran during the stage it fell in.
   */
  read(): StageTimes {
    this.switchTo(this.current);
    for (const pause of this.pauses.splice(0)) {
      const index = this.intervalAt(pause.at);
      const from = this.timeline[index];
      const to = this.timeline[Math.min(index + 1, this.timeline.length - 1)];
      const running = to.at > from.at ? Math.min(1, (to.cpu - from.cpu) / (to.at - from.at)) : 1;
      const cpu = pause.ms * running;
      this.times[from.stage] -= cpu;
      this.times.gc += cpu;
    }
    return { ...this.times };
  }

  /** The index of the timeline entry whose stage ran at `at`. */
  private intervalAt(at: number): number {
    let low = 0;
    let high = this.timeline.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (this.timeline[middle].at <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `programs 4.1 s, diagnostics 20.3 s, …`, as the end of a pass prints it (../site/siteSamples.ts). */
export function formatStageTimes(times: StageTimes): string {
  const names: Record<keyof StageTimes, string> = {
    read: 'reading samples',
    program: 'programs',
    diagnostics: 'diagnostics',
    quickInfo: 'quick info',
    render: 'rendering',
    gc: 'GC pauses',
    other: 'other',
  };
  return (Object.keys(names) as (keyof StageTimes)[]).map((key) => `${names[key]} ${seconds(times[key])}`).join(', ');
}
