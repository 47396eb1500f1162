import type { PackedIndex, ShardIndex } from '../format/indexFormat';
import { queryTerms } from '../format/text';
import { isQuestionTerm } from './readerWords';
import { type Alternative, lowerBound } from './indexTerms';

/**
 * Term expansion learned from the docs' own text. A reader's word ("stop",
 * "token", "console") is often not the docs' name for the thing, but the
 * docs use it in the sections about that thing: "console" is in the text of
 * the loggerLink sections, "token" in those of Custom headers. So the words
 * of the headings above the sections whose text has a query word stand for
 * it too, weighted by how many of those sections they head and by how few
 * pages they head at all ("Pitfalls" and "Options" head most pages and say
 * nothing about a topic). Worked out in the browser from the shipped index
 * and headings, so it cannot drift from them.
 */

/** The heading words of a shard: per record, and how many pages each heads. */
export interface HeadingVocabulary {
  /** Index terms of each record's heading and its page title. */
  recordTerms: string[][];
  /** Number of pages each term is in a heading or title of. */
  pageFrequency: Map<string, number>;
  pages: number;
}

export function headingVocabulary(shard: Pick<ShardIndex, 'pages' | 'records'>): HeadingVocabulary {
  const pageTerms = shard.pages.map(() => new Set<string>());
  const recordTerms = shard.records.map(([page, level, , lvl2, lvl3]) => {
    const heading = level === 3 ? lvl3 : level === 2 ? lvl2 : null;
    const terms = [...new Set([...queryTerms(shard.pages[page]![2]), ...(heading ? queryTerms(heading) : [])])];
    for (const term of terms) pageTerms[page]!.add(term);
    return terms;
  });
  const pageFrequency = new Map<string, number>();
  for (const terms of pageTerms) for (const term of terms) pageFrequency.set(term, (pageFrequency.get(term) ?? 0) + 1);
  return { recordTerms, pageFrequency, pages: shard.pages.length };
}

/** Weight of the strongest learned word (the word typed: 1). */
export const LEARNED_WEIGHT = 0.5;
/**
 * Strength (share of the word's sections a heading word heads, times its
 * specificity, 0 to 1) from which a learned word weighs LEARNED_WEIGHT; weaker ones weigh less.
 */
const FULL_STRENGTH = 0.3;
/** Most words learned for one query word. */
const MAX_LEARNED = 3;
/** Sections that must agree before a heading word stands for a query word. */
const MIN_SECTIONS = 2;

/** Records whose text (`content` field) has the term, per shard. */
function recordsWithText(index: PackedIndex, term: string): number[] {
  const at = lowerBound(index.terms, term);
  if (index.terms[at] !== term) return [];
  const posting = index.postings[at]!;
  const contentId = index.fieldIds.content;
  const ids: number[] = [];
  for (let field = 0; field < posting.length; field += 2 + 2 * posting[field + 1]!) {
    if (posting[field] !== contentId) continue;
    let id = 0;
    for (let i = 0; i < posting[field + 1]!; i += 1) {
      id += posting[field + 2 + i]!;
      ids.push(id);
    }
  }
  return ids;
}

/**
 * The heading words that stand for a query term, with their weights (at most
 * LEARNED_WEIGHT), learned over the given shards.
 */
export function learnedWords(shards: readonly { index: PackedIndex; headings: HeadingVocabulary }[], term: string): Alternative[] {
  const counts = new Map<string, number>();
  let sections = 0;
  let pages = 0;
  const pageFrequency = new Map<string, number>();
  for (const { index, headings } of shards) {
    pages += headings.pages;
    for (const id of recordsWithText(index, term)) {
      sections += 1;
      // A heading's function words ("not", "trpc") name no topic.
      for (const heading of headings.recordTerms[id]!) if (heading !== term && !isQuestionTerm(heading)) counts.set(heading, (counts.get(heading) ?? 0) + 1);
    }
  }
  // A word that heads a page is the docs' own name for a topic: it needs no stand-in.
  if (sections < MIN_SECTIONS || shards.some(({ headings }) => headings.pageFrequency.has(term))) return [];
  const specificity = (heading: string) => {
    let frequency = pageFrequency.get(heading);
    if (frequency === undefined) {
      frequency = shards.reduce((sum, { headings }) => sum + (headings.pageFrequency.get(heading) ?? 0), 0);
      pageFrequency.set(heading, frequency);
    }
    return Math.log(pages / frequency);
  };
  const maxSpecificity = Math.log(pages);
  const scored = [...counts]
    .filter(([, count]) => count >= MIN_SECTIONS)
    .map(([heading, count]) => [heading, (count / sections) * (specificity(heading) / maxSpecificity)] as const)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_LEARNED);
  return scored.filter(([, strength]) => strength > 0).map(([heading, strength]) => [heading, LEARNED_WEIGHT * Math.min(1, strength / FULL_STRENGTH)] as const);
}
