/**
 * The site pass: every sample of the site's pages checked, annotated
 * (../check, one program per page) and rendered (../render) in a pool of
 * worker threads (typePool.ts), page by page; the remark plugin waits for
 * each page's own rendering, not for the whole site. Quick info costs tens of
 * seconds of CPU, so renderings are cached on disk page by page
 * (pageCache.ts); `npm run check:samples` over the whole site writes that
 * cache too.
 */
import { checkResult } from '../check/checkSamples';
import { plural } from '../check/report';
import type { Isolation } from '../check/programs';
import { PROJECT_ROOT, readDocuments } from '../markdown/documents';
import type { CheckResult, MarkdownDocument, Problem, RenderedSamples, SampleResult } from '../protocol';
import { PageCache } from './pageCache';
import type { PassOutput } from './passOutput';
import { Progress } from './progress';
import { pageKey } from './renderedSamples';
import { poolSize, TypePool } from './typePool';

export interface SitePassOptions {
  /** Where progress goes; nowhere by default. */
  output?: PassOutput;
  /**
   * Check only the pages asked for until `releaseUnasked()`: in
   * `docusaurus start`, the bundler's first compile gets the CPU, save for
   * the page a browser opened.
   */
  holdUnasked?: boolean;
}

const NO_OUTPUT: PassOutput = { line: () => {}, clearStatus: () => {} };

/** A page whose rendering has just come, and whether it fails. */
export interface ReadyPage {
  path: string;
  samples: RenderedSamples;
  failed: boolean;
}

export class SitePass {
  private readonly pool: TypePool;
  private readonly cache: PageCache;
  private readonly output: PassOutput;
  /** Every page rendering asked for, by page key. */
  private readonly renderings = new Map<string, Promise<RenderedSamples>>();
  private readonly ready = new Map<string, RenderedSamples>();
  /** The page key of each page's latest source seen. */
  private readonly latest = new Map<string, string>();
  /** The site's pages, as start() found them. */
  private sitePages: string[] = [];
  private readonly listeners = new Set<(page: ReadyPage) => void>();

  constructor(
    readonly siteDir: string,
    options: SitePassOptions = {},
  ) {
    this.pool = new TypePool(siteDir);
    this.cache = new PageCache(siteDir);
    this.output = options.output ?? NO_OUTPUT;
    if (options.holdUnasked) this.pool.holdUnasked();
  }

  /** The pages nobody asked for are checked from now on (SitePassOptions.holdUnasked). */
  releaseUnasked(): void {
    this.pool.releaseUnasked();
  }

  /**
   * Queues every page of the site that is not in the cache, the biggest
   * first; resolves when all are rendered, with the cache then holding the
   * site's pages only.
   */
  async start(): Promise<void> {
    const documents = readDocuments(this.siteDir, undefined, []);
    this.sitePages = documents.map((document) => document.path);
    const pending = documents.filter((document) => !this.readyRendering(document));
    if (pending.length === 0) {
      this.output.line(`Types of ${documents.length === 1 ? 'the 1 page' : `all ${documents.length} pages`} from the cache`);
    } else {
      const threads = Math.min(this.pool.size, pending.length);
      this.output.line(
        `Type-checking the samples of ${plural(pending.length, 'page')} in ${plural(threads, 'worker thread')}` +
          (pending.length < documents.length ? ` (${documents.length - pending.length} from the cache)` : ''),
      );
      const progress = new Progress(pending.length, this.output);
      await Promise.all(pending.map((document) => this.rendering(document).finally(() => progress.page())));
      await progress.end(this.pool);
    }
    this.cache.prune(this.latest.values());
  }

  /** The rendering of `document` (a page of this site), checked before every queued page when it is not known yet. */
  page(document: MarkdownDocument): Promise<RenderedSamples> {
    return this.rendering(document, true);
  }

  /** The rendering of `document` if it is ready now (rendered, or in the cache); does not queue it. */
  readyRendering(document: MarkdownDocument): RenderedSamples | undefined {
    const key = pageKey(document);
    this.latest.set(document.path, key);
    let samples = this.ready.get(key);
    if (!samples && !this.renderings.has(key)) {
      samples = this.cache.read(key);
      if (samples) {
        this.ready.set(key, samples);
        this.renderings.set(key, Promise.resolve(samples));
      }
    }
    return samples;
  }

  /** The site's pages (paths relative to the site), once started. */
  pages(): readonly string[] {
    return this.sitePages;
  }

