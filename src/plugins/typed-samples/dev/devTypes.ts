/**
 * Types on demand in `docusaurus start`. The dev server does not wait for
 * the type pass: a page whose types are not ready (not in the cache) is
 * compiled with its code highlighted but without types, and its stamp
 * (pageStamps.ts) says so. The site pass checks the pages meanwhile, the
 * page a browser asks for first (pageRequests.ts); when a page's types come,
 * its stamp is rewritten and the bundler is told to compile that page again
 * (DevBundler), now with its types (or failing with its samples' problems,
 * shown in the terminal and over the page), and the browser updates it in
 * place. A page compiled again with other source (an edit) waits for its
 * own types, checked before every other page.
 *
 * The bundler is told which stamps changed rather than left to notice the
 * files: a stamp written while it compiles, or while its watcher starts,
 * must not depend on file times to reach it. Its watcher leaves the stamps
 * alone (index.ts), so that each rewrite is one compile. Every compile holds
 * the dev server's answers until it ends, and prints a line: the pages a
 * browser asked for are compiled again as soon as their types come, the
 * others rarely (every `batchMs`, and when the pass ends).
 *
 * Stamps are written when the plugin is created, before the bundler starts
 * (pages compiled with their types by an earlier dev server, kept in the
 * bundler's persistent cache, stay so), then only when a page's types come.
 */
import type { MarkdownDocument } from '../protocol';
import { pageKey } from '../site/renderedSamples';
import type { ReadyPage, SitePass } from '../site/siteSamples';
import type { PageStamps } from './pageStamps';

/** What the service needs of the site pass. */
export type DevPass = Pick<SitePass, 'pages' | 'isReady' | 'onReady' | 'prioritize' | 'pending'>;

/** What the service needs of the dev server's bundler. */
export interface DevBundler {
  /** Compiles again the modules depending on `files`: now, or after the compile under way. */
  recompile(files: string[]): void;
}

/** How long the stamps of pages nobody asked for may wait, to be compiled together. */
const STAMP_BATCH_MS = 30_000;

export class DevTypes {
  private bundler: DevBundler | undefined;
  /** The page key of each page's source as last compiled. */
  private readonly compiled = new Map<string, string>();
  /** Pages a browser asked for. */
  private readonly watched = new Set<string>();
  /** Pages whose types came, their stamps not written yet. */
  private readonly typed = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pass: DevPass,
    private readonly stamps: PageStamps,
    private readonly log: (line: string) => void = () => {},
    private readonly batchMs = STAMP_BATCH_MS,
  ) {
    for (const docPath of pass.pages()) stamps.write(docPath, pass.isReady(docPath) ? 'typed' : 'untyped');
    pass.onReady((page) => this.pageReady(page));
  }

  /** The dev server's bundler starts its first compile: from now on, pages are compiled as they come. */
  startWatching(bundler: DevBundler): void {
    this.bundler ??= bundler;
  }

  get isWatching(): boolean {
    return this.bundler !== undefined;
  }

  /**
   * Whether the page being compiled from `document` waits for its types:
   * when it was compiled before from other source (it is being edited).
   */
  waitsForTypes(document: MarkdownDocument): boolean {
    const key = pageKey(document);
    const before = this.compiled.get(document.path);
    this.compiled.set(document.path, key);
    return before !== undefined && before !== key;
  }

  /** The page at `docPath` is being compiled without its types: it will be compiled again when they come. */
  compiledUntyped(docPath: string): void {
    this.stamps.write(docPath, 'untyped');
  }

  /** A browser asks for the page at `docPath`: its types go first, and show as soon as they come. */
  pageRequested(docPath: string): void {
    this.watched.add(docPath);
    if (this.pass.prioritize(docPath)) this.log(`Types of ${docPath} first: a browser asked for it`);
    if (this.typed.has(docPath)) this.compileTyped();
  }

  private pageReady(page: ReadyPage): void {
    if (this.stamps.read(page.path) === 'typed') return;
    if (!this.bundler) {
      // The bundler has not started: it will compile the page with its types.
      this.stamps.write(page.path, 'typed');
      return;
    }
    this.typed.add(page.path);
    if (this.watched.has(page.path) || page.failed || this.pass.pending === 0) this.compileTyped();
    else if (!this.timer) {
      this.timer = setTimeout(() => this.compileTyped(), this.batchMs);
      this.timer.unref();
    }
  }

  /** Stamps every page whose types came typed, and has the bundler compile them again. */
  private compileTyped(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const changed = [...this.typed].filter((docPath) => this.stamps.write(docPath, 'typed'));
    this.typed.clear();
    if (changed.length > 0) this.bundler!.recompile(changed.map((docPath) => this.stamps.file(docPath)));
  }
}

let current: DevTypes | undefined;

/** The dev types service once the dev server's bundler watches; undefined in a build. */
export function devTypes(): DevTypes | undefined {
  return current?.isWatching ? current : undefined;
}

/** Creates the service for the site pass (once per process: the dev server creates plugins again on reloads). */
export function startDevTypes(pass: DevPass, stamps: PageStamps, log: (line: string) => void): DevTypes {
  current ??= new DevTypes(pass, stamps, log);
  return current;
}
