import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * Runs commands and measures them as a reader of `top` would: wall time,
 * CPU time (user + system) of the whole process tree, and the peak of the
 * tree's summed resident memory, sampled from /proc (the build runs worker
 * threads and child processes, so the top process alone would under-count).
 */

export interface Measured {
  wallMs: number;
  cpuMs: number;
  peakRssBytes: number;
  exitCode: number | null;
  output: string;
}

const PAGE_SIZE = 4096;
const CLOCK_TICKS = 100;

interface ProcStat {
  pid: number;
  ppid: number;
  /** user + system CPU of the process itself, in clock ticks. */
  cpuTicks: number;
  rssBytes: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces and parentheses: split after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const num = (index: number) => Number(fields[index - 3]);
    return {
      pid,
      ppid: num(4),
      cpuTicks: num(14) + num(15),
      rssBytes: num(24) * PAGE_SIZE,
    };
  } catch {
    return null;
  }
}

/** The process and all its descendants that are alive now. */
export function processTree(rootPid: number): ProcStat[] {
  if (!existsSync('/proc')) return [];
  const all = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readStat(Number(entry)))
    .filter((stat): stat is ProcStat => stat !== null);
  const children = new Map<number, ProcStat[]>();
  for (const stat of all) {
    const list = children.get(stat.ppid) ?? [];
    list.push(stat);
    children.set(stat.ppid, list);
  }
  const root = all.find((stat) => stat.pid === rootPid);
  if (!root) return [];
  const tree: ProcStat[] = [];
  const queue = [root];
  while (queue.length) {
    const next = queue.shift()!;
    tree.push(next);
    queue.push(...(children.get(next.pid) ?? []));
  }
  return tree;
}

export interface RunOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Echo the command's output while it runs. */
  echo?: boolean;
  /** Resolve as soon as this returns true (the process is then stopped). */
  until?: () => Promise<boolean>;
  timeoutMs?: number;
}

function killTree(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    // The child leads its own process group (detached), so this ends only what we started.
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

const TIME_BIN = '/usr/bin/time';
const TIME_MARK = '__bench_time__';

/**
 * GNU time reports the CPU of every descendant it waited for, which /proc
 * sampling can miss for short-lived processes; use it when it is installed.
 */
function timedCommand(command: string, args: string[]): [string, string[]] {
  if (!existsSync(TIME_BIN)) return [command, args];
  return [TIME_BIN, ['-f', `${TIME_MARK} %U %S`, command, ...args]];
}

function cpuFromTime(output: string): number | null {
  const match = new RegExp(`${TIME_MARK} ([\\d.]+) ([\\d.]+)`).exec(output);
  return match ? (Number(match[1]) + Number(match[2])) * 1000 : null;
}

export function measure(command: string, args: string[], options: RunOptions): Promise<Measured> {
  const [file, fileArgs] = options.until ? [command, args] : timedCommand(command, args);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(file, fileArgs, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (options.echo) process.stderr.write(chunk);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);

    let peakRss = 0;
    // Keep the last CPU figure seen per pid: processes that exit leave the tree.
    // (/usr/bin/time, when present, gives the exact figure; see timedCommand.)
    const lastCpu = new Map<number, number>();
    const sample = () => {
      const tree = processTree(child.pid!);
      peakRss = Math.max(peakRss, tree.reduce((sum, stat) => sum + stat.rssBytes, 0));
      for (const stat of tree) lastCpu.set(stat.pid, stat.cpuTicks);
    };
    const sampler = setInterval(sample, 100);
    sample();

    let finished = false;
    const finish = (exitCode: number | null) => {
      if (finished) return;
      finished = true;
      clearInterval(sampler);
      clearTimeout(timer);
      const cpuTicks = [...lastCpu.values()].reduce((sum, ticks) => sum + ticks, 0);
      resolve({
        wallMs: performance.now() - started,
        cpuMs: cpuFromTime(output) ?? (cpuTicks / CLOCK_TICKS) * 1000,
        peakRssBytes: peakRss,
        exitCode,
        output,
      });
    };

    const timer = setTimeout(() => {
      killTree(child);
      reject(new Error(`${command} ${args.join(' ')} timed out after ${options.timeoutMs} ms`));
    }, options.timeoutMs ?? 15 * 60_000);

    if (options.until) {
      const poll = async () => {
        while (!finished && child.exitCode === null) {
          if (await options.until!().catch(() => false)) {
            sample();
            const wall = performance.now() - started;
            const cpuTicks = [...lastCpu.values()].reduce((sum, ticks) => sum + ticks, 0);
            finished = true;
            clearInterval(sampler);
            clearTimeout(timer);
            killTree(child);
            resolve({ wallMs: wall, cpuMs: (cpuTicks / CLOCK_TICKS) * 1000, peakRssBytes: peakRss, exitCode: 0, output });
            return;
          }
          await new Promise((done) => setTimeout(done, 100));
        }
      };
      void poll();
    }

    child.on('error', reject);
    child.on('close', (code) => finish(code));
  });
}
