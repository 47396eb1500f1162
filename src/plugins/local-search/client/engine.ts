import { chunkOfRecord, contentChunkFile, FIELD_WEIGHTS, INDEX_FORMAT, isApiReference, type Manifest, MANIFEST_FILE, shardIndexFile, type ShardIndex } from '../indexFiles';

import { queryTerms, wordSpans } from '../text';
import { nameMatcher, type NameMatch, type PageNames, pageNames } from './pageNames';
import { type AlgoliaHit, toAlgoliaHit } from './algoliaHit';
import { IndexFileMissing, SearchUnavailable } from './errors';
import { compileFacetFilters, type Facets, tagsAllowedBy } from './facetFilters';
import { highlightTags } from './highlight';
import { docsWordsFor, PLAIN_FORM_WEIGHT, plainForms, type ReaderQuery, readQuery } from './readerWords';
import { type HeadingVocabulary, headingVocabulary, learnedWords } from './learnedWords';
import { lowerBound, searchShards, type TermSearchResult } from './termSearch';

/**
 * The search engine behind the local Algolia-compatible client: loads the
 * shards a request's facet filters can match, searches them (termSearch.ts) and
 * answers in Algolia's response format.
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
/** Most query terms looked up; each term costs a fuzzy walk of the index. */
const MAX_QUERY_TERMS = 12;
const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 100;
/** Snippet length when the request does not ask (the search page), in words. */
const DEFAULT_SNIPPET_WORDS = 24;

interface LoadedShard {
  meta: ShardIndex;
  /** Names of each page (see pageNames.ts), worked out on first use. */
  names: (PageNames | undefined)[];
  /** Title record of each page, worked out on first use. */
  titleRecords?: Map<number, number>;
  facets: Facets;
  chunks: Map<string, Promise<string[]>>;
  /** Ranking weight of each record (recordBoost), worked out on first search. */
  boosts?: Float32Array;
  /** Terms of each record's heading, in order, worked out on first use. */
  headingTerms: (string[] | undefined)[];
  /** Heading words of each record, to learn what a reader's word stands for (learnedWords.ts), worked out on first search. */
  headings?: HeadingVocabulary;
  /** Page of each record, to score pages as wholes (termSearch.ts), worked out on first search. */
  pageOf?: Int32Array;
}

interface RankedRecord {
  shard: LoadedShard;
  /** Record index within its shard. */
  id: number;
  /** Index terms that matched, for highlighting. */
  terms: string[];
  /** Score of the text search alone. */
  textScore: number;
  /** Score of its page as a whole (termSearch.ts), with the record's boost. */
  pageScore: number;
  score: number;
  /** `tag:page`, to group the hits of a page. */
  page: string;
}

/** How much a hit gains from other matching sections of its page (see rank()). */
const PAGE_MATCH_WEIGHT = 0.6;
/**
 * How much a hit gains from the score of its page as a whole (termSearch.ts),
 * against the best page's: a page that answers the question across its
 * sections ranks its best section higher than a passing mention elsewhere.
 */
const PAGE_SCORE_WEIGHT = 1;
/**
 * How much a hit gains when its heading says the query as a phrase: × (1 +
 * this × share of the query's word pairs the heading has side by side), so a
 * heading that is exactly the query doubles (Algolia's "exact" criterion).
 */
const PHRASE_WEIGHT = 1;
/** Weight of a page whose title names what the reader wants an alternative to ("without express"). */
const NEGATED_PAGE_WEIGHT = 0.3;
/** Field weights of a negated term: it counts in a section's text only. */
const TEXT_ONLY = { content: FIELD_WEIGHTS.content };
/** How much a page title gains when the query names the page, as written or as a reader says it. */
const PAGE_NAME_BOOST: Record<NonNullable<NameMatch>, number> = { exact: 8, loose: 5, within: 1 };
/** Score of a named page's title that the text search missed, against the best hit. */
const NAMED_PAGE_SCORE: Record<NonNullable<NameMatch>, number> = { exact: 1, loose: 1, within: 0.5 };
/**
 * Each further hit of a page counts this much less, so one page's sections
 * do not fill the list before the next page shows (DocSearch lists hits by page).
 */
const REPEAT_PAGE_DECAY = 0.6;
/** Fewest words of a query looked for side by side in section text (favourQuotingSections). */
const MIN_QUOTED_WORDS = 3;
/** Hits whose section text is looked at for the query's words side by side. */
const QUOTE_WINDOW = 20;
/** How much a section whose text has the query's words side by side gains. */
const QUOTE_WEIGHT = 2;

