import { favourQuotingSections, rank } from '../ranking/rank';
import { readQuery } from '../ranking/readerWords';
import { headingOf, prepareShard } from '../ranking/searchableShard';
import { toAlgoliaHit } from './algoliaHit';
import { answer, readRequest, type SearchRequest, type SearchResponse } from './answer';
import { SearchUnavailable } from './errors';
import { highlightTags } from './highlight';
import { type FetchJson, ShardLoader } from './shardLoader';

// The client loads this module (and all it imports) in one dynamic import.
export { httpFetchJson } from './shardLoader';

/**
 * The search engine behind the local Algolia-compatible client, in three
 * steps that pass one another the shards as SearchableShard: loading the
 * shards a request's facet filters can match (shardLoader.ts), ranking
 * their records (../ranking/rank.ts), and answering in Algolia's response
 * format (answer.ts).
 */

/** Most query terms looked up; each term costs a fuzzy walk of the index. */
const MAX_QUERY_TERMS = 12;

/** Searched when warming up: a prefix and a typo match, as typed queries have. */
const WARM_UP_QUERY = 'procedur rout';

export class LocalSearchEngine {
  private readonly loader: ShardLoader;
  /** Whether a query has asked for hits yet (warm-up queries do not count). */
  private queried = false;

  constructor(
    fetchJson: FetchJson,
    /** Origin that hit URLs (paths with the base URL) are made absolute with. */
    private readonly siteOrigin: string,
    /** Whether to fetch all section text of loaded shards on warm-up or once results are shown (browser). */
    private readonly prefetch = false,
  ) {
    this.loader = new ShardLoader(fetchJson);
  }

  /**
   * Fetches the shards a search with these filters reads and prepares them,
   * so the first query finds everything in memory. Rejects like search().
   * When no query has come in meanwhile, the shards' section text is fetched
   * too: the reader opened search and has not typed yet, and the first
   * answer would otherwise wait for the text of its hits. A query that came
   * first fetches the text of its own hits, and the rest after its answer,
   * so a reader typing at once does not share the network with the rest.
   */
  async warm(facetFilters: unknown): Promise<void> {
    try {
      const shards = await this.loader.shardsFor(facetFilters, true);
      shards.forEach(prepareShard);
      // A query nobody sees: the browser compiles the search code now rather
      // than on the reader's first query (it takes longer than the search).
      const [top] = rank(shards, readQuery(WARM_UP_QUERY), WARM_UP_QUERY);
      if (top) {
        const heading = headingOf(top.shard.meta, top.id);
        const [pageIndex, level, anchor, lvl2, lvl3] = top.shard.meta.records[top.id]!;
        const [path, lvl0, lvl1] = top.shard.meta.pages[pageIndex]!;
        toAlgoliaHit(
          { objectID: '', pageUrl: path, anchor, level, lvl0, lvl1, lvl2, lvl3, content: `${heading} ${heading}`, language: '', tag: '', version: null },
          { matcher: { terms: new Set(top.terms), queryTermCount: 2 }, tags: highlightTags(undefined, undefined), snippetWords: 3, ellipsis: '…' },
        );
      }
      if (this.prefetch && !this.queried) this.loader.prefetchContent(shards, false);
    } catch (error) {
      throw error instanceof SearchUnavailable ? error : new SearchUnavailable(error);
    }
  }

  /** Answers one request; any failure to load the index rejects with SearchUnavailable. */
  async search(request: SearchRequest): Promise<SearchResponse> {
    try {
      return await this.answer(request);
    } catch (error) {
      throw error instanceof SearchUnavailable ? error : new SearchUnavailable(error);
    }
  }

  private async answer(request: SearchRequest): Promise<SearchResponse> {
    const started = Date.now();
    const read = readRequest(request);
    const reader = readQuery(read.query);
    const terms = reader.terms.slice(0, MAX_QUERY_TERMS);
    const negated = reader.negated.slice(0, MAX_QUERY_TERMS - terms.length);

    // Count-only requests (the search page's facet counts) must not pull in
    // shards of other versions: they are answered from what is loaded.
    if (terms.length > 0 && read.hitsPerPage > 0) this.queried = true;
    const shards = terms.length === 0 || request.type === 'facet' ? [] : await this.loader.shardsFor(request.facetFilters, read.hitsPerPage > 0);
    const ranked = shards.length === 0 ? [] : rank(shards, { ...reader, terms, negated }, read.query);
    const contentOf = this.loader.contentOf.bind(this.loader);
    if (read.hitsPerPage > 0) await favourQuotingSections(ranked, read.query, contentOf);
    const response = await answer(request, read, ranked, {
      sentQuery: typeof request.query === 'string' ? request.query : '',
      queryTermCount: terms.length,
      siteOrigin: this.siteOrigin,
      contentOf,
      started,
    });
    if (response.hits.length > 0 && this.prefetch) this.loader.prefetchContent(shards, true);
    return response;
  }
}
