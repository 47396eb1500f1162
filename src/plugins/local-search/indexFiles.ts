/**
 * Names of the shipped index files, shared by the build (which writes them)
 * and the browser client (which fetches them). Kept apart from the index
 * builder so the client's first download does not include it.
 *
 * One directory per Docusaurus search tag (`default` for the home page and
 * blog, `docs-default-current` for 10.x with its API reference,
 * `docs-default-9.x` for 9.x). Contextual search filters on that tag, so a
 * search only downloads the shards its filters can match: a 10.x reader
 * never pays for the 9.x index.
 */

export const INDEX_FORMAT = 1;

/** Where the index files live, below the site's base URL. */
export const INDEX_DIR = 'search-index';

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
