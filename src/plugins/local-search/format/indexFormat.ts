/**
 * Names and format of the shipped index files, shared by the build (which
 * writes them) and the browser client (which fetches and searches them). Kept apart from the index
 * builder so the client's first download does not include it.
 *
 * One directory per Docusaurus search tag (`default` for the home page and
 * blog, `docs-default-current` for 10.x with its API reference,
 * `docs-default-9.x` for 9.x). Contextual search filters on that tag, so a
 * search only downloads the shards its filters can match: a 10.x reader
 * never pays for the 9.x index.
 */

export const INDEX_FORMAT = 2;

/** Where the index files live, below the site's base URL. */
export const INDEX_DIR = 'search-index';

/**
 * Generated API reference pages (src/plugins/typedoc-api), indexed and
 * ranked apart from guides. Page paths carry the site's base URL
 * (`/trpc-docs/docs/typedoc/…`), which must not change the index or the
 * ranking: the folder is looked for anywhere in the path.
 */
export function isApiReference(path: string): boolean {
  return path.includes('/docs/typedoc/');
}

/** Lists the shards, for searches not narrowed to some tags. */
export const MANIFEST_FILE = 'manifest.json';

export interface Manifest {
  format: number;
  tags: string[];
}

export function shardIndexFile(tag: string): string {
  return `${encodeURIComponent(tag)}/index.json`;
}

export function contentChunkFile(tag: string, chunk: number): string {
  return `${encodeURIComponent(tag)}/content-${chunk}.json`;
}

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

/** BM25F field weights: a word in a heading says more about a section than one in its text. */
export const FIELD_WEIGHTS = { title: 3, parents: 1.5, content: 1, code: 0.3, description: 2 } as const;

/**
 * MiniSearch's own serialisation, made smaller for the wire: it spells every
 * posting as `"1234": 2` with document ids in hash order, which gzip barely
 * compresses. Here ids are sorted and delta-coded in plain number arrays,
 * which cuts the downloaded index by about a third, and terms are sorted:
 * the browser searches this structure as it is (ranking/termSearch.ts), with
 * nothing to rebuild when it arrives.
 */
export interface PackedIndex {
  documentCount: number;
  nextId: number;
  dirtCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Field lengths of document 0, 1, 2, … */
  fieldLength: number[][];
  /** Every term, sorted by UTF-16 code units (JavaScript's `<`). */
  terms: string[];
  /** Per term, per field it occurs in: fieldId, n, n id deltas, n term frequencies. */
  postings: number[][];
}

/** The chunk holding a record's section text. */
export function chunkOfRecord(chunkStarts: readonly number[], record: number): number {
  let chunk = 0;
  while (chunk + 1 < chunkStarts.length && chunkStarts[chunk + 1]! <= record) chunk += 1;
  return chunk;
}
