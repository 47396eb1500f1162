import { normalizeTerm, queryTerms } from '../text';

/**
 * Readers ask in their own words ("how do I send dates over the wire?"),
 * the docs answer in the library's ("data transformers", "superjson"). This
 * module turns a typed query into the terms worth searching for: question
 * and filler words dropped, and each remaining term with the docs' words for
 * the same thing (searched as alternatives, at a lower weight).
 */

/**
 * Words of a question that no section is about. Only in queries: the index
 * keeps them (text.ts drops a shorter list everywhere). "trpc" is on every
 * page, so it narrows nothing.
 */
const QUESTION_WORDS =
  'am are can could did do does get got has have how i is me my need our should there they want way we what when where which who why will would you your trpc'.split(' ');

/**
 * A reader's word and the docs' words for it. Both sides are written as
 * words and folded to index terms below.
 */
const READER_SYNONYMS: [reader: string[], docs: string[]][] = [
  // Cookies travel with the request headers; cross-origin ones need CORS credentials.
  [['cookie', 'cookies'], ['header', 'headers', 'credentials']],
  [['token', 'bearer'], ['header', 'headers', 'authorization']],
  // Dates, Maps and Sets survive the trip with a data transformer (superjson).
  [['date', 'dates', 'map', 'maps'], ['transformer', 'transformers', 'superjson']],
  [['admin', 'admins', 'role', 'roles', 'restrict', 'restricted', 'permission', 'permissions', 'login'], ['authorization', 'protected', 'auth']],
  [['protected', 'protect'], ['authorization', 'isAuthed']],
  [['prefetch', 'prefetching', 'prefetched'], ['ssg', 'helpers', 'createProxySSGHelpers']],
  [['key', 'keys'], ['getQueryKey']],
  [['live', 'push', 'stream', 'realtime'], ['subscription', 'subscriptions', 'observable']],
  [['type', 'types', 'typed'], ['infer', 'inferRouterOutputs']],
  [['upgrade', 'upgrading'], ['migrate', 'migration', 'interop']],
  [['cancel', 'cancelling', 'timeout'], ['abort', 'signal', 'AbortController']],
  [['paginate', 'pagination', 'scroll', 'scrolls', 'more'], ['infinite', 'cursor', 'useInfiniteQuery']],
  [['zod', 'validation'], ['zodError', 'formatter']],
  [['hash', 'leak', 'trim', 'remove'], ['output', 'validation']],
  [['refresh', 'refetch', 'stale'], ['invalidate', 'useContext']],
  [['test', 'tests', 'testing'], ['createCaller']],
  [['edge', 'workers', 'cloudflare', 'deno'], ['fetchRequestHandler', 'fetch']],
  [['cdn'], ['responseMeta', 'cache']],
  [['disable', 'off'], ['skip', 'disabled']],
  [['wire'], ['rpc', 'specification']],
];

const fold = (words: string[]) => [...new Set(words.flatMap((word) => (normalizeTerm(word) ? [normalizeTerm(word)!] : [])))];

const QUESTION_TERMS = new Set(fold(QUESTION_WORDS));

const SYNONYMS = new Map<string, string[]>();
for (const [reader, docs] of READER_SYNONYMS) {
  const docTerms = fold(docs);
  for (const term of fold(reader)) {
    SYNONYMS.set(term, [...new Set([...(SYNONYMS.get(term) ?? []), ...docTerms.filter((docTerm) => docTerm !== term)])]);
  }
}

/** The query's terms worth searching: question words dropped, unless nothing else is left. */
export function readerTerms(query: string): string[] {
  const terms = queryTerms(query);
  const content = terms.filter((term) => !QUESTION_TERMS.has(term));
  return content.length > 0 ? content : terms;
}

/** The docs' words for a reader's term (index terms), if any. */
export function docsWordsFor(term: string): readonly string[] {
  return SYNONYMS.get(term) ?? [];
}
