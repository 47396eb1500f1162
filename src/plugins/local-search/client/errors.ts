/** An index file that does not exist (as opposed to one that could not be fetched). */
export class IndexFileMissing extends Error {
  constructor(file: string) {
    super(`Search index file not found: ${file}`);
    this.name = 'IndexFileMissing';
  }
}

/**
 * Any failure to load the index or the search code. DocSearch shows "Unable
 * to fetch results" (with the network hint) only for errors named
 * RetryError, the error Algolia's client throws when every host failed.
 */
export class SearchUnavailable extends Error {
  constructor(cause: unknown) {
    super('The search index could not be loaded; check the network connection.', { cause });
    this.name = 'RetryError';
  }
}
