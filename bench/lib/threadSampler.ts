import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * Per-thread CPU of a process tree, sampled from /proc: every thread's
 * user + system ticks at each sample, so that CPU can be split by thread and
 * by time window (a build's stages). A thread that ends loses the CPU it
 * spent after the last sample (at most one interval); the process totals
 * (/usr/bin/time) have all of it, and the difference is reported as such.
 */

export const CLOCK_TICKS = 100;

export interface ThreadInfo {
  pid: number;
  tid: number;
  /** The kernel's thread name (Node 20 names all its threads "node"; Rspack's have their own). */
  comm: string;
  /** The process's command line (for child processes). */
  command: string;
  /** Milliseconds since the sampler started, when the thread was first seen. */
  firstSeenMs: number;
}

export interface ThreadSamples {
  threads: ThreadInfo[];
  /** Sample times, in milliseconds since the sampler started. */
  times: number[];
  /** ticks[i][j]: CPU ticks of threads[j] at times[i] (the last value seen before it, once it has ended). */
  ticks: number[][];
  /** Peak of the tree's summed resident memory. */
  peakRssBytes: number;
}

export interface ThreadStat {
  /** The thread's name, between the parentheses (it may hold spaces and parentheses itself). */
  comm: string;
  parentPid: number;
  /** User plus system CPU, in clock ticks. */
  ticks: number;
  rssBytes: number;
}

/** One line of /proc/<pid>/task/<tid>/stat (proc(5)): fields after the name count from 3 (state). */
export function parseThreadStat(stat: string): ThreadStat {
  const close = stat.lastIndexOf(')');
  const comm = stat.slice(stat.indexOf('(') + 1, close);
  const fields = stat.slice(close + 2).trim().split(' ');
  const field = (number: number) => Number(fields[number - 3]);
  return { comm, parentPid: field(4), ticks: field(14) + field(15), rssBytes: field(24) * PAGE_BYTES };
}

const PAGE_BYTES = 4096;

function readThreadTicks(pid: number, tid: number): ThreadStat | null {
  try {
    return parseThreadStat(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

function parentOf(pid: number): number {
  try {
    return parseThreadStat(readFileSync(`/proc/${pid}/stat`, 'utf8')).parentPid;
  } catch {
    return -1;
  }
}

function descendants(rootPid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const parent = parentOf(pid);
    parents.set(parent, [...(parents.get(parent) ?? []), pid]);
  }
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index++) tree.push(...(parents.get(tree[index]) ?? []));
  return tree;
}

export class ThreadSampler {
  private readonly started = performance.now();
  private readonly threads: ThreadInfo[] = [];
  private readonly index = new Map<string, number>();
  private readonly last: number[] = [];
  private readonly times: number[] = [];
  private readonly ticks: number[][] = [];
  private peakRss = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly rootPid: number,
    intervalMs = 200,
  ) {
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.sample();
  }

  sample(): void {
    if (!existsSync(`/proc/${this.rootPid}`)) return;
    const now = performance.now() - this.started;
    let rss = 0;
    for (const pid of descendants(this.rootPid)) {
      let tids: string[];
      try {
        tids = readdirSync(`/proc/${pid}/task`);
      } catch {
        continue;
      }
      let command = '';
      for (const tidText of tids) {
        const tid = Number(tidText);
        const read = readThreadTicks(pid, tid);
        if (!read) continue;
        if (tid === pid) rss += read.rssBytes;
        const key = `${pid}/${tid}`;
        let position = this.index.get(key);
        if (position === undefined) {
          if (!command) {
            try {
              command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
            } catch {
              command = '?';
            }
          }
          position = this.threads.length;
          this.index.set(key, position);
          this.threads.push({ pid, tid, comm: read.comm, command, firstSeenMs: now });
          this.last.push(0);
        } else if (this.threads[position].comm !== read.comm) this.threads[position].comm = read.comm;
        this.last[position] = read.ticks;
      }
    }
    this.peakRss = Math.max(this.peakRss, rss);
    this.times.push(now);
    this.ticks.push([...this.last]);
  }

  /** Milliseconds since the sampler started. */
  elapsed(): number {
    return performance.now() - this.started;
  }

  stop(): ThreadSamples {
    clearInterval(this.timer);
    const width = this.threads.length;
    return {
      threads: this.threads,
      times: this.times,
      ticks: this.ticks.map((row) => [...row, ...Array<number>(width - row.length).fill(0)]),
      peakRssBytes: this.peakRss,
    };
  }
}

/** CPU seconds of thread `j` between two times (linear between samples). */
export function cpuBetween(samples: ThreadSamples, j: number, fromMs: number, toMs: number): number {
  return (ticksAt(samples, j, toMs) - ticksAt(samples, j, fromMs)) / CLOCK_TICKS;
}

function ticksAt(samples: ThreadSamples, j: number, ms: number): number {
  const { times, ticks } = samples;
  if (times.length === 0) return 0;
  if (ms <= times[0]) return ticks[0][j];
  if (ms >= times[times.length - 1]) return ticks[times.length - 1][j];
  let low = 0;
  let high = times.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (times[middle] <= ms) low = middle;
    else high = middle;
  }
  const share = (ms - times[low]) / (times[high] - times[low] || 1);
  return ticks[low][j] + (ticks[high][j] - ticks[low][j]) * share;
}
