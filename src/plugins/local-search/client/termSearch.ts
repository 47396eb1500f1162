import type { PackedIndex } from '../indexFiles';

/**
 * Full-text search straight over the shipped inverted index (PackedIndex):
 * terms sorted, postings as number arrays. Nothing is built when a shard
 * arrives, so the first answer costs a JSON parse and one lookup per query
 * term. Restoring a MiniSearch instance from the same data (MiniSearch.loadJS)
 * took 1–2 s on a phone-class CPU, longer than everything else of the first
 * search together.
 *
 * Scoring is MiniSearch 7's, which built the index and which the ranking
 * rules of engine.ts were tuned on: BM25+ per field (k 1.2, b 0.7, d 0.5),
 * times the field's boost and the document's; prefix matches weigh
 * 0.375·len/(len + 0.3·extra letters), typo matches 0.45·len/(len +
 * distance); the sum is multiplied by the number of query terms matched.
 * Several shards are searched as one index: document counts, field lengths
 * and term frequencies are summed over them, so scores are comparable.
 */

export interface TermSearchOptions {
  /** Weight of each field by id (PackedIndex.fieldIds), e.g. title 3, parents 2, content 1. */
  fieldBoosts: Record<string, number>;
  combineWith: 'AND' | 'OR';
  /** Whether a term also matches the index terms it is a prefix of. */
  prefix: (term: string, i: number, terms: readonly string[]) => boolean;
  /** Largest edit distance a typo match may have (0: none). */
  maxTypos: (term: string, i: number, terms: readonly string[]) => number;
  /** Weight of a document (by shard and record), 0 to leave it out. */
  boostDocument?: (shard: number, id: number) => number;
  /** Other index terms that stand for a query term (its synonyms), matched exactly at SYNONYM_WEIGHT. */
  alternatives?: (term: string) => readonly string[];
}

export interface TermSearchResult {
  shard: number;
  /** Record index within its shard. */
  id: number;
  score: number;
  /** Index terms that matched (after prefix and typo matching), for highlighting. */
  terms: string[];
  /** Query terms that matched. */
  queryTerms: string[];
}

const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const TYPO_WEIGHT = 0.45;
/** A synonym counts a little less than the word typed: the typed word is what the reader meant. */
export const SYNONYM_WEIGHT = 0.7;

/** Lowest position at which `term` could be inserted in sorted `terms`. */
function lowerBound(terms: readonly string[], term: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle]! < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Rows of the edit distance table, reused across calls (typo matching walks every term). */
let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);

/** Levenshtein distance of a and b, or Infinity once it must exceed `max`. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Number.POSITIVE_INFINITY;
  if (b.length + 1 > previousRow.length) {
    previousRow = new Int32Array(b.length + 1);
    currentRow = new Int32Array(b.length + 1);
  }
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const char = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (char === b.charCodeAt(j - 1) ? 0 : 1));
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return Number.POSITIVE_INFINITY;
    [previous, current] = [current, previous];
  }
  return previous[b.length]! <= max ? previous[b.length]! : Number.POSITIVE_INFINITY;
}

/** The index terms a query term stands for, with the weight of each match. */
function derivedTerms(shards: readonly PackedIndex[], term: string, prefix: boolean, maxTypos: number, alternatives: readonly string[]): Map<string, number> {
  const derived = new Map<string, number>([[term, 1]]);
  for (const alternative of alternatives) derived.set(alternative, SYNONYM_WEIGHT);
  for (const { terms } of shards) {
    if (prefix) {
      for (let at = lowerBound(terms, term); at < terms.length && terms[at]!.startsWith(term); at += 1) {
        const found = terms[at]!;
        if (found === term || (derived.get(found) ?? 0) >= SYNONYM_WEIGHT) continue;
        derived.set(found, (PREFIX_WEIGHT * found.length) / (found.length + 0.3 * (found.length - term.length)));
      }
    }
    if (maxTypos > 0) {
      for (const found of terms) {
        if (derived.has(found)) continue;
        const distance = boundedEditDistance(term, found, maxTypos);
        if (distance > 0 && distance !== Number.POSITIVE_INFINITY) derived.set(found, (TYPO_WEIGHT * found.length) / (found.length + distance));
      }
    }
  }
  return derived;
}

interface Match {
  score: number;
  terms: Set<string>;
  queryTerms: Set<string>;
}

