import { normalizeTerm, queryTerms, type WordSpan, wordSpans } from '../format/text';
import type { Alternative } from './indexTerms';

/**
 * Readers ask in their own words ("how do I send dates over the wire?"),
 * the docs answer in the library's ("data transformers", "superjson"). This
 * module reads a typed query: the terms worth searching for (question and
 * function words dropped), what the reader wants an alternative to
 * ("without express"), and, for a few words of general vocabulary, the
 * docs' words for the same thing (searched as alternatives, at a lower
 * weight). Most such words are learned from the docs instead (learnedWords.ts).
 */

/**
 * Words of a question that no section is about: question words, and
 * English function words (NLTK's English stop word list: pronouns,
 * auxiliaries, prepositions, quantifiers), whose rarity in the docs' prose
 * would otherwise make them weigh like a topic ("every call", "over the
 * wire"); not "off", which is the point of "turn off". Only in queries: the
 * index keeps them (format/text.ts drops a shorter list everywhere), and so does
 * phrase matching. "trpc" is on every page, so it narrows nothing.
 */
const QUESTION_WORDS = [
  ...'am are can could did do does get got has have how i is me my need our should there they want way we what when where which who why will would you your trpc'.split(' '),
  ...`myself ours ourselves yours yourself yourselves he him his himself she her hers herself it its itself them their theirs themselves
  whom this that these those was were be been being had having doing a an the and but if or because as until while of at by for with
  about against between into through during before after above below to from up down in out on over under again further then once
  here all any both each few more most other some such no nor not only own same so than too very s t just don now d ll m o re ve y`.split(/\s+/),
  // "Can I use X", "how to use X": the verb says nothing of the topic, and
  // as a term it finds every hook (`useQuery` is indexed under "use" too).
  'use',
];

/**
 * A reader's word and the docs' words for it, where the docs never use the
 * reader's word near theirs and nothing can be learned (learnedWords.ts):
 * general vocabulary only, not words fitted to one question. Both sides are
 * written as words and folded to index terms below.
 */
const READER_SYNONYMS: [reader: string[], docs: string[]][] = [
  // Access control, in the words of the reader and of the docs.
  [['admin', 'admins', 'role', 'roles', 'restrict', 'restricted', 'permission', 'permissions', 'login'], ['authorization', 'protected', 'auth']],
  // Pushing events to the client is a subscription here.
  [['live', 'push', 'stream', 'realtime'], ['subscription', 'subscriptions', 'observable']],
  // Dates, Maps and Sets survive the trip with a data transformer (superjson).
  [['date', 'dates', 'map', 'maps'], ['transformer', 'transformers', 'superjson']],
  // Prefetching on the server is what the SSG helpers do.
  [['prefetch', 'prefetching', 'prefetched'], ['ssg', 'helpers', 'createProxySSGHelpers']],
  [['upgrade', 'upgrading'], ['migrate', 'migration', 'interop']],
  [['paginate', 'pagination', 'scroll'], ['infinite', 'cursor']],
  // Runtimes with the Fetch API.
  [['edge', 'workers', 'cloudflare', 'deno'], ['fetch']],
  // "Turn off", "disable": the docs skip a step or set it disabled.
  [['disable', 'off'], ['skip', 'disabled']],
  // "Over the wire": the wire format, which the HTTP RPC specification describes.
  [['wire'], ['rpc', 'specification']],
];

const fold = (words: string[]) => [...new Set(words.flatMap((word) => (normalizeTerm(word) ? [normalizeTerm(word)!] : [])))];

const QUESTION_TERMS = new Set(fold(QUESTION_WORDS));

/** Whether a term is a question word or function word, which names no topic. */
export const isQuestionTerm = (term: string) => QUESTION_TERMS.has(term);

const SYNONYMS = new Map<string, string[]>();
for (const [reader, docs] of READER_SYNONYMS) {
  const docTerms = fold(docs);
  for (const term of fold(reader)) {
    SYNONYMS.set(term, [...new Set([...(SYNONYMS.get(term) ?? []), ...docTerms.filter((docTerm) => docTerm !== term)])]);
  }
}

/** The hand-written entries as index terms: each reader's term and the docs' terms it stands for. */
export function readerSynonyms(): ReadonlyMap<string, readonly string[]> {
  return SYNONYMS;
}

/** The query's terms worth searching: question words dropped, unless nothing else is left. */
export function readerTerms(query: string): string[] {
  const terms = queryTerms(query);
  const content = terms.filter((term) => !QUESTION_TERMS.has(term));
  return content.length > 0 ? content : terms;
}

/**
 * Words after which a reader names what they do not want ("a server without
 * express", "yup instead of zod"): the page about that thing is not the
 * answer, an alternative to it is. "no" and "not" are not among them: they
 * mostly negate a verb ("cookies not sent", whose answer is the page about
 * sending cookies) or belong to an error message ("No input expected").
 */
const NEGATION_CUES = [['without'], ['instead', 'of'], ['rather', 'than'], ['other', 'than'], ['except']];
/** Words that go on naming the negated things ("without express or any framework"). */
const NEGATION_CONTINUES = new Set(['or', 'and', 'nor', 'a', 'an', 'any', 'the', 'some', 'other', 'my', 'your', 'its', 'their', 'this', 'that']);
/** Words that end the noun phrase a negation names ("without a server in my tests"): prepositions and conjunctions. */
const NEGATION_ENDS = new Set(
  'in on at for to from with by into onto via over under during after before when while so because if but which where just then as like'.split(' '),
);
/** Most words a negation covers. */
const MAX_NEGATED_WORDS = 3;