/**
 * Matches a text that has the query's words side by side, in any case,
 * whatever punctuation or spacing is between them; null for a query of
 * fewer than MIN_QUOTED_WORDS words.
 */
function quotePattern(query: string): RegExp | null {
  const words = wordSpans(query).map(({ start, end }) => query.slice(start, end).replace(/\$/g, '\\$'));
  if (words.length < MIN_QUOTED_WORDS) return null;
  // Word characters as wordSpans (text.ts) reads them.
  const wordChar = '[\\p{L}\\p{N}_$]';
  const notWordChar = '[^\\p{L}\\p{N}_$]';
  return new RegExp(`(?<!${wordChar})${words.join(`${notWordChar}+`)}(?!${wordChar})`, 'iu');
}

/** Searched when warming up: a prefix and a typo match, as typed queries have. */
const WARM_UP_QUERY = 'procedur rout';

/** Weight of API reference records against guides (1). */
const API_REFERENCE_WEIGHT = 0.45;

/** The record of a page's title (level 1), by page. */
function titleRecordOf(shard: LoadedShard, page: number): number | undefined {
  shard.titleRecords ??= new Map(shard.meta.records.flatMap(([recordPage, level], id) => (level === 1 ? [[recordPage, id] as const] : [])));
  return shard.titleRecords.get(page);
}

function namesOf(shard: LoadedShard, page: number): PageNames {
  let names = shard.names[page];
  if (!names) {
    const [path, , title] = shard.meta.pages[page]!;
    names = pageNames(title, path);
    shard.names[page] = names;
  }
  return names;
}

/** The heading a record stands for: its h3, h2 or page title. */
function headingOf(shard: ShardIndex, id: number): string {
  const [page, level, , lvl2, lvl3] = shard.records[id]!;
  return (level === 3 ? lvl3 : level === 2 ? lvl2 : shard.pages[page]![2]) ?? '';
}

function headingTermsOf(shard: LoadedShard, id: number): string[] {
  let terms = shard.headingTerms[id];
  if (!terms) {
    terms = queryTerms(headingOf(shard.meta, id));
    shard.headingTerms[id] = terms;
  }
  return terms;
}

/**
 * How much of a query a heading says as a phrase: the share of the query's
 * neighbouring word pairs it has side by side (a one-word query: whether it
 * is the whole heading).
 */
function phraseShare(heading: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 1) return heading.length === 1 && heading[0] === phrase[0] ? 1 : 0;
  const pairs = new Set<string>();
  for (let i = 1; i < heading.length; i += 1) pairs.add(`${heading[i - 1]} ${heading[i]}`);
  let found = 0;
  for (let i = 1; i < phrase.length; i += 1) if (pairs.has(`${phrase[i - 1]} ${phrase[i]}`)) found += 1;
  return phrase.length > 1 ? found / (phrase.length - 1) : 0;
}

/**
 * Guides are what most searches are after; the API reference and the blog
 * answer fewer of them, so on equal text they rank lower. Page titles rank a
 * little above sections, as DocSearch's lvl1 records do.
 */
function recordBoost(path: string, tag: string, level: number): number {
  const pageWeight = isApiReference(path) ? API_REFERENCE_WEIGHT : tag.startsWith('docs-') ? 1 : path.includes('/blog/') ? 0.6 : 0.5;
  return pageWeight * (level === 1 ? 1.25 : 1);
}

/** Whether any of the shards has an index term. */
function hasTerm(shards: readonly LoadedShard[], term: string): boolean {
  return shards.some(({ meta: { index } }) => index.terms[lowerBound(index.terms, term)] === term);
}

/** The plain forms of a comparative or superlative ("smallest" → small) that the index has. */
function plainFormsIn(shards: readonly LoadedShard[], term: string): [string, number][] {
  // An "-er" word the docs use is a noun more often than a comparative ("server", "router", "user").
  if (term.endsWith('er') && hasTerm(shards, term)) return [];
  return plainForms(term)
    .filter((form) => hasTerm(shards, form))
    .map((form) => [form, PLAIN_FORM_WEIGHT]);
}

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

export class LocalSearchEngine {
  private manifest: Promise<Manifest> | null = null;
  private readonly shards = new Map<string, Promise<LoadedShard | null>>();

  constructor(
    private readonly fetchJson: FetchJson,
    /** Origin that hit URLs (paths with the base URL) are made absolute with. */
    private readonly siteOrigin: string,
    /** Whether to fetch all section text of loaded shards on warm-up or once results are shown (browser). */
    private readonly prefetch = false,
  ) {}

