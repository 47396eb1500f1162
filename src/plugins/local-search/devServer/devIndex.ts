/**
 * The search index of `npm start`. The dev server renders no HTML to index,
 * so the index is built from the pages' Markdown sources (pageText.ts, sourcePages.ts) and
 * kept in memory, in the files and format of the production index
 * (indexing/shardFiles.ts), for the same client to fetch at the same URLs.
 *
 * It is built once the first bundle is served, and on the first index
 * request if that comes sooner; a request waits for the build. Each request
 * first checks the sources: a page edited since (its file's time or size
 * changed) is read again and the index rebuilt, so a search after an edit
 * finds the new text even before Docusaurus has reloaded the content. New,
 * moved and retitled pages come with the reloaded content (setContent).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AllContent } from '@docusaurus/types';
import { type IndexFiles, indexFiles } from '../indexing/shardFiles';
import { GENERATED_INDEX_TEXT, type PageText, pageText } from './pageText';
import { extractedPage, type MarkdownSource, type SiteFacts, type SourcePage, sourcePages } from './sourcePages';

interface ReadSource {
  /** What the file was when read (-1 when missing): a change of either means it was edited. */
  mtimeMs: number;
  size: number;
  /** Its text, or its last readable text while the file does not parse. */
  text: PageText | null;
}

const MISSING = { mtimeMs: -1, size: -1 };

/** Lets the dev server answer requests while the index is built: a page at a time. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class DevIndex {
  private content: AllContent | null = null;
  /** Counts content reloads, to know whether a build saw the latest. */
  private contentVersion = 0;
  private pages: SourcePage[] | null = null;
  private readonly sources = new Map<string, ReadSource>();
  private built: { files: IndexFiles; pages: SourcePage[] } | null = null;
  private refreshing: Promise<IndexFiles> | null = null;
  private started = false;

  constructor(
    private readonly siteDir: string,
    private readonly site: SiteFacts,
    private readonly log: (message: string) => void = console.log,
  ) {}

  /** The content Docusaurus (re)loaded: pages, titles, sidebars. */
  setContent(allContent: AllContent): void {
    this.content = allContent;
    this.contentVersion += 1;
    this.pages = null;
    if (this.started) this.refreshInBackground();
  }

  /** Builds the index in the background and reports when it is ready. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const started = Date.now();
    this.files().then(
      ({ summary }) =>
        this.log(`[local-search] Search index of npm start built from the Markdown sources: ${summary.pages} pages as ${summary.records} records in ${Date.now() - started} ms.`),
      () => {}, // Reported by files().
    );
  }

  /** The index files, up to date with the sources. */
  files(): Promise<IndexFiles> {
    if (!this.refreshing) {
      const contentVersion = this.contentVersion;
      this.refreshing = this.refresh()
        .catch((error: unknown) => {
          this.log(`[local-search] The search index of npm start could not be built: ${(error as Error).stack ?? String(error)}`);
          throw error;
        })
        .finally(() => {
          this.refreshing = null;
          // The content was reloaded while this build ran: build with it too.
          if (this.started && this.contentVersion !== contentVersion) this.refreshInBackground();
        });
    }
    return this.refreshing;
  }

  private refreshInBackground(): void {
    this.files().catch(() => {}); // Reported by files(); requests get the error.
  }

  private async refresh(): Promise<IndexFiles> {
    if (!this.content) throw new Error('the site content is not loaded yet.');
    this.pages ??= sourcePages(this.content, this.site);
    const pages = this.pages;
    const markdown = pages.flatMap((page) => (page.source ? [page.source] : []));
    const stats = await Promise.all(markdown.map((source) => stat(path.join(this.siteDir, source.file)).catch(() => MISSING)));
    const edited = markdown.filter((source, i) => {
      const known = this.sources.get(source.file);
      return !known || known.mtimeMs !== stats[i]!.mtimeMs || known.size !== stats[i]!.size;
    });
    if (this.built && this.built.pages === pages && edited.length === 0) return this.built.files;

    for (const source of edited) {
      await this.read(source);
      await nextTurn();
    }
    const files = indexFiles(
      pages.flatMap((page) => {
        const text = page.source ? this.sources.get(page.source.file)?.text : GENERATED_INDEX_TEXT;
        return text ? [extractedPage(page, text)] : [];
      }),
    );
    this.built = { files, pages };
    return files;
  }

  /** Reads one page again; a page that does not parse keeps its last text, and says why. */
  private async read(page: MarkdownSource): Promise<void> {
    const file = path.join(this.siteDir, page.file);
    const previous = this.sources.get(page.file);
    try {
      const [source, { mtimeMs, size }] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
      let text: PageText | null = previous?.text ?? null;
      try {
        text = pageText(source, page.file, { removeContentTitle: page.removeContentTitle });
      } catch (error) {
        // The message names the page and the plugin (`local-search: cannot parse …`).
        this.log(`${(error as Error).message} Until then, search finds ${text ? 'its last readable text' : 'nothing of it'}.`);
      }
      this.sources.set(page.file, { mtimeMs, size, text });
    } catch {
      // Deleted or moved: gone from the index until the content reload says where it went.
      this.sources.set(page.file, { ...MISSING, text: null });
    }
  }
}

const REGISTRY = Symbol.for('trpc-docs.local-search.dev-indexes');

/**
 * The one dev index of a site. Docusaurus loads the config and its plugins
 * afresh when the config changes, without re-creating the dev server: the
 * new plugin instance must feed the index the running server serves.
 */
export function devIndexOf(siteDir: string, site: SiteFacts): DevIndex {
  const global = globalThis as { [REGISTRY]?: Map<string, DevIndex> };
  const registry = (global[REGISTRY] ??= new Map());
  let index = registry.get(siteDir);
  if (!index) {
    index = new DevIndex(siteDir, site);
    registry.set(siteDir, index);
  }
  return index;
}
