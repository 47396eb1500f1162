import type { PackedIndex } from '../format/indexFormat';
import { type Alternative, derivedTerms, lowerBound } from './indexTerms';

/**
 * Full-text search straight over the shipped inverted index (PackedIndex):
 * terms sorted, postings as number arrays. Nothing is built when a shard
 * arrives, so the first answer costs a JSON parse and one lookup per query
 * term. Restoring a MiniSearch instance from the same data (MiniSearch.loadJS)
 * took 1–2 s on a phone-class CPU, longer than everything else of the first
 * search together.
 *
 * Scoring is BM25F over a record's fields (its heading, the headings above
 * it, its text, its code's identifiers): a term's occurrences are weighted by field and normalised
 * by each field's length, then saturated once, so a word in a heading counts
 * more than one in the text without a record gaining twice for having it in
 * both. A query term stands for several index terms (itself, the terms it is
 * a prefix of, near spellings, alternatives from the caller), each with a
 * weight; a record scores by the best of them it has. The sum over query
 * terms is multiplied by the share of the query the record covers, each
 * query term counted by its inverse document frequency: a record holding the
 * rare words of a question beats one holding all of its common ones.
 * Each record's page is scored the same way, as one document made of its
 * records (a field holds the words of its records' field, its length is the
 * sum of theirs; documents and frequencies are counted in pages): a page
 * that answers a question across its sections ("where do I put the database
 * client") shows in its page score even when no one section holds the
 * question's words.
 * Several shards are searched as one index: document counts, field lengths
 * and document frequencies are summed over them, so scores are comparable.
 * A field's length is its number of distinct terms, as MiniSearch, which
 * builds the index, records it. termSearch.test.ts checks all of this
 * against the same formula computed from the documents' own words.
 */


export interface TermSearchOptions {
  /** BM25F weight of each field by name (PackedIndex.fieldIds), e.g. title 3, parents 1.5, content 1. */
  fieldWeights: Record<string, number>;
  /** Whether a term also matches the index terms it is a prefix of. */
  prefix: (term: string, i: number, terms: readonly string[]) => boolean;
  /** Largest edit distance a typo match may have (0: none). */
  maxTypos: (term: string, i: number, terms: readonly string[]) => number;
  /** Weight of a document (by shard and record), 0 to leave it out. */
  boostDocument?: (shard: number, id: number) => number;
  /** Other index terms that stand for a query term (synonyms, learned expansions), with their weights. */
  alternatives?: (term: string) => readonly Alternative[];
  /** Field weights for one query term instead of `fieldWeights` (e.g. text only), if any. */
  termFieldWeights?: (term: string) => Record<string, number> | undefined;
  /** The page of each record, per shard (pages numbered from 0 in each shard), to score pages too. */
  pageOf?: readonly ArrayLike<number>[];
}

export interface TermSearchResult {
  shard: number;
  /** Record index within its shard. */
  id: number;
  score: number;
  /** Index terms that matched (after prefix and typo matching), for highlighting. */
  terms: string[];
  /** Share of the query's weight (inverse document frequency) the record has, 0 to 1. */
  coverage: number;
  /** The record's page (`pageOf`), or -1 without pages. */
  page: number;
  /** Score of the record's page as a whole (0 without pages); no document boost. */
  pageScore: number;
}

export const BM25F = {
  k: 1.2,
  /** Length normalisation (0: none, 1: full), the same for every field. */
  b: 0.75,
  /** BM25+'s floor for a matching record, so a long section is not worth less than none. */
  d: 0.25,
};
/** How much the share of the query a record covers counts: score × coverage^this. */
export const COVERAGE_EXPONENT = 1.5;

interface CorpusStats {
  documents: number;
  averageLength: number[];
}

/**
 * Pages as documents: their number, field lengths and the averages of
 * those, pages numbered across shards; flat arrays, and a scratch area
 * for a term's frequencies per page (most of a query's time is here).
 */
interface PageStats extends CorpusStats {
  fieldCount: number;
  /** Page number (across shards) of each record, per shard. */
  pageOf: Int32Array[];
  /** First page number of each shard. */
  firstPage: number[];
  /** Length of page p's field f at p × fieldCount + f: the sum of its records'. */
  length: Float64Array;
  /** A term's frequency in page p's field f, at p × fieldCount + f (zero between terms). */
  counts: Float64Array;
  /** Pages with a non-zero count, each once. */
  touched: number[];
  isTouched: Uint8Array;
}

