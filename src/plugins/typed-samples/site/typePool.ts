/**
 * The type pass's worker threads. Pages are the unit of work: a worker
 * takes the next page of the queue (pageQueue.ts: the biggest first, a page
 * someone waits for before all), checks and renders it in a program of its
 * own (poolPages.ts) and takes the next. A page's result does not depend on
 * the worker or on the pages checked before it, so the pool gives what one
 * worker gives (typePool.test.ts). Each worker keeps the declaration files
 * it parsed for the pages that follow; workers are created as pages come and
 * do not keep the process alive while they have nothing to do.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Isolation } from '../check/programs';
import { addStageTimes, emptyStageTimes, type StageTimes } from '../check/stageClock';
import type { MarkdownDocument } from '../protocol';
import { PageQueue } from './pageQueue';
import type { CheckedPage, PoolReply, PoolRequest } from './poolPages';

export interface PageOptions {
  /** Before every page queued so far (a page someone waits for). */
  urgent?: boolean;
  isolation?: Isolation;
  /** Send back the checked samples too, not only their rendering. */
  results?: boolean;
}

interface Job {
  path: string;
  size: number;
  request: Extract<PoolRequest, { type: 'check' }>;
  resolve: (page: CheckedPage) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  job?: Job;
  times?: StageTimes;
  onTimes?: (times: StageTimes | undefined) => void;
}

/**
 * How many workers a pass gets: `TYPED_SAMPLES_WORKERS` when set (e.g. 1,
 * to compare a build's output with the pool's), else one per core the
 * process may use.
 */
export function poolSize(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.TYPED_SAMPLES_WORKERS;
  return value ? workerCount(value, 'TYPED_SAMPLES_WORKERS') : Math.max(1, os.availableParallelism());
}

/** A number of worker threads written as `value` by `source` (an option or a variable), or an error saying what is expected. */
export function workerCount(value: string, source: string): number {
  const workers = Number(value);
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`${source}=${value}: expected a whole number of worker threads, at least 1`);
  return workers;
}

/** How much work a page is: the length of its TypeScript fences. */
export function pageSize(content: string): number {
  let size = 0;
  for (const match of content.matchAll(/^ *(`{3,}|~{3,})(?:ts|tsx|typescript)\b[^\n]*\n([\s\S]*?)^ *\1/gm)) size += match[2].length;
  return size;
}

const YOUNG_GENERATION_MB = 192;

/**
 * `TYPED_SAMPLES_START_WHEN=<file>`: workers take no page until the file
 * exists. For tests, to see a page of `docusaurus start` before its types.
 */
const START_WHEN = process.env.TYPED_SAMPLES_START_WHEN;

export class TypePool {
  private readonly queue = new PageQueue<Job>();
  private readonly workers: PoolWorker[] = [];
  private nextId = 0;
  private held = START_WHEN !== undefined;
  private holdTimer: NodeJS.Timeout | undefined;
  /** Workers take only pages asked for (urgent or prioritized); the others wait (holdUnasked). */
  private askedOnly = false;

  constructor(
    private readonly projectRoot: string,
    readonly size = poolSize(),
  ) {}

  /** Checks and renders `document` in the next free worker. */
  check(document: MarkdownDocument, options: PageOptions = {}): Promise<CheckedPage> {
    return new Promise((resolve, reject) => {
      const request = {
        type: 'check' as const,
        id: this.nextId++,
        document,
        isolation: options.isolation ?? 'page',
        results: options.results ?? false,
      };
      this.queue.add({ path: document.path, size: pageSize(document.content), request, resolve, reject }, options.urgent);
      this.dispatch();
    });
  }

  /** Moves the queued page at `path` before all others; whether it was queued. */
  prioritize(docPath: string): boolean {
    const queued = this.queue.prioritize(docPath);
    // Workers may be idle while they take only pages asked for.
    if (queued) this.dispatch();
    return queued;
  }

  /** From now on, workers take only pages someone asked for, until releaseUnasked. */
  holdUnasked(): void {
    this.askedOnly = true;
  }

  releaseUnasked(): void {
    if (!this.askedOnly) return;
    this.askedOnly = false;
    this.dispatch();
  }

  /** Pages queued or being checked. */
  get pending(): number {
    return this.queue.length + this.workers.filter((entry) => entry.job).length;
  }

  /** CPU per stage of every worker's pages so far; undefined where threads' CPU is not known (not Linux). */
  async stageTimes(): Promise<StageTimes | undefined> {
    const times = await Promise.all(
      this.workers.map(
        (entry) =>
          new Promise<StageTimes | undefined>((resolve) => {
            // A busy worker answers after its page, with the page counted.
            entry.onTimes = resolve;
            entry.worker.ref();
            entry.worker.postMessage({ type: 'times' } satisfies PoolRequest);
          }),
      ),
    );
    if (times.length === 0 || times.some((worker) => worker === undefined)) return undefined;
    return times.reduce<StageTimes>((sum, worker) => addStageTimes(sum, worker!), emptyStageTimes());
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.splice(0).map((entry) => entry.worker.terminate()));
  }

  private dispatch(): void {
    if (this.held) {
      if (!fs.existsSync(START_WHEN!)) {
        this.holdTimer ??= setTimeout(() => {
          this.holdTimer = undefined;
          this.dispatch();
        }, 100);
        return;
      }
      this.held = false;
    }
    for (;;) {
      let entry = this.workers.find((candidate) => !candidate.job);
      const waiting = this.askedOnly ? this.queue.askedLength : this.queue.length;
      if (!entry && this.workers.length < this.size && waiting > 0) entry = this.startWorker();
      if (!entry) return;
      const job = this.queue.next(this.askedOnly);
      if (!job) {
        // Nothing to do: let the process end if nothing else runs.
        for (const idle of this.workers) if (!idle.job && !idle.onTimes) idle.worker.unref();
        return;
      }
      entry.job = job;
      entry.worker.ref();
      entry.worker.postMessage(job.request);
    }
  }

  private startWorker(): PoolWorker {
    const worker = new Worker(path.join(__dirname, 'poolWorker.mjs'), {
      workerData: { projectRoot: this.projectRoot },
      // A young generation of 192 MB (semi-spaces of 64 MB, against V8's 16 MB):
      // the checker's short-lived objects die in fewer, cheaper scavenges. On
      // docs/server and docs/client it took 3 % of the CPU and 6–8 % of the
      // checking and quick info off (bench/tools/typescriptEngines, --max-semi-space-size=64).
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    const entry: PoolWorker = { worker };
    this.workers.push(entry);
    worker.on('message', (reply: PoolReply) => {
      if (reply.type === 'times') {
        const answer = entry.onTimes;
        entry.onTimes = undefined;
        answer?.(reply.times);
      } else {
        const job = entry.job!;
        entry.job = undefined;
        if (reply.type === 'checked') {
          const { type: _, id: __, ...page } = reply;
          job.resolve(page);
        } else job.reject(new Error(`typed-samples: type-checking ${job.path} failed: ${reply.message}`));
      }
      this.dispatch();
    });
    const fail = (error: Error) => {
      this.workers.splice(this.workers.indexOf(entry), 1);
      entry.job?.reject(new Error(`typed-samples: the worker thread type-checking ${entry.job.path} failed: ${error.message}`, { cause: error }));
      entry.onTimes?.(undefined);
      this.dispatch();
    };
    worker.once('error', fail);
    worker.once('exit', (code) => {
      if (this.workers.includes(entry)) fail(new Error(`it exited with code ${code}`));
    });
    return entry;
  }
}
