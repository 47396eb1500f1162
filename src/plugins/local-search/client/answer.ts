import type { RankedRecord } from '../ranking/rank';
import type { SearchableShard } from '../ranking/searchableShard';
import { type AlgoliaHit, toAlgoliaHit } from './algoliaHit';
import { highlightTags } from './highlight';
import { facetsOf } from './shardLoader';

/**
 * A search request as Algolia's clients send it, and the answer in
 * Algolia's response format, made from the ranked records.
 */

export interface SearchRequest {
  indexName?: string;
  query?: unknown;
  facetFilters?: unknown;
  hitsPerPage?: unknown;
  page?: unknown;
  facets?: unknown;
  highlightPreTag?: unknown;
  highlightPostTag?: unknown;
  snippetEllipsisText?: unknown;
  attributesToSnippet?: unknown;
  type?: unknown;
  /** Algolia's `distinct`: truthy for one hit per page (the search page asks so). */
  distinct?: unknown;
}

export interface SearchResponse {
  hits: AlgoliaHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  exhaustive: { nbHits: true; facetsCount: true };
  facets: Record<string, Record<string, number>>;
}

/** Longest query looked at: longer input is cut, not rejected. */
export const MAX_QUERY_LENGTH = 256;
const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 100;
/** Snippet length when the request does not ask (the search page), in words. */
const DEFAULT_SNIPPET_WORDS = 24;

function toInteger(value: unknown, fallback: number, min: number, max: number): number {
  const number = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(number)));
}

/** Words per content snippet from `attributesToSnippet: ['content:15']`. */
function snippetWords(attributesToSnippet: unknown): number {
  const list = Array.isArray(attributesToSnippet) ? attributesToSnippet : [attributesToSnippet];
  for (const entry of list) {
    const match = typeof entry === 'string' ? /^content:(\d+)$/.exec(entry) : null;
    if (match) return toInteger(match[1], DEFAULT_SNIPPET_WORDS, 1, 200);
  }
  return DEFAULT_SNIPPET_WORDS;
}

function requestedFacets(facets: unknown): string[] {
  const list = Array.isArray(facets) ? facets : typeof facets === 'string' ? [facets] : [];
  const names = list.filter((facet): facet is string => typeof facet === 'string');
  return names.includes('*') ? ['docusaurus_tag', 'language', 'version'] : names;
}

/** What a request asks for, read safely from whatever it holds. */
export interface ReadRequest {
  /** The query as typed, cut to MAX_QUERY_LENGTH. */
  query: string;
  hitsPerPage: number;
  page: number;
}

export function readRequest(request: SearchRequest): ReadRequest {
  return {
    query: (typeof request.query === 'string' ? request.query : '').slice(0, MAX_QUERY_LENGTH),
    hitsPerPage: toInteger(request.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE),
    page: toInteger(request.page, 0, 0, 1000),
  };
}

/** The best record of each page, in rank order. */
function bestOfEachPage(ranked: RankedRecord[]): RankedRecord[] {
  const seen = new Set<string>();
  return ranked.filter(({ page }) => !seen.has(page) && seen.add(page));
}

/**
 * The answer to a request from its ranked records; `contentOf` fetches the
 * text of the hits shown. Counts are of pages (documents), whether the hits
 * are sections (the modal) or one per page (`distinct`, the search page): the
 * modal's "See all N results" and the page's "N documents found" say the same.
 */
export async function answer(
  request: SearchRequest,
  { query, hitsPerPage, page }: ReadRequest,
  ranked: RankedRecord[],
  options: {
    /** The query as the request sent it (echoed back). */
    sentQuery: string;
    /** Number of query terms searched, for the highlight's match level. */
    queryTermCount: number;
    /** Origin that hit URLs (paths with the base URL) are made absolute with. */
    siteOrigin: string;
    contentOf: (shard: SearchableShard, id: number) => Promise<string>;
    started: number;
  },
): Promise<SearchResponse> {
  const pages = bestOfEachPage(ranked);
  const listed = request.distinct ? pages : ranked;
  const pageOfRanked = listed.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const tags = highlightTags(request.highlightPreTag, request.highlightPostTag);
  const ellipsis = typeof request.snippetEllipsisText === 'string' ? request.snippetEllipsisText : '…';
  const words = snippetWords(request.attributesToSnippet);
  const hits = await Promise.all(
    pageOfRanked.map(async ({ shard, id, terms: matchedTerms }) => {
      const [pageIndex, level, anchor, lvl2, lvl3] = shard.meta.records[id]!;
      const [path, lvl0, lvl1] = shard.meta.pages[pageIndex]!;
      const content = await options.contentOf(shard, id);
      return toAlgoliaHit(
        {
          objectID: `${shard.meta.tag}:${id}`,
          pageUrl: `${options.siteOrigin}${path}`,
          anchor,
          level,
          lvl0,
          lvl1,
          lvl2,
          lvl3,
          content,
          language: shard.meta.language,
          tag: shard.meta.tag,
          version: shard.meta.version,
        },
        {
          matcher: { terms: new Set(matchedTerms), queryTermCount: options.queryTermCount },
          tags,
          snippetWords: words,
          ellipsis,
        },
      );
    }),
  );

  const facets: Record<string, Record<string, number>> = {};
  for (const facet of requestedFacets(request.facets)) {
    const counts: Record<string, number> = {};
    for (const { shard } of pages) {
      const value = facetsOf(shard.meta)[facet];
      if (value) counts[value] = (counts[value] ?? 0) + 1;
    }
    facets[facet] = counts;
  }

  return {
    hits,
    nbHits: pages.length,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(listed.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Date.now() - options.started,
    query: options.sentQuery,
    params: '',
    index: request.indexName ?? '',
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustive: { nbHits: true, facetsCount: true },
    facets,
  };
}
