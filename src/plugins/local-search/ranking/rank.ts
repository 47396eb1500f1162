import { FIELD_WEIGHTS, isApiReference } from '../format/indexFormat';
import { wordSpans } from '../format/text';
import { learnedWords } from './learnedWords';
import { nameMatcher, type NameMatch, type PageNames } from './pageNames';
import { docsWordsFor, PLAIN_FORM_WEIGHT, plainForms, type ReaderQuery } from './readerWords';
import { boostsOf, headingsOf, headingTermsOf, namesOf, pageOfRecords, type SearchableShard, titleRecordOf } from './searchableShard';
import { lowerBound } from './indexTerms';
import { searchShards, type TermSearchResult } from './termSearch';

/**
 * Ranks the records of the shards a search reads for a read query
 * (readerWords.ts): the text search (termSearch.ts, BM25F with the reader's
 * words' alternatives), then what lifts or lowers a hit as a whole: its
 * page's other matches and score, its heading saying the query as a phrase,
 * the page the query names, a page about what the reader wants an
 * alternative to, and repeats of one page.
 */

export interface RankedRecord {
  shard: SearchableShard;
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
/**
 * Where the reference page of the identifier typed (`createTRPCProxyClient`)
 * goes, against the best other hit's score: just below it, second.
 */
const API_PAGE_PLACE = 0.99;
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
/** Fewest words of a heading that a query must quote, side by side, for the heading to gain (quotesHeading). */
const MIN_QUOTED_HEADING_WORDS = 4;

/**
 * Matches a text that has the query's words side by side, in any case,
 * whatever punctuation or spacing is between them; null for a query of
 * fewer than MIN_QUOTED_WORDS words.
 */
function quotePattern(query: string): RegExp | null {
  const words = wordSpans(query).map(({ start, end }) => query.slice(start, end).replace(/\$/g, '\\$'));
  if (words.length < MIN_QUOTED_WORDS) return null;
  // Word characters as wordSpans (format/text.ts) reads them.
  const wordChar = '[\\p{L}\\p{N}_$]';
  const notWordChar = '[^\\p{L}\\p{N}_$]';
  return new RegExp(`(?<!${wordChar})${words.join(`${notWordChar}+`)}(?!${wordChar})`, 'iu');
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
 * Whether the query has all of a heading's words side by side: a pasted
 * error message (`No "query"-procedure on path "addTodo"`) quotes the
 * heading that explains it, with the reader's own names around it, which
 * no section text has side by side (favourQuotingSections).
 */
function quotesHeading(phrase: readonly string[], heading: readonly string[]): boolean {
  if (heading.length < MIN_QUOTED_HEADING_WORDS) return false;
  for (let start = 0; start + heading.length <= phrase.length; start += 1) {
    if (heading.every((term, i) => phrase[start + i] === term)) return true;
  }
  return false;
}

/** Whether any of the shards has an index term. */
function hasTerm(shards: readonly SearchableShard[], term: string): boolean {
  return shards.some(({ meta: { index } }) => index.terms[lowerBound(index.terms, term)] === term);
}

/** The plain forms of a comparative or superlative ("smallest" → small) that the index has. */
function plainFormsIn(shards: readonly SearchableShard[], term: string): [string, number][] {
  // An "-er" word the docs use is a noun more often than a comparative ("server", "router", "user").
  if (term.endsWith('er') && hasTerm(shards, term)) return [];
  return plainForms(term)
    .filter((form) => hasTerm(shards, form))
    .map((form) => [form, PLAIN_FORM_WEIGHT]);
}

/** The records of the shards that match a query, best first. */
export function rank(shards: SearchableShard[], { terms, negated, unwanted, phrase, typing }: ReaderQuery, queryText: string): RankedRecord[] {
  const boosts = shards.map(boostsOf);
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
  const learning = shards.map((shard) => ({ index: shard.meta.index, headings: headingsOf(shard) }));
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
      pageOf: shards.map(pageOfRecords),
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
  // The API reference only for its exact identifier, and less: a guide
  // about the same thing answers better, the reference follows it.
  const matchName = nameMatcher(queryText);
  const identifier = queryText.trim();
  const namedPages = new Map<string, NonNullable<NameMatch>>();
  const listed = new Map(ranked.map((hit) => [`${hit.shard.meta.tag}:${hit.id}`, hit]));
  const best = ranked.reduce((max, hit) => Math.max(max, hit.score), 1);
  for (const shard of shards) {
    shard.meta.pages.forEach(([path], pageIndex) => {
      // The API reference is named only by its identifier as written, case
      // included (`createTRPCProxyClient` is not the type `CreateTRPCProxyClient`).
      const named = isApiReference(path) ? (path.slice(path.lastIndexOf('/') + 1) === identifier ? 'exact' : null) : matchName(namesOf(shard, pageIndex));
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
    const heading = headingTermsOf(hit.shard, hit.id);
    hit.score *= 1 + PHRASE_WEIGHT * phraseShare(heading, phrase);
    if (quotesHeading(phrase, heading)) hit.score *= QUOTE_WEIGHT;
    // The page about the thing searched for opens the list, by its title record.
    const [pageIndex, level] = hit.shard.meta.records[hit.id]!;
    const named = level === 1 ? namedPages.get(hit.page) : undefined;
    if (named && !isApiReference(hit.shard.meta.pages[pageIndex]![0])) hit.score *= PAGE_NAME_BOOST[named];
    // "without express": the Express page is not the answer.
    if (unwantedTerms.size > 0 && isUnwanted(namesOf(hit.shard, pageIndex))) hit.score *= NEGATED_PAGE_WEIGHT;
  }
  // The reference page of the identifier typed comes second: after the best
  // hit, which may be a guide about it (never below the place it has).
  const bestGuide = ranked.reduce((max, hit) => (isApiReference(hit.shard.meta.pages[hit.shard.meta.records[hit.id]![0]]![0]) ? max : Math.max(max, hit.score)), 0);
  for (const hit of ranked) {
    const [pageIndex, level] = hit.shard.meta.records[hit.id]!;
    if (level === 1 && namedPages.has(hit.page) && isApiReference(hit.shard.meta.pages[pageIndex]![0])) hit.score = Math.max(hit.score, bestGuide * API_PAGE_PLACE);
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
 * A pasted error message (`Query "trpc" not found`) is best answered by
 * the section that quotes it, whose words are common ones found all over
 * the docs: among the first hits, whose text is fetched to show them
 * anyway, a section whose text has the query's words side by side gains
 * (the index keeps no word positions). The first hits stay the first hits,
 * only their order changes, so paging through them is unaffected.
 */
export async function favourQuotingSections(ranked: RankedRecord[], query: string, contentOf: (shard: SearchableShard, id: number) => Promise<string>): Promise<void> {
  const quote = quotePattern(query);
  if (!quote) return;
  const firsts = ranked.slice(0, QUOTE_WINDOW);
  const contents = await Promise.all(firsts.map(({ shard, id }) => contentOf(shard, id)));
  let quoted = false;
  firsts.forEach((hit, i) => {
    if (!quote.test(contents[i]!)) return;
    hit.score *= QUOTE_WEIGHT;
    quoted = true;
  });
  if (quoted) ranked.sort((a, b) => b.score - a.score);
}
