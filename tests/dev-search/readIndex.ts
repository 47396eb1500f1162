import type { ShardIndex } from '../../src/plugins/local-search/format/indexFormat';
import { chunkOfRecord, contentChunkFile, type Manifest, MANIFEST_FILE, shardIndexFile } from '../../src/plugins/local-search/format/indexFormat';

/**
 * A search index read back into what it says about each page: the facets,
 * the DocSearch hierarchy, and per record its anchor, text and the terms it
 * is found by that are indexed, not shipped: its code's identifiers and, on
 * a page's title record, its description's words. The same for the
 * index `docusaurus build` writes and the one `npm start` serves, so the two
 * can be compared (tests/e2e/devSearch.spec.ts) and the records read from
 * Markdown sources checked against the production ones (src/plugins/local-search/devServer/fixtureSite.test.ts).
 */

export interface IndexedRecord {
  level: number;
  anchor: string | null;
  lvl2: string | null;
  lvl3: string | null;
  content: string;
  /** The record's index terms from its code blocks, sorted. */
  codeTerms: string[];
  /** The record's index terms from its page's description (title records only), sorted. */
  descriptionTerms: string[];
}

export interface IndexedPage {
  path: string;
  tag: string;
  language: string;
  version: string | null;
  lvl0: string;
  lvl1: string;
  records: IndexedRecord[];
}

/** Reads one index file (path below search-index/, as the client asks for it). */
export type ReadIndexFile = (file: string) => Promise<unknown>;

/** Terms of one field of each record, from the packed postings (see packIndex()). */
function fieldTermsOfRecords(shard: ShardIndex, fieldName: 'code' | 'description'): string[][] {
  const terms: string[][] = shard.records.map(() => []);
  const fieldId = shard.index.fieldIds[fieldName];
  shard.index.terms.forEach((term, t) => {
    const posting = shard.index.postings[t]!;
    for (let at = 0; at < posting.length; ) {
      const [field, count] = [posting[at]!, posting[at + 1]!];
      let id = 0;
      for (let i = 0; i < count; i += 1) {
        id += posting[at + 2 + i]!;
        if (field === fieldId) terms[id]!.push(term);
      }
      at += 2 + 2 * count;
    }
  });
  return terms.map((list) => list.sort());
}

/** Every page of an index, sorted by path. */
export async function readIndex(read: ReadIndexFile): Promise<IndexedPage[]> {
  const manifest = (await read(MANIFEST_FILE)) as Manifest;
  const pages: IndexedPage[] = [];
  for (const tag of manifest.tags) {
    const shard = (await read(shardIndexFile(tag))) as ShardIndex;
    const chunks = await Promise.all(shard.chunkStarts.map((_, chunk) => read(contentChunkFile(tag, chunk)) as Promise<string[]>));
    const codeTerms = fieldTermsOfRecords(shard, 'code');
    const descriptionTerms = fieldTermsOfRecords(shard, 'description');
    const ofShard = shard.pages.map(([path, lvl0, lvl1]): IndexedPage => ({ path, tag, language: shard.language, version: shard.version, lvl0, lvl1, records: [] }));
    shard.records.forEach(([page, level, anchor, lvl2, lvl3], id) => {
      const chunk = chunkOfRecord(shard.chunkStarts, id);
      const content = chunks[chunk]![id - shard.chunkStarts[chunk]!]!;
      ofShard[page]!.records.push({ level, anchor, lvl2, lvl3, content, codeTerms: codeTerms[id]!, descriptionTerms: descriptionTerms[id]! });
    });
    pages.push(...ofShard);
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The production index of the test site as `npm start` can build it from
 * the Markdown sources: without what only rendering gives, namely the blog
 * archive (a list of posts, no Markdown of its own) and the identifiers of
 * the type a sample's `^?` query shows (worked out by the type checker as
 * the page is built; the source only has the query).
 */
export function fromSourcesOnly(production: IndexedPage[]): IndexedPage[] {
  return production
    .filter((page) => page.path !== '/blog/archive')
    .map((page) =>
      page.path !== '/guides/code'
        ? page
        : { ...page, records: page.records.map((record) => (record.anchor === 'a-typed-sample' ? { ...record, codeTerms: record.codeTerms.filter((term) => term !== 'greetingtext') } : record)) },
    );
}
