import { chunkOfRecord, contentChunkFile, INDEX_FORMAT, type Manifest, MANIFEST_FILE, shardIndexFile, type ShardIndex } from '../format/indexFormat';
import { type SearchableShard, searchableShard } from '../ranking/searchableShard';
import { IndexFileMissing, SearchUnavailable } from './errors';
import { compileFacetFilters, type Facets, tagsAllowedBy } from './facetFilters';

/**
 * Loads the index files a search needs: the shards its facet filters can
 * match (each once, as a SearchableShard for the ranking), and the section
 * text of the hits shown, by chunk. A failed fetch is not cached, so the
 * next search tries again.
 */

/** Reads one index file; rejects on network errors and bad statuses. */
export type FetchJson = (file: string) => Promise<unknown>;

/** Reads index files over HTTP from `indexUrl` (same origin: nothing leaves the site). */
export function httpFetchJson(indexUrl: string): FetchJson {
  return async (file) => {
    let response: Response;
    try {
      // Asking for JSON keeps `npm start`'s single-page fallback, which answers
      // index.html to whatever accepts HTML (`*/*` too), from answering for the index.
      response = await fetch(`${indexUrl}${file}`, { headers: { Accept: 'application/json' } });
    } catch (error) {
      throw new SearchUnavailable(error);
    }
    if (response.status === 404) throw new IndexFileMissing(file);
    if (!response.ok) throw new SearchUnavailable(new Error(`${file}: HTTP ${response.status}`));
    return response.json();
  };
}

/** The facet values of a shard's records: they share them. */
export function facetsOf({ tag, language, version }: ShardIndex): Facets {
  return { docusaurus_tag: tag, language, version };
}

/** Caches successful loads only, so a failed fetch is retried on the next keystroke. */
function cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = load();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

export class ShardLoader {
  private manifest: Promise<Manifest> | null = null;
  private readonly shards = new Map<string, Promise<SearchableShard | null>>();
  /** Section text chunks by shard tag, then chunk number. */
  private readonly chunks = new Map<string, Map<string, Promise<string[]>>>();
  private readonly prefetchedShards = new Set<string>();

  constructor(private readonly fetchJson: FetchJson) {}

  private loadManifest(): Promise<Manifest> {
    if (!this.manifest) {
      const promise = this.fetchJson(MANIFEST_FILE) as Promise<Manifest>;
      this.manifest = promise;
      promise.catch(() => {
        this.manifest = null;
      });
    }
    return this.manifest;
  }

  private loadShard(tag: string): Promise<SearchableShard | null> {
    return cached(this.shards, tag, async () => {
      let meta: ShardIndex;
      try {
        meta = (await this.fetchJson(shardIndexFile(tag))) as ShardIndex;
      } catch (error) {
        // A tag without pages has no shard; anything else (the whole index
        // missing, as in `docusaurus start`) is an error.
        if (error instanceof IndexFileMissing && !(await this.loadManifest()).tags.includes(tag)) return null;
        throw error;
      }
      if (meta.format !== INDEX_FORMAT) throw new Error(`Search index ${tag} has format ${meta.format}, expected ${INDEX_FORMAT}`);
      return searchableShard(meta);
    });
  }

  /** Shards the filters can match; with `loadMissing` false, only those already loaded. */
  async shardsFor(facetFilters: unknown, loadMissing: boolean): Promise<SearchableShard[]> {
    const tags = tagsAllowedBy(facetFilters) ?? new Set((await this.loadManifest()).tags);
    const loads = [...tags].filter((tag) => loadMissing || this.shards.has(tag)).map((tag) => this.loadShard(tag));
    const shards = await Promise.all(loads);
    const matches = compileFacetFilters(facetFilters);
    return shards.filter((shard): shard is SearchableShard => shard !== null && matches(facetsOf(shard.meta)));
  }

  private loadChunk({ meta }: SearchableShard, chunk: number): Promise<string[]> {
    let chunks = this.chunks.get(meta.tag);
    if (!chunks) this.chunks.set(meta.tag, (chunks = new Map()));
    return cached(chunks, String(chunk), async () => {
      const content = await this.fetchJson(contentChunkFile(meta.tag, chunk));
      if (!Array.isArray(content)) throw new Error(`Search index ${meta.tag}: chunk ${chunk} is not a list`);
      return content as string[];
    });
  }

  /** The section text of a record. */
  async contentOf(shard: SearchableShard, id: number): Promise<string> {
    const chunk = chunkOfRecord(shard.meta.chunkStarts, id);
    return (await this.loadChunk(shard, chunk))[id - shard.meta.chunkStarts[chunk]!] ?? '';
  }

  /**
   * Fetches all section text of these shards, so later queries never wait
   * on the network: once results are shown (`whenIdle`, after them and at
   * low priority), or at once when the index was warmed before any query.
   */
  prefetchContent(shards: SearchableShard[], whenIdle: boolean): void {
    const pending = shards.filter((shard) => !this.prefetchedShards.has(shard.meta.tag));
    if (pending.length === 0) return;
    for (const shard of pending) this.prefetchedShards.add(shard.meta.tag);
    const run = () => {
      for (const shard of pending) {
        shard.meta.chunkStarts.forEach((_, chunk) => {
          this.loadChunk(shard, chunk).catch(() => this.prefetchedShards.delete(shard.meta.tag));
        });
      }
    };
    if (!whenIdle) run();
    else setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3000 }) : run()), 500);
  }
}
