import MiniSearch, { type Options } from 'minisearch';
import type { ExtractedPage, SectionRecord } from './extract';
import { tokenize } from './text';
import { INDEX_FORMAT } from './indexFiles';

/**
 * The index as shipped, per search tag (see indexFiles.ts): `index.json`
 * holds the inverted index and the headings, enough to find, rank and title
 * hits; `content-<n>.json` chunks hold the section texts, fetched only for
 * the hits being shown (their snippets). Section text is about half of the
 * index's weight and most of it is never displayed.
 */

/** Section text per content chunk; pages are never split across chunks. */
const CONTENT_CHUNK_CHARS = 12_000;

/** A record as shipped: compact arrays, the page details stored once per page. */
export type ShardPage = [path: string, lvl0: string, lvl1: string];
export type ShardRecord = [page: number, level: 1 | 2 | 3, anchor: string | null, lvl2: string | null, lvl3: string | null];

export interface ShardIndex {
  format: number;
  tag: string;
  language: string;
  version: string | null;
  pages: ShardPage[];
  records: ShardRecord[];
  /** Index of the first record of each content chunk, ascending. */
  chunkStarts: number[];
  /** The inverted index over `records`, see packIndex(). */
  index: PackedIndex;
}

export interface BuiltShard {
  shard: ShardIndex;
  /** Section texts of each chunk, in record order. */
  contentChunks: string[][];
}

/** The document MiniSearch indexes for one record (built from the shard, never shipped twice). */
export interface IndexedDocument {
  id: number;
  /** The record's own heading: page title, h2 or h3. */
  title: string;
  /** Headings above it, so "wsLink reconnect" finds a section of the wsLink page. */
  parents: string;
  content: string;
}

/** Field weights: a word in a heading says more about a section than one in its text. */
export const FIELD_BOOST = { title: 3, parents: 2, content: 1 } as const;

export const MINISEARCH_OPTIONS: Options<IndexedDocument> = {
  fields: ['title', 'parents', 'content'],
  idField: 'id',
  storeFields: [],
  tokenize,
  // tokenize() already folds words to terms.
  processTerm: (term) => term,
};

export function indexedDocument(pages: ShardPage[], record: ShardRecord, id: number, content: string): IndexedDocument {
  const [pageIndex, level, , lvl2, lvl3] = record;
  const pageTitle = pages[pageIndex]![2];
  const title = level === 1 ? pageTitle : level === 2 ? lvl2! : lvl3!;
  const parents = level === 1 ? '' : level === 2 ? pageTitle : `${pageTitle} ${lvl2 ?? ''}`;
  return { id, title, parents, content };
}

/** Headings of the API reference that only label boilerplate ("Returns"); their text joins the record above. */
const API_MEMBER_GROUPS = new Set(['Properties', 'Methods', 'Accessors', 'Constructors', 'Enumeration Members']);

function isApiReference(path: string): boolean {
  return path.startsWith('/docs/typedoc/');
}

/**
 * Keeps a record per heading, except on API reference pages where only the
 * members of a class or interface (its properties and methods) are worth a
 * hit of their own; "Parameters", "Returns" and the like fold into the record
 * above, which keeps the index small and the hit list free of 40 "Returns".
 */
export function recordsOfPage({ page, sections }: ExtractedPage): SectionRecord[] {
  if (!isApiReference(page.path)) return sections;
  const kept: SectionRecord[] = [];
  for (const section of sections) {
    const isMember = section.level === 3 && section.lvl2 !== null && API_MEMBER_GROUPS.has(section.lvl2);
    const previous = kept.at(-1);
    if (section.level === 1 || isMember || !previous) {
      kept.push({ ...section });
    } else {
      const heading = section.lvl3 ?? section.lvl2 ?? '';
      previous.content = `${previous.content} ${heading} ${section.content}`.trim();
    }
  }
  return kept;
}

type PlainIndex = ReturnType<MiniSearch['toJSON']>;

/**
 * MiniSearch's own serialisation, made smaller for the wire: it spells every
 * posting as `"1234": 2` with document ids in hash order, which gzip barely
 * compresses. Here ids are sorted and delta-coded in plain number arrays,
 * which cuts the downloaded index by about a third. unpackIndex() restores
 * exactly what MiniSearch.loadJS() expects.
 */
export interface PackedIndex {
  documentCount: number;
  nextId: number;
  dirtCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Field lengths of document 0, 1, 2, … */
  fieldLength: number[][];
  terms: string[];
  /** Per term, per field it occurs in: fieldId, n, n id deltas, n term frequencies. */
  postings: number[][];
}

