import MiniSearch, { type Options } from 'minisearch';
import { withoutReexports } from './apiReexports';
import type { ExtractedPage, SectionRecord } from './extract';
import { codeTerms, tokenize } from '../format/text';
import { INDEX_FORMAT, isApiReference, type PackedIndex, type ShardIndex, type ShardPage, type ShardRecord } from '../format/indexFormat';

/**
 * The index as shipped, per search tag (see format/indexFormat.ts): `index.json`
 * holds the inverted index and the headings, enough to find, rank and title
 * hits; `content-<n>.json` chunks hold the section texts, fetched only for
 * the hits being shown (their snippets). Section text is about half of the
 * index's weight and most of it is never displayed.
 */

/** Section text per content chunk; pages are never split across chunks. */
const CONTENT_CHUNK_CHARS = 12_000;

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
  /** Text of its code blocks, indexed by codeTerms() (identifiers only). */
  code: string;
  /** The page's description, on its title record only (see pageDescription). */
  description: string;
}

/** What is indexed of a record besides its headings. */
export type IndexedText = Pick<IndexedDocument, 'content' | 'code' | 'description'>;

export const MINISEARCH_OPTIONS: Options<IndexedDocument> = {
  fields: ['title', 'parents', 'content', 'code', 'description'],
  idField: 'id',
  storeFields: [],
  tokenize: (text, field) => (field === 'code' ? codeTerms(text) : tokenize(text)),
  // tokenize() and codeTerms() already fold words to terms.
  processTerm: (term) => term,
};

export function indexedDocument(pages: ShardPage[], record: ShardRecord, id: number, { content, code, description }: IndexedText): IndexedDocument {
  const [pageIndex, level, , lvl2, lvl3] = record;
  const pageTitle = pages[pageIndex]![2];
  const title = level === 1 ? pageTitle : level === 2 ? lvl2! : lvl3!;
  const parents = level === 1 ? '' : level === 2 ? pageTitle : `${pageTitle} ${lvl2 ?? ''}`;
  return { id, title, parents, content, code, description };
}

/**
 * The description worth indexing of a page: the one sentence its writer
 * summed it up in (front matter), which names what the page is for in
 * words its sections may spread out or never use ("Run a dynamic number of
 * queries from one component"). Not Docusaurus's excerpt of the first
 * paragraph, which the title record has already, nor the API reference's
 * (generated, and an excerpt too).
 */
export function pageDescription({ page, sections }: ExtractedPage): string {
  if (!page.description || isApiReference(page.path)) return '';
  const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
  const description = squeeze(page.description);
  return sections.some(({ content }) => squeeze(content).includes(description)) ? '' : description;
}

/** Headings of the API reference that only label boilerplate ("Returns"); their text joins the record above. */
const API_MEMBER_GROUPS = new Set(['Properties', 'Methods', 'Accessors', 'Constructors', 'Enumeration Members']);

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
      previous.code = `${previous.code} ${section.code}`.trim();
    }
  }
  return kept;
}

type PlainIndex = ReturnType<MiniSearch['toJSON']>;

/** MiniSearch's serialisation made smaller and searchable as shipped (see PackedIndex). */

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
  // Sorted, so the browser finds a term and the terms it is a prefix of by binary search.
  const entries = [...(plain.index as [string, Record<string, Record<string, number>>][])].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [term, fields] of entries) {
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

/** Builds one shard per search tag from the extracted pages (a re-exported declaration once, see apiReexports.ts). */
export function buildShards(extracted: ExtractedPage[]): BuiltShard[] {
  const byTag = new Map<string, ExtractedPage[]>();
  for (const page of withoutReexports(extracted)) {
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
      const texts: IndexedText[] = [];
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
        const description = pageDescription(extractedPage);
        for (const section of recordsOfPage(extractedPage)) {
          records.push([pageIndex, section.level, section.anchor, section.lvl2, section.lvl3]);
          texts.push({ content: section.content, code: section.code, description: section.level === 1 ? description : '' });
          contentChunks.at(-1)!.push(section.content);
          chunkChars += section.content.length;
        }
      }
      const miniSearch = new MiniSearch<IndexedDocument>(MINISEARCH_OPTIONS);
      miniSearch.addAll(records.map((record, id) => indexedDocument(pages, record, id, texts[id]!)));
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