  /** Pages queued or being checked. */
  get pending(): number {
    return this.pool.pending;
  }

  /** Queues `document` (its latest source) if it is neither rendered nor queued. */
  request(document: MarkdownDocument): void {
    this.rendering(document).catch(() => {
      // Reported to whoever waits for it (the remark plugin, later).
    });
  }

  /** Moves the page at `docPath` before every other queued page; whether it was queued. */
  prioritize(docPath: string): boolean {
    return this.pool.prioritize(docPath);
  }

  /** Calls `listener` for each page rendered from now on (not those from the cache). */
  onReady(listener: (page: ReadyPage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether `docPath`'s latest source seen is rendered. */
  isReady(docPath: string): boolean {
    const key = this.latest.get(docPath);
    return key !== undefined && this.ready.has(key);
  }

  private rendering(document: MarkdownDocument, urgent = false): Promise<RenderedSamples> {
    const ready = this.readyRendering(document);
    if (ready) return Promise.resolve(ready);
    const key = pageKey(document);
    let rendering = this.renderings.get(key);
    if (rendering) {
      if (urgent) this.pool.prioritize(document.path);
      return rendering;
    }
    rendering = this.pool.check(document, { urgent }).then(({ rendered }) => {
      this.cache.write(key, rendered);
      this.ready.set(key, rendered);
      const failed = Object.values(rendered).some((sample) => sample.problems.length > 0);
      for (const listener of this.listeners) listener({ path: document.path, samples: rendered, failed });
      return rendered;
    });
    this.renderings.set(key, rendering);
    return rendering;
  }
}

let current: SitePass | undefined;
/** The current pass's start(): resolves when every page of the site is rendered. */
let started: Promise<void> | undefined;

/**
 * The site pass of this process, started by the plugin (../index.ts) when
 * plugins are created; without the plugin (tests), one for the repository
 * that checks pages as they are asked for.
 */
export function sitePass(): SitePass {
  current ??= new SitePass(PROJECT_ROOT);
  return current;
}

/** Starts the site pass of `siteDir` (once per process: the dev server creates plugins again on reloads). */
export function startSitePass(siteDir: string, options: SitePassOptions): SitePass {
  if (current?.siteDir !== siteDir) {
    current = new SitePass(siteDir, options);
    started = current.start();
    started.catch(() => {
      // Each page's failure reaches the remark plugin, which reports it.
    });
  }
  return current;
}

/** Resolves when the started pass (startSitePass) has every page of the site rendered. */
export function siteRendered(): Promise<void> {
  return started ?? Promise.reject(new Error('the site pass was not started'));
}

/**
 * `npm run check:samples`: checks `documents` in the pool and gives the
 * report's result; over the whole site (`site`), it also leaves each page's
 * rendering in the cache the build reads, so a build after the check (as in
 * `npm test`) computes no types again.
 */
export async function checkPages(
  documents: MarkdownDocument[],
  options: {
    projectRoot?: string;
    isolation?: Isolation;
    site?: boolean;
    workers?: number;
    output?: PassOutput;
    /** Problems found reading the documents (paths that do not exist), reported first. */
    readProblems?: Problem[];
  } = {},
): Promise<CheckResult> {
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  const projectRoot = options.projectRoot ?? PROJECT_ROOT;
  const pool = new TypePool(projectRoot, Math.min(options.workers ?? poolSize(), Math.max(1, documents.length)));
  const cache = options.site ? new PageCache(projectRoot) : undefined;
  const progress = new Progress(documents.length, options.output ?? NO_OUTPUT);
  try {
    const pages = await Promise.all(
      documents.map(async (document) => {
        const page = await pool.check(document, { isolation: options.isolation, results: true });
        cache?.write(pageKey(document), page.rendered);
        progress.page();
        return page;
      }),
    );
    await progress.end(pool);
    cache?.prune(documents.map(pageKey));
    const results: SampleResult[] = pages.flatMap((page) => page.results ?? []);
    const problems: Problem[] = [...(options.readProblems ?? [])];
    // Option and lib problems come back from every page: report each once.
    for (const problem of pages.flatMap((page) => page.documentProblems ?? []))
      if (!problems.some((known) => known.docPath === problem.docPath && known.code === problem.code && known.message === problem.message))
        problems.push(problem);
    const cpu = process.cpuUsage(startedCpu);
    return checkResult(results, problems, { elapsedMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 });
  } finally {
    await pool.close();
  }
}