export function packIndex(plain: PlainIndex): PackedIndex {
  const documentIds = plain.documentIds as Record<string, unknown>;
  const fieldLength = plain.fieldLength as Record<string, number[]>;
  for (let shortId = 0; shortId < plain.nextId; shortId += 1) {
    // Records are added once, in order, with ids 0…n-1: MiniSearch's short ids
    // equal them, so the id map need not be shipped.
    if (documentIds[shortId] !== shortId) throw new Error(`Search index: document ${shortId} has id ${String(documentIds[shortId])}`);
  }
  const terms: string[] = [];
  const postings: number[][] = [];
  for (const [term, fields] of plain.index as [string, Record<string, Record<string, number>>][]) {
    terms.push(term);
    const posting: number[] = [];
    for (const [fieldId, frequencies] of Object.entries(fields)) {
      const ids = Object.keys(frequencies).map(Number).sort((a, b) => a - b);
      posting.push(Number(fieldId), ids.length);
      ids.forEach((id, i) => posting.push(id - (i === 0 ? 0 : ids[i - 1]!)));
      for (const id of ids) posting.push(frequencies[id]!);
    }
    postings.push(posting);
  }
  return {
    documentCount: plain.documentCount,
    nextId: plain.nextId,
    dirtCount: plain.dirtCount ?? 0,
    fieldIds: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength,
    fieldLength: Array.from({ length: plain.nextId }, (_, shortId) => fieldLength[shortId] ?? []),
    terms,
    postings,
  };
}

/**
 * One MiniSearch index over several shards: document ids of the n-th shard
 * are offset by the documents of the shards before it. Searching all loaded
 * shards in one index keeps scores comparable (BM25 weighs a word by how rare
 * it is, which per-shard indexes would judge each on their own).
 */
export function unpackIndexes(shards: readonly PackedIndex[]): PlainIndex {
  const documentIds: Record<number, number> = {};
  const fieldLength: Record<number, number[]> = {};
  const merged = new Map<string, Record<number, Record<number, number>>>();
  const fieldIds = shards[0]?.fieldIds ?? {};
  const fieldCount = Object.keys(fieldIds).length;
  const lengthTotals = new Array<number>(fieldCount).fill(0);
  let documentCount = 0;
  let offset = 0;
  for (const packed of shards) {
    packed.fieldLength.forEach((lengths, shortId) => {
      documentIds[offset + shortId] = offset + shortId;
      fieldLength[offset + shortId] = lengths;
    });
    packed.averageFieldLength.forEach((average, fieldId) => {
      lengthTotals[fieldId] = (lengthTotals[fieldId] ?? 0) + average * packed.documentCount;
    });
    packed.terms.forEach((term, t) => {
      const posting = packed.postings[t]!;
      const fields = merged.get(term) ?? {};
      let at = 0;
      while (at < posting.length) {
        const fieldId = posting[at]!;
        const count = posting[at + 1]!;
        const frequencies = (fields[fieldId] ??= {});
        let id = offset;
        for (let i = 0; i < count; i += 1) {
          id += posting[at + 2 + i]!;
          frequencies[id] = posting[at + 2 + count + i]!;
        }
        at += 2 + 2 * count;
      }
      merged.set(term, fields);
    });
    documentCount += packed.documentCount;
    offset += packed.nextId;
  }
  return {
    documentCount,
    nextId: offset,
    documentIds,
    fieldIds,
    fieldLength,
    averageFieldLength: lengthTotals.map((total) => (documentCount === 0 ? 0 : total / documentCount)),
    storedFields: {},
    dirtCount: 0,
    index: [...merged.entries()],
    serializationVersion: 2,
  } as unknown as PlainIndex;
}

/** The chunk holding a record's section text. */
export function chunkOfRecord(chunkStarts: readonly number[], record: number): number {
  let chunk = 0;
  while (chunk + 1 < chunkStarts.length && chunkStarts[chunk + 1]! <= record) chunk += 1;
  return chunk;
}

/** Builds one shard per search tag from the extracted pages. */
export function buildShards(extracted: ExtractedPage[]): BuiltShard[] {
  const byTag = new Map<string, ExtractedPage[]>();
  for (const page of extracted) {
    const list = byTag.get(page.page.tag) ?? [];
    list.push(page);
    byTag.set(page.page.tag, list);
  }
  return [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, pagesOfTag]) => {
      const sorted = [...pagesOfTag].sort((a, b) => a.page.path.localeCompare(b.page.path));
      const pages: ShardPage[] = [];
      const records: ShardRecord[] = [];
      const contents: string[] = [];
      const chunkStarts: number[] = [];
      const contentChunks: string[][] = [];
      let chunkChars = Number.POSITIVE_INFINITY;
      for (const extractedPage of sorted) {
        if (chunkChars >= CONTENT_CHUNK_CHARS) {
          chunkStarts.push(records.length);
          contentChunks.push([]);
          chunkChars = 0;
        }
        const pageIndex = pages.push([extractedPage.page.path, extractedPage.page.lvl0, extractedPage.page.lvl1]) - 1;
        for (const section of recordsOfPage(extractedPage)) {
          records.push([pageIndex, section.level, section.anchor, section.lvl2, section.lvl3]);
          contents.push(section.content);
          contentChunks.at(-1)!.push(section.content);
          chunkChars += section.content.length;
        }
      }
      const miniSearch = new MiniSearch<IndexedDocument>(MINISEARCH_OPTIONS);
      miniSearch.addAll(records.map((record, id) => indexedDocument(pages, record, id, contents[id]!)));
      const first = sorted[0]!.page;
      return {
        shard: {
          format: INDEX_FORMAT,
          tag,
          language: first.language,
          version: first.version,
          pages,
          records,
          chunkStarts,
          index: packIndex(miniSearch.toJSON()),
        },
        contentChunks,
      };
    });
}