function pageStats(shards: readonly PackedIndex[], pageOf: readonly ArrayLike<number>[], fieldCount: number): PageStats {
  const firstPage: number[] = [];
  let documents = 0;
  shards.forEach((_, shard) => {
    firstPage.push(documents);
    let pages = 0;
    for (let id = 0; id < pageOf[shard]!.length; id += 1) pages = Math.max(pages, pageOf[shard]![id]! + 1);
    documents += pages;
  });
  const length = new Float64Array(documents * fieldCount);
  const globalPageOf = shards.map(({ fieldLength }, shard) => {
    const pages = Int32Array.from({ length: fieldLength.length }, (_, id) => firstPage[shard]! + pageOf[shard]![id]!);
    fieldLength.forEach((lengths, id) => lengths.forEach((fieldLength, fieldId) => (length[pages[id]! * fieldCount + fieldId]! += fieldLength ?? 0)));
    return pages;
  });
  const averageLength = Array.from({ length: fieldCount }, (_, fieldId) => {
    let sum = 0;
    for (let page = 0; page < documents; page += 1) sum += length[page * fieldCount + fieldId]!;
    return documents === 0 ? 0 : sum / documents;
  });
  return {
    documents,
    averageLength,
    fieldCount,
    pageOf: globalPageOf,
    firstPage,
    length,
    counts: new Float64Array(documents * fieldCount),
    touched: [],
    isTouched: new Uint8Array(documents),
  };
}

/** Inverse document frequency (BM25's, never negative). */
export const inverseFrequency = (documents: number, documentFrequency: number) => Math.log(1 + (documents - documentFrequency + 0.5) / (documentFrequency + 0.5));

/** BM25F of one term in one record, from its length-normalised, weighted frequency. */
export const bm25f = (idf: number, weightedFrequency: number) => idf * (BM25F.d + (weightedFrequency * (BM25F.k + 1)) / (weightedFrequency + BM25F.k));

/** A field's contribution to a term's weighted frequency in a record. */
export const fieldFrequency = (weight: number, frequency: number, length: number, averageLength: number) =>
  (weight * frequency) / (1 - BM25F.b + (BM25F.b * length) / (averageLength || 1));

/** BM25F of each key (record or page) from its weighted frequencies; document frequency: keys with the term in any field. */
function scoresOf(frequencies: Map<number, number>, documents: number): { scores: Map<number, number>; documentFrequency: number } {
  const idf = inverseFrequency(documents, frequencies.size);
  const scores = new Map<number, number>();
  for (const [key, frequency] of frequencies) if (frequency > 0) scores.set(key, bm25f(idf, frequency));
  return { scores, documentFrequency: frequencies.size };
}

type TermScores = ReturnType<typeof scoresOf>;

/**
 * BM25F of every record that has an index term in a weighted field, by key
 * (shard · 2³² + id), and the number of records that have it at all; with
 * pages, the same of every page (by its number across shards).
 */
function termScores(shards: readonly PackedIndex[], term: string, weights: readonly number[], stats: CorpusStats, pages?: PageStats): { records: TermScores; pages?: TermScores } {
  const frequencies = new Map<number, number>();
  shards.forEach(({ terms, postings, fieldLength }, shard) => {
    const at = lowerBound(terms, term);
    if (terms[at] !== term) return;
    const posting = postings[at]!;
    for (let field = 0; field < posting.length; field += 2 + 2 * posting[field + 1]!) {
      const fieldId = posting[field]!;
      const weight = weights[fieldId] ?? 0;
      const count = posting[field + 1]!;
      let id = 0;
      for (let i = 0; i < count; i += 1) {
        id += posting[field + 2 + i]!;
        const key = shard * 2 ** 32 + id;
        const frequency = posting[field + 2 + count + i]!;
        const contribution = weight === 0 ? 0 : fieldFrequency(weight, frequency, fieldLength[id]![fieldId] ?? 0, stats.averageLength[fieldId]!);
        frequencies.set(key, (frequencies.get(key) ?? 0) + contribution);
        if (pages) {
          // The term's frequency per page and field, summed over its records.
          const page = pages.pageOf[shard]![id]!;
          if (!pages.isTouched[page]) {
            pages.isTouched[page] = 1;
            pages.touched.push(page);
          }
          pages.counts[page * pages.fieldCount + fieldId]! += frequency;
        }
      }
    }
  });
  if (!pages) return { records: scoresOf(frequencies, stats.documents) };
  const pageFrequencies = new Map<number, number>();
  for (const page of pages.touched) {
    let frequency = 0;
    for (let fieldId = 0; fieldId < pages.fieldCount; fieldId += 1) {
      const at = page * pages.fieldCount + fieldId;
      const count = pages.counts[at]!;
      if (count > 0 && weights[fieldId]) frequency += fieldFrequency(weights[fieldId]!, count, pages.length[at]!, pages.averageLength[fieldId]!);
      pages.counts[at] = 0;
    }
    pages.isTouched[page] = 0;
    pageFrequencies.set(page, frequency);
  }
  pages.touched.length = 0;
  return { records: scoresOf(frequencies, stats.documents), pages: scoresOf(pageFrequencies, pages.documents) };
}

interface Match {
  /** Score of each query term in the record or page: weight × BM25F of its best index term. */
  score: number;
  /** Sum of the weights (idf × match weight) of the query terms it has. */
  covered: number;
  terms: Set<string>;
}

/**
 * A query's matches over records or over pages: each query term adds, per
 * key, the best score of an index term standing for it, weighed by its rarity.
 */
