import type { PackedIndex } from '../format/indexFormat';

/**
 * The index terms a query term stands for: itself, the terms it is a
 * prefix of (binary search over the sorted terms), near spellings (a
 * bounded edit distance), and alternatives from the caller (synonyms,
 * learned words), each with the weight of a match on it.
 */

/** An index term standing for a query term, with the weight of a match on it (the term itself: 1). */
export type Alternative = readonly [term: string, weight: number];

const PREFIX_WEIGHT = 0.375;
const TYPO_WEIGHT = 0.45;

/** Lowest position at which `term` could be inserted in sorted `terms`. */
export function lowerBound(terms: readonly string[], term: string): number {
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

/** Weight of a prefix match: less the more letters the reader has not typed. */
export const prefixWeight = (term: string, found: string) => (PREFIX_WEIGHT * found.length) / (found.length + 0.3 * (found.length - term.length));
/** Weight of a typo match: less the more letters differ. */
export const typoWeight = (found: string, distance: number) => (TYPO_WEIGHT * found.length) / (found.length + distance);

/**
 * The index terms a query term stands for, with the weight of each: the
 * highest of its ways to match (itself, an alternative, a prefix, a typo).
 */
export function derivedTerms(shards: readonly PackedIndex[], term: string, prefix: boolean, maxTypos: number, alternatives: readonly Alternative[]): Map<string, number> {
  const derived = new Map<string, number>([[term, 1]]);
  const offer = (found: string, weight: number) => {
    if (weight > (derived.get(found) ?? 0)) derived.set(found, weight);
  };
  for (const [alternative, weight] of alternatives) offer(alternative, weight);
  for (const { terms } of shards) {
    if (prefix) {
      for (let at = lowerBound(terms, term); at < terms.length && terms[at]!.startsWith(term); at += 1) offer(terms[at]!, prefixWeight(term, terms[at]!));
    }
    if (maxTypos > 0) {
      for (const found of terms) {
        const distance = boundedEditDistance(term, found, maxTypos);
        if (distance > 0 && distance !== Number.POSITIVE_INFINITY) offer(found, typoWeight(found, distance));
      }
    }
  }
  return derived;
}