export interface ReaderQuery {
  /** Terms to search for: question words and negated words left out (readerTerms). */
  terms: string[];
  /**
   * Terms of what the reader wants an alternative to, searched in a
   * section's text only (the page answering "without react" says what it
   * does instead of React).
   */
  negated: string[];
  /**
   * Terms of what the reader wants an alternative to, whether searched as
   * `negated` or, in a query that is nothing but a negation, as `terms`:
   * a page about them ranks lower.
   */
  unwanted: string[];
  /** The term of the word being typed (the query's last), matched as a prefix too, or null. */
  typing: string | null;
  /** Every term of the query in order (queryTerms), to find it as a phrase in a heading. */
  phrase: string[];
}

/** Where a query quotes something: between double quotes or backticks. */
function quotedSpans(query: string): WordSpan[] {
  return [...query.matchAll(/"[^"]*"|`[^`]*`|“[^”]*”/g)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

/** Reads a typed query: what to search for, what the reader does not want, and its phrase. */
export function readQuery(query: string): ReaderQuery {
  const quoted = quotedSpans(query);
  const words = wordSpans(query).map(({ start, end }, i, spans) => ({
    word: query.slice(start, end).toLowerCase(),
    quoted: quoted.some((span) => span.start <= start && end <= span.end),
    // Punctuation before the next word ends a negation's reach.
    breakAfter: i + 1 < spans.length && /[,.;:!?()[\]]/.test(query.slice(end, spans[i + 1]!.start)),
  }));
  const negatedWords = new Set<string>();
  // The cue and the negation's own small words are no part of what is searched.
  const skipped = new Set<number>();
  for (let i = 0; i < words.length; i += 1) {
    const cue = NEGATION_CUES.find((cueWords) => cueWords.every((cueWord, j) => words[i + j]?.word === cueWord));
    if (!cue) continue;
    let at = i + cue.length - 1;
    for (let j = i; j <= at; j += 1) skipped.add(j);
    let named = 0;
    while (named < MAX_NEGATED_WORDS && !words[at]!.breakAfter && at + 1 < words.length && !NEGATION_ENDS.has(words[at + 1]!.word)) {
      at += 1;
      skipped.add(at);
      const { word } = words[at]!;
      if (NEGATION_CONTINUES.has(word)) continue;
      negatedWords.add(word);
      named += 1;
    }
    i = at;
  }
  const negated = queryTerms([...negatedWords].join(' '));
  const phrase = queryTerms(query);
  const kept = words.filter(({ word }, i) => !skipped.has(i) && !negatedWords.has(word));
  // Question words count where the reader quoted them: `Query "trpc" not found`.
  const quotedTerms = new Set(queryTerms(kept.flatMap(({ word, quoted: isQuoted }) => (isQuoted ? [word] : [])).join(' ')));
  const terms = queryTerms(kept.map(({ word }) => word).join(' ')).filter((term) => !QUESTION_TERMS.has(term) || quotedTerms.has(term));
  const last = words.length > 0 && !/[\s,.;:!?)]$/.test(query) ? normalizeTerm(words.at(-1)!.word) : null;
  // Nothing but a negation ("can I use trpc without react"): search what it
  // names in every field (the answer may say it in a heading, "Does tRPC
  // require React?"), still not wanting the page about it. Nothing but
  // question words: search them after all.
  const read = terms.length > 0 ? { terms, negated } : negated.length > 0 ? { terms: negated, negated: [] } : { terms: readerTerms(query), negated: [] };
  return { ...read, unwanted: negated, phrase, typing: last !== null && [...read.terms, ...read.negated].includes(last) ? last : null };
}

/** A synonym counts a little less than the word typed: the typed word is what the reader meant. */
export const SYNONYM_WEIGHT = 0.7;

/** The docs' words for a reader's term (index terms), if any. */
export function docsWordsFor(term: string): readonly Alternative[] {
  return (SYNONYMS.get(term) ?? []).map((docTerm) => [docTerm, SYNONYM_WEIGHT] as const);
}

/**
 * The plain form of an adjective's comparative or superlative ("smallest",
 * "easier", "biggest" → small, easy, big), which the Porter stemmer keeps
 * apart from it, as index terms. Candidates only: stripping "-er" from
 * "server" gives "serv", so the caller keeps those the index has.
 */
export function plainForms(term: string): string[] {
  const suffix = /^[a-z]{3,}(est|er)$/.exec(term)?.[1];
  if (!suffix) return [];
  const base = term.slice(0, -suffix.length);
  const candidates = [base, `${base}e`];
  // "biggest" → big, "easiest" → easy (whose stem is "easi").
  if (/([^aeiou])\1$/.test(base)) candidates.push(base.slice(0, -1));
  if (base.endsWith('i')) candidates.push(`${base.slice(0, -1)}y`);
  return [...new Set(candidates.flatMap((candidate) => normalizeTerm(candidate) ?? []))].filter((candidate) => candidate !== term);
}

/** A comparative's plain form stands for it almost fully: it is the same word. */
export const PLAIN_FORM_WEIGHT = 0.9;