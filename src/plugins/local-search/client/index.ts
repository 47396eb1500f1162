import type { SearchRequest, SearchResponse } from './answer';
import type { LocalSearchEngine } from './engine';
import { INDEX_DIR } from '../format/indexFormat';
import { SearchUnavailable } from './errors';

/**
 * The local search client: the subset of Algolia's `liteClient` that the
 * DocSearch modal and the theme's search page call, answered from the index
 * files shipped with the site. This module is small and loaded with the
 * search bar; the engine (engine.ts: loading, ranking, answering) is fetched on the
 * first search.
 */

export interface LocalSearchConfig {
  /** URL of the index directory, ending with `/`; relative to the site. */
  indexUrl: string;
  /** Origin that hit URLs are made absolute with: DocSearch expects absolute URLs. */
  siteOrigin: string;
}

export interface LocalSearchClient {
  readonly appId: string;
  readonly apiKey: string;
  search(input: unknown): Promise<{ results: SearchResponse[] }>;
  searchForHits(input: unknown): Promise<{ results: SearchResponse[] }>;
  searchForFacets(input: unknown): Promise<{ results: { facetHits: never[]; exhaustiveFacetsCount: true; processingTimeMS: number }[] }>;
  searchForFacetValues(input: unknown): Promise<{ facetHits: never[]; exhaustiveFacetsCount: true; processingTimeMS: number }[]>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
  /** The query of the last search if it failed (index unreachable), else null. */
  getFailedQuery(): string | null;
  /** Calls `listener` whenever getFailedQuery(), getAnswerState() or getAnsweredQuery() changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Where the latest search stands (see AnswerState). */
  getAnswerState(): AnswerState;
  /** The query of the latest search once the index has answered it (`hits` or `empty`), else null. */
  getAnsweredQuery(): string | null;
  /**
   * Starts loading the engine and the shards a search with these filters
   * reads, when the reader shows the intent to search. Never rejects: a
   * failure is met again, and reported, by the search itself.
   */
  warm(facetFilters: unknown): void;
}

/**
 * The latest search: `idle` before any, `pending` until it is answered, then
 * `hits`, `empty` (the index answered with no hits) or `error`. Only `empty`
 * may show a no-results screen.
 */
export type AnswerState = 'idle' | 'pending' | 'hits' | 'empty' | 'error';

/** `params` as the v4 clients send them: a URL-encoded string with JSON values. */
function parseParams(params: unknown): Record<string, unknown> {
  if (params && typeof params === 'object') return params as Record<string, unknown>;
  if (typeof params !== 'string') return {};
  const parsed: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      parsed[key] = JSON.parse(value);
    } catch {
      parsed[key] = value;
    }
  }
  return parsed;
}

/**
 * Both call shapes: `search({requests: [{indexName, query, …}]})` (DocSearch,
 * Algolia v5) and `search([{indexName, params: {…}}])` (algoliasearch-helper).
 */
export function normalizeRequests(input: unknown): SearchRequest[] {
  const list: unknown[] = Array.isArray(input)
    ? input
    : input && typeof input === 'object' && Array.isArray((input as { requests?: unknown }).requests)
      ? (input as { requests: unknown[] }).requests
      : [];
  return list.map((entry) => {
    if (!entry || typeof entry !== 'object') return {};
    const { params, ...rest } = entry as Record<string, unknown>;
    return { ...rest, ...parseParams(params) } as SearchRequest;
  });
}