class QueryMatches {
  readonly matches = new Map<number, Match>();
  private queryWeight = 0;

  constructor(private readonly documents: number) {}

  /** Adds a query term from the scores of the index terms it stands for, with their weights. */
  add(queryTerm: string, derived: readonly (readonly [term: string, weight: number, scores: TermScores])[], boost?: (key: number) => number): void {
    // Per key: the best score of an index term standing for this query term,
    // the best weight among those it has (for coverage), and all of them (to highlight).
    const best = new Map<number, { score: number; weight: number; terms: string[] }>();
    let ownFrequency = 0;
    for (const [term, weight, { scores, documentFrequency }] of derived) {
      if (term === queryTerm) ownFrequency = documentFrequency;
      for (const [key, score] of scores) {
        const current = best.get(key);
        if (!current) best.set(key, { score: weight * score, weight, terms: [term] });
        else {
          current.score = Math.max(current.score, weight * score);
          current.weight = Math.max(current.weight, weight);
          current.terms.push(term);
        }
      }
    }
    if (best.size === 0) return;
    // A query term weighs what its rarity makes it worth: rare, much; common,
    // little. A word the index lacks (a typo, a word being typed) by the records it finds.
    const idf = inverseFrequency(this.documents, ownFrequency || best.size);
    this.queryWeight += idf;
    for (const [key, { score, weight, terms: found }] of best) {
      const documentBoost = boost ? boost(key) : 1;
      if (!documentBoost) continue;
      const match = this.matches.get(key) ?? { score: 0, covered: 0, terms: new Set<string>() };
      match.score += score * documentBoost;
      match.covered += idf * weight;
      for (const term of found) match.terms.add(term);
      this.matches.set(key, match);
    }
  }

  /** The share of the query's weight a match covers, 0 to 1. */
  coverage(match: Match): number {
    return Math.min(1, match.covered / this.queryWeight);
  }

  /** A match's score: the sum over query terms, times the share of the query it covers. */
  score(match: Match): number {
    return match.score * this.coverage(match) ** COVERAGE_EXPONENT;
  }
}

/** Searches the shards as one index (any query term may match); results best first. */
export function searchShards(shards: readonly PackedIndex[], terms: readonly string[], options: TermSearchOptions): TermSearchResult[] {
  if (shards.length === 0 || terms.length === 0) return [];
  const documents = shards.reduce((sum, shard) => sum + shard.documentCount, 0);
  const fieldIds = shards[0]!.fieldIds;
  const fieldCount = Math.max(...shards.map((shard) => shard.averageFieldLength.length));
  const averageLength = Array.from({ length: fieldCount }, (_, fieldId) =>
    documents === 0 ? 0 : shards.reduce((sum, shard) => sum + (shard.averageFieldLength[fieldId] ?? 0) * shard.documentCount, 0) / documents,
  );
  /** Field weights by field id. */
  const byFieldId = (fieldWeights: Record<string, number>) => {
    const weights = Array.from({ length: fieldCount }, () => 0);
    for (const [field, weight] of Object.entries(fieldWeights)) if (fieldIds[field] !== undefined) weights[fieldIds[field]!] = weight;
    return weights;
  };
  const weights = byFieldId(options.fieldWeights);
  const stats: CorpusStats = { documents, averageLength };
  const pages = options.pageOf ? pageStats(shards, options.pageOf, fieldCount) : undefined;

  const records = new QueryMatches(documents);
  const pageMatches = new QueryMatches(pages?.documents ?? 0);
  const boost = options.boostDocument;
  terms.forEach((queryTerm, i) => {
    const derived = derivedTerms(shards, queryTerm, options.prefix(queryTerm, i, terms), options.maxTypos(queryTerm, i, terms), options.alternatives?.(queryTerm) ?? []);
    const ownWeights = options.termFieldWeights?.(queryTerm);
    const termWeights = ownWeights ? byFieldId(ownWeights) : weights;
    const scored = [...derived].map(([term, weight]) => [term, weight, termScores(shards, term, termWeights, stats, pages)] as const);
    records.add(
      queryTerm,
      scored.map(([term, weight, scores]) => [term, weight, scores.records] as const),
      boost && ((key) => boost(Math.floor(key / 2 ** 32), key % 2 ** 32)),
    );
    if (pages) pageMatches.add(queryTerm, scored.map(([term, weight, scores]) => [term, weight, scores.pages!] as const));
  });

  const results: TermSearchResult[] = [];
  for (const [key, match] of records.matches) {
    const shard = Math.floor(key / 2 ** 32);
    const id = key % 2 ** 32;
    const pageMatch = pages && pageMatches.matches.get(pages.pageOf[shard]![id]!);
    const page = pages ? pages.pageOf[shard]![id]! - pages.firstPage[shard]! : -1;
    results.push({
      shard,
      id,
      score: records.score(match),
      terms: [...match.terms],
      coverage: records.coverage(match),
      page,
      pageScore: pageMatch ? pageMatches.score(pageMatch) : 0,
    });
  }
  return results.sort((a, b) => b.score - a.score);
}
