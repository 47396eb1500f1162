import { isApiReference, type ShardIndex } from '../format/indexFormat';
import { queryTerms } from '../format/text';
import { type HeadingVocabulary, headingVocabulary } from './learnedWords';
import { type PageNames, pageNames } from './pageNames';

/**
 * A shard as the ranking reads it: the shipped index (`meta`, as fetched)
 * and what ranking works out from it once, on first use (or on warm-up, see
 * prepareShard). The client's loader makes one per shard it fetches; the
 * ranking and the answer read it.
 */
export interface SearchableShard {
  meta: ShardIndex;
  /** Names of each page (see pageNames.ts). */
  names: (PageNames | undefined)[];
  /** Title record of each page. */
  titleRecords?: Map<number, number>;
  /** Ranking weight of each record (recordBoost). */
  boosts?: Float32Array;
  /** Terms of each record's heading, in order. */
  headingTerms: (string[] | undefined)[];
  /** Heading words of each record, to learn what a reader's word stands for (learnedWords.ts). */
  headings?: HeadingVocabulary;
  /** Page of each record, to score pages as wholes (termSearch.ts). */
  pageOf?: Int32Array;
}

export function searchableShard(meta: ShardIndex): SearchableShard {
  return { meta, names: [], headingTerms: [] };
}

/** Weight of API reference records against guides (1). */
const API_REFERENCE_WEIGHT = 0.45;

/**
 * Guides are what most searches are after; the API reference and the blog
 * answer fewer of them, so on equal text they rank lower. Page titles rank a
 * little above sections, as DocSearch's lvl1 records do.
 */
function recordBoost(path: string, tag: string, level: number): number {
  const pageWeight = isApiReference(path) ? API_REFERENCE_WEIGHT : tag.startsWith('docs-') ? 1 : path.includes('/blog/') ? 0.6 : 0.5;
  return pageWeight * (level === 1 ? 1.25 : 1);
}

/** Ranking weight of each record of a shard: guides over API reference and blog. */
export function boostsOf(shard: SearchableShard): Float32Array {
  shard.boosts ??= Float32Array.from(shard.meta.records, ([page, level]) => recordBoost(shard.meta.pages[page]![0], shard.meta.tag, level));
  return shard.boosts;
}

/** The record of a page's title (level 1), by page. */
export function titleRecordOf(shard: SearchableShard, page: number): number | undefined {
  shard.titleRecords ??= new Map(shard.meta.records.flatMap(([recordPage, level], id) => (level === 1 ? [[recordPage, id] as const] : [])));
  return shard.titleRecords.get(page);
}

export function namesOf(shard: SearchableShard, page: number): PageNames {
  let names = shard.names[page];
  if (!names) {
    const [path, , title] = shard.meta.pages[page]!;
    names = pageNames(title, path);
    shard.names[page] = names;
  }
  return names;
}

/** The heading a record stands for: its h3, h2 or page title. */
export function headingOf(shard: ShardIndex, id: number): string {
  const [page, level, , lvl2, lvl3] = shard.records[id]!;
  return (level === 3 ? lvl3 : level === 2 ? lvl2 : shard.pages[page]![2]) ?? '';
}

export function headingTermsOf(shard: SearchableShard, id: number): string[] {
  let terms = shard.headingTerms[id];
  if (!terms) {
    terms = queryTerms(headingOf(shard.meta, id));
    shard.headingTerms[id] = terms;
  }
  return terms;
}

export function headingsOf(shard: SearchableShard): HeadingVocabulary {
  shard.headings ??= headingVocabulary(shard.meta);
  return shard.headings;
}

export function pageOfRecords(shard: SearchableShard): Int32Array {
  shard.pageOf ??= Int32Array.from(shard.meta.records, ([page]) => page);
  return shard.pageOf;
}

/** Works out now what the first query would otherwise work out on the spot. */
export function prepareShard(shard: SearchableShard): void {
  boostsOf(shard);
  headingsOf(shard);
  shard.meta.pages.forEach((_, page) => {
    namesOf(shard, page);
    titleRecordOf(shard, page);
  });
}