export function createLocalSearchClient(config: LocalSearchConfig): LocalSearchClient {
  let engine: Promise<LocalSearchEngine> | null = null;
  const getEngine = () => {
    engine ??= import('./engine').then(({ LocalSearchEngine, httpFetchJson }) => new LocalSearchEngine(httpFetchJson(config.indexUrl), config.siteOrigin, true));
    // A failed chunk load (offline) is retried on the next search.
    engine.catch(() => {
      engine = null;
    });
    return engine;
  };
  const warming = new Map<string, Promise<void>>();
  let failedQuery: string | null = null;
  let answerState: AnswerState = 'idle';
  let answeredQuery: string | null = null;
  /** Numbers searches, so that only the latest one sets the answer state. */
  let latestSearch = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const setFailedQuery = (query: string | null) => {
    if (query === failedQuery) return;
    failedQuery = query;
    notify();
  };
  const setAnswerState = (state: AnswerState, query: string | null = null) => {
    if (state === answerState && query === answeredQuery) return;
    answerState = state;
    answeredQuery = query;
    notify();
  };
  const search = async (input: unknown) => {
    const requests = normalizeRequests(input);
    const searchNumber = ++latestSearch;
    const isLatest = () => searchNumber === latestSearch;
    setAnswerState('pending');
    try {
      const searchEngine = await getEngine().catch((error: unknown) => {
        throw new SearchUnavailable(error);
      });
      const results = await Promise.all(requests.map((request) => searchEngine.search(request)));
      if (isLatest()) {
        setFailedQuery(null);
        setAnswerState(results.some((result) => result.hits.length > 0) ? 'hits' : 'empty', results[0]?.query ?? '');
      }
      return { results };
    } catch (error) {
      if (isLatest()) {
        setFailedQuery(typeof requests[0]?.query === 'string' ? requests[0].query : '');
        setAnswerState('error');
      }
      throw error;
    }
  };
  const noFacetHits = { facetHits: [] as never[], exhaustiveFacetsCount: true as const, processingTimeMS: 0 };
  return {
    appId: 'LOCAL',
    apiKey: '',
    search,
    searchForHits: search,
    // Facet value search is not used by DocSearch or the search page.
    searchForFacets: async (input) => ({ results: normalizeRequests(input).map(() => noFacetHits) }),
    searchForFacetValues: async (input) => normalizeRequests(input).map(() => noFacetHits),
    addAlgoliaAgent: () => {},
    // The index may have changed (npm start rebuilds it on every edit): the next search loads it again.
    clearCache: async () => {
      engine = null;
      warming.clear();
    },
    getFailedQuery: () => failedQuery,
    getAnswerState: () => answerState,
    getAnsweredQuery: () => answeredQuery,
    warm: (facetFilters) => {
      // Pointer-over fires on every move across the button: warm each filter set once.
      const key = JSON.stringify(facetFilters ?? null);
      if (warming.has(key)) return;
      const done = getEngine().then((searchEngine) => searchEngine.warm(facetFilters));
      warming.set(key, done);
      done.catch(() => warming.delete(key));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Where a site built with this config serves its index. */
export function localSearchConfig(siteConfig: { url: string; baseUrl: string }): LocalSearchConfig {
  return { indexUrl: `${siteConfig.baseUrl}${INDEX_DIR}/`, siteOrigin: siteConfig.url.replace(/\/$/, '') };
}

const clients = new Map<string, LocalSearchClient>();

/** One client per index, shared by the modal and the search page (one download, one cache). */
export function getLocalSearchClient(config: LocalSearchConfig): LocalSearchClient {
  let client = clients.get(config.indexUrl);
  if (!client) {
    client = createLocalSearchClient(config);
    clients.set(config.indexUrl, client);
  }
  return client;
}

/** An answer without hits, for a request that could not be answered. */
function unanswered(request: SearchRequest): SearchResponse {
  const hitsPerPage = typeof request.hitsPerPage === 'number' ? request.hitsPerPage : 0;
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage,
    processingTimeMS: 0,
    query: typeof request.query === 'string' ? request.query : '',
    params: '',
    index: request.indexName ?? '',
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustive: { nbHits: true, facetsCount: true },
    facets: {},
  };
}

/**
 * The client's search, answering without hits when the index cannot be
 * fetched (the client has noted the failure, and SearchErrorScreen says so).
 * A rejection would surface as an uncaught page error: DocSearch rethrows it,
 * and the search page's library re-emits it as an "error" event nothing
 * listens to.
 */
export function searchWithoutRejections(client: LocalSearchClient): LocalSearchClient['search'] {
  return async (input) => {
    try {
      return await client.search(input);
    } catch {
      return { results: normalizeRequests(input).map(unanswered) };
    }
  };
}
