/**
 * What the modal's search client answered, noted for what DocSearch 4.7
 * gets wrong with it, in either search mode:
 *  - the sections (lvl0) of the hits, for "Try searching for"
 *    (searchSuggestions.tsx);
 *  - the number of hits of each query, for "See all N results"
 *    (DocSearchModal.tsx): DocSearch adds every answer's count to a running
 *    total, so the number grew with each key typed and each later query.
 * The SearchBar wraps the client (DocSearch's `transformSearchClient`).
 */

/** Queries whose hit counts are kept: the footer only asks for the latest. */
const COUNTS_KEPT = 20;

let sections: string[] = [];
const counts = new Map<string, number>();
/** Counts answers: each may change the modal's screen. */
let answers = 0;
const listeners = new Set<() => void>();

export const subscribeToAnswers = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const getAnswerCount = () => answers;

/** The sections of the answer with the most, as DocSearch keeps them. */
export const getAnsweredSections = () => sections;

/**
 * The number of hits of the answer to `query`; until that is in (the
 * reader typed on), of the latest answer, whose hits the modal still shows.
 */
export function hitCountOf(query: string): number | undefined {
  return counts.get(query) ?? [...counts.values()].at(-1);
}

/** The distinct sections of the hits, in order of appearance. */
function sectionsOfHits(hits: unknown): string[] {
  if (!Array.isArray(hits)) return [];
  const found = hits.map((hit) => (hit as { hierarchy?: { lvl0?: unknown } } | null)?.hierarchy?.lvl0);
  return [...new Set(found.filter((section): section is string => typeof section === 'string' && section.trim() !== ''))];
}

interface AnsweredResult {
  hits?: unknown;
  nbHits?: unknown;
  query?: unknown;
}

function noteAnswer(response: unknown): void {
  const results = (response as { results?: (AnsweredResult | null)[] } | null)?.results;
  if (!Array.isArray(results)) return;
  const answered = [...new Set(results.flatMap((result) => sectionsOfHits(result?.hits)))];
  if (answered.length > sections.length) sections = answered;
  const query = results[0]?.query;
  if (typeof query === 'string') {
    counts.delete(query);
    counts.set(query, results.reduce((sum, result) => sum + (typeof result?.nbHits === 'number' ? result.nbHits : 0), 0));
    if (counts.size > COUNTS_KEPT) counts.delete(counts.keys().next().value!);
  }
  answers += 1;
  for (const listener of listeners) listener();
}

/** The search client DocSearch uses, noting every answer. */
export function withAnswerNotes<Client extends { search: (...args: never[]) => Promise<unknown> }>(client: Client): Client {
  const search = (async (...args: Parameters<Client['search']>) => {
    const response = await client.search(...args);
    noteAnswer(response);
    return response;
  }) as Client['search'];
  return { ...client, search };
}