  /** Caches successful loads only, so a failed fetch is retried on the next keystroke. */
  private cached<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    let promise = cache.get(key);
    if (!promise) {
      promise = load();
      cache.set(key, promise);
      promise.catch(() => cache.delete(key));
    }
    return promise;
  }

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

  private loadShard(tag: string): Promise<LoadedShard | null> {
    return this.cached(this.shards, tag, async () => {
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
      return { meta, names: [], headingTerms: [], facets: { docusaurus_tag: meta.tag, language: meta.language, version: meta.version }, chunks: new Map() };
    });
  }

  /** Ranking weight of each record of a shard: guides over API reference and blog. */
  private boostsOf(shard: LoadedShard): Float32Array {
    shard.boosts ??= Float32Array.from(shard.meta.records, ([page, level]) => recordBoost(shard.meta.pages[page]![0], shard.meta.tag, level));
    return shard.boosts;
  }

  private readonly prefetchedShards = new Set<string>();
  /** Whether a query has asked for hits yet (warm-up queries do not count). */
  private queried = false;

  /**
   * Fetches all section text of these shards, so later queries never wait
   * on the network: once results are shown (`whenIdle`, after them and at
   * low priority), or at once when the index was warmed before any query.
   */
  private prefetchContent(shards: LoadedShard[], whenIdle: boolean): void {
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

  private loadChunk(shard: LoadedShard, chunk: number): Promise<string[]> {
    const key = String(chunk);
    return this.cached(shard.chunks, key, async () => {
      const content = await this.fetchJson(contentChunkFile(shard.meta.tag, chunk));
      if (!Array.isArray(content)) throw new Error(`Search index ${shard.meta.tag}: chunk ${chunk} is not a list`);
      return content as string[];
    });
  }

  /** The section text of a record. */
  private async contentOf(shard: LoadedShard, id: number): Promise<string> {
    const chunk = chunkOfRecord(shard.meta.chunkStarts, id);
    return (await this.loadChunk(shard, chunk))[id - shard.meta.chunkStarts[chunk]!] ?? '';
  }

  /**
   * A pasted error message (`Query "trpc" not found`) is best answered by
   * the section that quotes it, whose words are common ones found all over
   * the docs: among the first hits, whose text is fetched to show them
   * anyway, a section whose text has the query's words side by side gains
   * (the index keeps no word positions). The first hits stay the first hits,
   * only their order changes, so paging through them is unaffected.
   */
  private async favourQuotingSections(ranked: RankedRecord[], query: string): Promise<void> {
    const quote = quotePattern(query);
    if (!quote) return;
    const firsts = ranked.slice(0, QUOTE_WINDOW);
    const contents = await Promise.all(firsts.map(({ shard, id }) => this.contentOf(shard, id)));
    let quoted = false;
    firsts.forEach((hit, i) => {
      if (!quote.test(contents[i]!)) return;
      hit.score *= QUOTE_WEIGHT;
      quoted = true;
    });
    if (quoted) ranked.sort((a, b) => b.score - a.score);
  }

  /** Shards the filters can match; with `loadMissing` false, only those already loaded. */
  private async shardsFor(facetFilters: unknown, loadMissing: boolean): Promise<LoadedShard[]> {
    const tags = tagsAllowedBy(facetFilters) ?? new Set((await this.loadManifest()).tags);
    const loads = [...tags].filter((tag) => loadMissing || this.shards.has(tag)).map((tag) => this.loadShard(tag));
    const shards = await Promise.all(loads);
    const matches = compileFacetFilters(facetFilters);
    return shards.filter((shard): shard is LoadedShard => shard !== null && matches(shard.facets));
  }

  private rank(shards: LoadedShard[], { terms, negated, unwanted, phrase, typing }: ReaderQuery, queryText: string): RankedRecord[] {
    const boosts = shards.map((shard) => this.boostsOf(shard));
    // Any word may match, but a section counts for the share of the query it
    // covers, each word weighed by its rarity (termSearch.ts): a reader's
    // question carries words no section repeats ("how do I show zod
    // errors…"), which requiring every word would turn into no hit or a
    // passing mention.
    const negatedTerms = new Set(negated);
    const unwantedTerms = new Set(unwanted);
    const wantedTerms = new Set(terms.filter((term) => !unwantedTerms.has(term)));
    // A page is about what the reader wants an alternative to when at least
    // half of its title's topic says it ("Express adapter", "React Query
    // integration"), not when one word of it does ("Server-Side Calls" for
    // "without starting a server"), nor when its title has what the reader wants too.
    const isUnwanted = ({ topic }: PageNames) =>
      topic.filter((term) => unwantedTerms.has(term)).length * 2 >= topic.length && topic.length > 0 && !topic.some((term) => wantedTerms.has(term));
    const learning = shards.map((shard) => ({ index: shard.meta.index, headings: (shard.headings ??= headingVocabulary(shard.meta)) }));
    const results = searchShards(
      shards.map((shard) => shard.meta.index),
      [...terms, ...negated],
      {
        fieldWeights: FIELD_WEIGHTS,
        // "without react": React counts where a section's text compares, not in its heading.
        termFieldWeights: (term) => (negatedTerms.has(term) ? TEXT_ONLY : undefined),
        // As you type, the last word is unfinished; longer words are often
        // the stem of a longer one ("invalidat" → "invalidateQueries").
        prefix: (term) => term === typing || term.length >= 5,
        maxTypos: (term) => (term.length >= 5 ? Math.min(2, Math.round(term.length * 0.2)) : 0),
        boostDocument: (shard, id) => boosts[shard]![id] ?? 1,
        // The docs' words for a reader's: learned from the docs ("cancel" →
        // abort, learnedWords.ts) or general vocabulary ("admin" → authorization, readerWords.ts).
        alternatives: (term) => [...docsWordsFor(term), ...learnedWords(learning, term), ...plainFormsIn(shards, term)],
        pageOf: shards.map((shard) => (shard.pageOf ??= Int32Array.from(shard.meta.records, ([page]) => page))),
      },
    );
    const ranked: RankedRecord[] = results.map((result: TermSearchResult) => {
      const shard = shards[result.shard]!;
      const page = `${shard.meta.tag}:${shard.meta.records[result.id]![0]}`;
      return { shard, id: result.id, terms: result.terms, textScore: result.score, score: result.score, page, pageScore: result.pageScore * boosts[result.shard]![result.id]! };
    });
    // A page named by the query is listed even when its text lacks a word of
    // the query ("faq", "deploy to aws lambda"): its title record joins the
    // hits with the best text score, and the name boost below puts it first.
    // Not the API reference: its pages are named after every identifier, and a
    // guide about the same thing answers better (the reference still follows).
    const matchName = nameMatcher(queryText);
    const namedPages = new Map<string, NonNullable<NameMatch>>();
    const listed = new Map(ranked.map((hit) => [`${hit.shard.meta.tag}:${hit.id}`, hit]));
    const best = ranked.reduce((max, hit) => Math.max(max, hit.score), 1);
    for (const shard of shards) {
      shard.meta.pages.forEach(([path], pageIndex) => {
        const named = isApiReference(path) ? null : matchName(namesOf(shard, pageIndex));
        if (!named) return;
        const page = `${shard.meta.tag}:${pageIndex}`;
        namedPages.set(page, named);
        const id = titleRecordOf(shard, pageIndex);
        if (id === undefined) return;
        const score = best * NAMED_PAGE_SCORE[named];
        // Listed already for a word of its text (its description says "log"): never lower than if it were not.
        const hit = listed.get(`${shard.meta.tag}:${id}`);
        if (hit) hit.textScore = hit.score = Math.max(hit.textScore, score);
        else ranked.push({ shard, id, terms: [], textScore: score, score, page, pageScore: 0 });
      });
    }
    // A page that matches in several sections answers better than a passing
    // mention: each hit gains with the log of its page's other matches.
    const pageTotals = new Map<string, number>();
    for (const { page, score } of ranked) pageTotals.set(page, (pageTotals.get(page) ?? 0) + score);
    const bestPage = ranked.reduce((max, hit) => Math.max(max, hit.pageScore), 0);
    for (const hit of ranked) {
      const others = pageTotals.get(hit.page)! - hit.textScore;
      hit.score = hit.textScore * (1 + PAGE_MATCH_WEIGHT * Math.log1p(others / hit.textScore));
      // A page about the question as a whole lifts its sections, up to ×2 for the best page.
      if (bestPage > 0) hit.score *= 1 + PAGE_SCORE_WEIGHT * (hit.pageScore / bestPage);
      // "wsLink" should open with the wsLink page, not its "wsLink options" section.
      hit.score *= 1 + PHRASE_WEIGHT * phraseShare(headingTermsOf(hit.shard, hit.id), phrase);
      // The page about the thing searched for opens the list, by its title record.
      const [pageIndex, level] = hit.shard.meta.records[hit.id]!;
      const named = level === 1 ? namedPages.get(hit.page) : undefined;
      if (named) hit.score *= PAGE_NAME_BOOST[named];
      // "without express": the Express page is not the answer.
      if (unwantedTerms.size > 0 && isUnwanted(namesOf(hit.shard, pageIndex))) hit.score *= NEGATED_PAGE_WEIGHT;
    }
    ranked.sort((a, b) => b.score - a.score);
    const seen = new Map<string, number>();
    for (const hit of ranked) {
      const earlier = seen.get(hit.page) ?? 0;
      hit.score *= REPEAT_PAGE_DECAY ** earlier;
      seen.set(hit.page, earlier + 1);
    }
    return ranked.sort((a, b) => b.score - a.score);
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
      const shards = await this.shardsFor(facetFilters, true);
      for (const shard of shards) {
        // What the first query would otherwise work out on the spot.
        this.boostsOf(shard);
        shard.headings ??= headingVocabulary(shard.meta);
        shard.meta.pages.forEach((_, page) => {
          namesOf(shard, page);
          titleRecordOf(shard, page);
        });
      }
      // A query nobody sees: the browser compiles the search code now rather
      // than on the reader's first query (it takes longer than the search).
      const [top] = this.rank(shards, readQuery(WARM_UP_QUERY), WARM_UP_QUERY);
      if (top) {
        const heading = headingOf(top.shard.meta, top.id);
        const [pageIndex, level, anchor, lvl2, lvl3] = top.shard.meta.records[top.id]!;
        const [path, lvl0, lvl1] = top.shard.meta.pages[pageIndex]!;
        toAlgoliaHit(
          { objectID: '', pageUrl: path, anchor, level, lvl0, lvl1, lvl2, lvl3, content: `${heading} ${heading}`, language: '', tag: '', version: null },
          { matcher: { terms: new Set(top.terms), queryTermCount: 2 }, tags: highlightTags(undefined, undefined), snippetWords: 3, ellipsis: '…' },
        );
      }
      if (this.prefetch && !this.queried) this.prefetchContent(shards, false);
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
    const query = typeof request.query === 'string' ? request.query : '';
    const read = readQuery(query.slice(0, MAX_QUERY_LENGTH));
    const terms = read.terms.slice(0, MAX_QUERY_TERMS);
    const negated = read.negated.slice(0, MAX_QUERY_TERMS - terms.length);
    const hitsPerPage = toInteger(request.hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
    const page = toInteger(request.page, 0, 0, 1000);

    // Count-only requests (the search page's facet counts) must not pull in
    // shards of other versions: they are answered from what is loaded.
    if (terms.length > 0 && hitsPerPage > 0) this.queried = true;
    const shards = terms.length === 0 || request.type === 'facet' ? [] : await this.shardsFor(request.facetFilters, hitsPerPage > 0);
    const ranked = shards.length === 0 ? [] : this.rank(shards, { ...read, terms, negated }, query.slice(0, MAX_QUERY_LENGTH));
    if (hitsPerPage > 0) await this.favourQuotingSections(ranked, query.slice(0, MAX_QUERY_LENGTH));
    const pageOfRanked = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);

    const tags = highlightTags(request.highlightPreTag, request.highlightPostTag);
    const ellipsis = typeof request.snippetEllipsisText === 'string' ? request.snippetEllipsisText : '…';
    const words = snippetWords(request.attributesToSnippet);
    const hits = await Promise.all(
      pageOfRanked.map(async ({ shard, id, terms: matchedTerms }) => {
        const [pageIndex, level, anchor, lvl2, lvl3] = shard.meta.records[id]!;
        const [path, lvl0, lvl1] = shard.meta.pages[pageIndex]!;
        const content = await this.contentOf(shard, id);
        return toAlgoliaHit(
          {
            objectID: `${shard.meta.tag}:${id}`,
            pageUrl: `${this.siteOrigin}${path}`,
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
            matcher: { terms: new Set(matchedTerms), queryTermCount: terms.length },
            tags,
            snippetWords: words,
            ellipsis,
          },
        );
      }),
    );

    if (hits.length > 0 && this.prefetch) this.prefetchContent(shards, true);

    const facets: Record<string, Record<string, number>> = {};
    for (const facet of requestedFacets(request.facets)) {
      const counts: Record<string, number> = {};
      for (const { shard } of ranked) {
        const value = shard.facets[facet];
        if (value) counts[value] = (counts[value] ?? 0) + 1;
      }
      facets[facet] = counts;
    }

    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Date.now() - started,
      query,
      params: '',
      index: request.indexName ?? '',
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustive: { nbHits: true, facetsCount: true },
      facets,
    };
  }
}