/** Scores every document that has one of the query term's derived terms. */
function termMatches(shards: readonly PackedIndex[], queryTerm: string, derived: Map<string, number>, options: TermSearchOptions, stats: { documents: number; averageLength: number[] }): Map<number, Match> {
  const matches = new Map<number, Match>();
  const fieldIds = shards[0]!.fieldIds;
  for (const [term, weight] of derived) {
    // Where the term sits in each shard, and how many documents have it per field.
    const postings = shards.map(({ terms, postings: all }) => {
      const at = lowerBound(terms, term);
      return terms[at] === term ? all[at]! : null;
    });
    for (const [field, boost] of Object.entries(options.fieldBoosts)) {
      const fieldId = fieldIds[field];
      if (fieldId === undefined) continue;
      let documentFrequency = 0;
      const spans: [shard: number, at: number, count: number][] = [];
      postings.forEach((posting, shard) => {
        if (!posting) return;
        for (let at = 0; at < posting.length; at += 2 + 2 * posting[at + 1]!) {
          if (posting[at] !== fieldId) continue;
          documentFrequency += posting[at + 1]!;
          spans.push([shard, at, posting[at + 1]!]);
        }
      });
      if (documentFrequency === 0) continue;
      const inverseFrequency = Math.log(1 + (stats.documents - documentFrequency + 0.5) / (documentFrequency + 0.5));
      const averageLength = stats.averageLength[fieldId]!;
      for (const [shard, at, count] of spans) {
        const posting = postings[shard]!;
        const { fieldLength } = shards[shard]!;
        let id = 0;
        for (let i = 0; i < count; i += 1) {
          id += posting[at + 2 + i]!;
          const documentBoost = options.boostDocument ? options.boostDocument(shard, id) : 1;
          if (!documentBoost) continue;
          const frequency = posting[at + 2 + count + i]!;
          const length = fieldLength[id]![fieldId] ?? 0;
          const bm25 = inverseFrequency * (BM25.d + (frequency * (BM25.k + 1)) / (frequency + BM25.k * (1 - BM25.b + (BM25.b * length) / averageLength)));
          const key = shard * 2 ** 32 + id;
          const match = matches.get(key) ?? { score: 0, terms: new Set<string>(), queryTerms: new Set([queryTerm]) };
          match.score += weight * boost * documentBoost * bm25;
          match.terms.add(term);
          matches.set(key, match);
        }
      }
    }
  }
  return matches;
}

function combine(results: Map<number, Match>[], combineWith: 'AND' | 'OR'): Map<number, Match> {
  return results.reduce((combined, next) => {
    const merged = combineWith === 'AND' ? new Map<number, Match>() : combined;
    for (const [key, match] of next) {
      const existing = combined.get(key);
      if (!existing) {
        if (combineWith === 'OR') merged.set(key, match);
        continue;
      }
      existing.score += match.score;
      for (const term of match.terms) existing.terms.add(term);
      for (const term of match.queryTerms) existing.queryTerms.add(term);
      merged.set(key, existing);
    }
    return merged;
  });
}

/** Searches the shards as one index; results best first. */
export function searchShards(shards: readonly PackedIndex[], terms: readonly string[], options: TermSearchOptions): TermSearchResult[] {
  if (shards.length === 0 || terms.length === 0) return [];
  const documents = shards.reduce((sum, shard) => sum + shard.documentCount, 0);
  const fieldCount = Math.max(...shards.map((shard) => shard.averageFieldLength.length));
  const averageLength = Array.from({ length: fieldCount }, (_, fieldId) =>
    documents === 0 ? 0 : shards.reduce((sum, shard) => sum + (shard.averageFieldLength[fieldId] ?? 0) * shard.documentCount, 0) / documents,
  );
  const stats = { documents, averageLength };
  const perTerm = terms.map((term, i) => termMatches(shards, term, derivedTerms(shards, term, options.prefix(term, i, terms), options.maxTypos(term, i, terms), options.alternatives?.(term) ?? []), options, stats));
  const results: TermSearchResult[] = [];
  for (const [key, match] of combine(perTerm, options.combineWith)) {
    results.push({
      shard: Math.floor(key / 2 ** 32),
      id: key % 2 ** 32,
      score: match.score * match.queryTerms.size,
      terms: [...match.terms],
      queryTerms: [...match.queryTerms],
    });
  }
  return results.sort((a, b) => b.score - a.score);
}
