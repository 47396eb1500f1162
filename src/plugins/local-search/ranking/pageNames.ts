import { identifierParts, normalizeTerm, wordSpans } from '../format/text';

/**
 * Does a query name a page? A reader looking for the page about a thing
 * types its name the way they say it: `mutation` for `useMutation()`,
 * `websocket` for `wsLink`, `ssr` for "Server-Side Rendering", `cors` for the
 * page at /docs/client/cors. A page is named by its title and its URL slug;
 * both and the query are reduced to canonical term lists (identifiers split
 * into words, a few abbreviations spelled one way) and compared.
 */

export type NameMatch = 'exact' | 'loose' | 'within' | null;

/**
 * Words of a name that a reader leaves out: `useMutation` is "mutation",
 * `wsLink` is "websocket", `httpBatchLink` is "batch".
 */
const FILLER_WORDS = ['use', 'link', 'adapter', 'http', 'integration'];

/** Abbreviations and the words they stand for; the left side is the canonical spelling. */
const SYNONYMS: [string, string[]][] = [
  ['websocket', ['ws']],
  ['websocket', ['web', 'socket']],
  ['ssr', ['server', 'side', 'rendering']],
  ['ssg', ['static', 'site', 'generation']],
  ['rpc', ['remote', 'procedure', 'call']],
  ['authorization', ['auth']],
  ['authorization', ['authentication']],
  ['nextjs', ['next', 'js']],
  ['faq', ['frequently', 'asked', 'questions']],
  ['logger', ['log']],
  // What readers call pushing events to the client; tRPC calls it a subscription.
  ['subscription', ['real', 'time']],
  ['subscription', ['realtime']],
];

const terms = (words: string[]) => words.map((word) => normalizeTerm(word)).filter((term): term is string => term !== null);
const FILLER = new Set(terms(FILLER_WORDS));
const CANONICAL = SYNONYMS.map(([canonical, words]) => ({ canonical: terms([canonical])[0]!, words: terms(words) })).sort(
  (a, b) => b.words.length - a.words.length,
);

/** Term list with each synonym phrase replaced by its canonical term. */
function canonicalize(list: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; ) {
    const synonym = CANONICAL.find(({ words }) => words.every((word, j) => list[i + j] === word));
    if (synonym) {
      out.push(synonym.canonical);
      i += synonym.words.length;
    } else {
      out.push(list[i]!);
      i += 1;
    }
  }
  return out;
}

/** The forms of a text: its words as written, and with identifiers split into their words. */
function forms(text: string): { whole: string[]; split: string[] } {
  const whole: string[] = [];
  const split: string[] = [];
  for (const span of wordSpans(text)) {
    const word = text.slice(span.start, span.end);
    const term = normalizeTerm(word);
    if (term) whole.push(term);
    const parts = identifierParts(word);
    split.push(...(parts.length > 1 ? terms(parts.map((part) => word.slice(part.start, part.end))) : term ? [term] : []));
  }
  return { whole: canonicalize(whole), split: canonicalize(split) };
}

const key = (list: string[]) => list.join(' ');

export interface PageNames {
  exact: Set<string>;
  loose: Set<string>;
  /** The terms of the title that say what the page is about: identifiers split, filler words dropped. */
  topic: string[];
}

/** The names of a page, from its title and path. */
export function pageNames(title: string, path: string): PageNames {
  const slug = path.replace(/\/+$/, '').split('/').pop() ?? '';
  const exact = new Set<string>();
  const loose = new Set<string>();
  const topic = forms(title).split.filter((term) => !FILLER.has(term));
  for (const text of [title, slug.replace(/[-_]+/g, ' ')]) {
    const { whole, split } = forms(text);
    for (const list of [whole, split]) if (list.length > 0) exact.add(key(list));
    const essential = split.filter((term) => !FILLER.has(term));
    if (essential.length > 0) loose.add(key(essential));
  }
  return { exact, loose, topic };
}

/**
 * How well a query names a page: `nameMatcher(query)(names)`. The query's
 * forms are worked out once, then compared with any number of pages. An
 * identifier in the query is taken as written: `useQueries` names the
 * useQueries page, not useQuery (whose words, stemmed, are the same).
 */
export function nameMatcher(query: string): (names: PageNames) => NameMatch {
  const { whole, split } = forms(query);
  const essential = whole.filter((term) => !FILLER.has(term));
  // Only a query whose words are all plain (no identifier split apart) may match loosely.
  const canMatchLoosely = key(split) === key(whole) && essential.length > 0;
  const asked = ` ${key(essential)} `;
  return (names) => {
    if (whole.length === 0) return null;
    if (names.exact.has(key(whole))) return 'exact';
    if (!canMatchLoosely) return null;
    if (names.loose.has(key(essential))) return 'loose';
    // A question that names the page among other words: "deploy to aws lambda".
    for (const name of names.loose) if (asked.includes(` ${name} `)) return 'within';
    return null;
  };
}
