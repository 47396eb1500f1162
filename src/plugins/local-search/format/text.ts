import { stem } from './stemmer';

/**
 * Word handling shared by the indexer (node, at build time) and the search
 * client (browser): both must cut text into the same terms, or queries would
 * miss what the index holds.
 */

/** A word of a text and where it sits, so matches can be highlighted in place. */
export interface WordSpan {
  start: number;
  end: number;
}

// Letters and digits of any script, plus `_` and `$` which are part of
// TypeScript identifiers. Everything else (punctuation, emoji, symbols) splits.
const WORD = /[\p{L}\p{N}_$]+/gu;

// Boundaries inside an identifier: `httpBatchLink` → http|Batch|Link,
// `TRPCError` → TRPC|Error, `useQueries2` → use|Queries|2.
const IDENTIFIER_PART = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+|[^\p{L}\p{N}]+|\p{L}+/gu;

/**
 * Words so common in questions that they only add noise ("how do I abort a
 * query"). Kept short on purpose: "use", "link", "error" are real terms here.
 */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in into is it its my of on or so that the this to was what when where which why will with you your'.split(
    ' ',
  ),
);

export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    spans.push({ start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/** The camelCase / PascalCase / digit parts of one word, with their offsets. */
export function identifierParts(word: string): WordSpan[] {
  const parts: WordSpan[] = [];
  for (const match of word.matchAll(IDENTIFIER_PART)) {
    if (/^[_$]+$/.test(match[0])) continue;
    parts.push({ start: match.index, end: match.index + match[0].length });
  }
  return parts;
}

/**
 * Folds a word to its index form: lower case, accents dropped, and its
 * English stem (stemmer.ts) so that "requests", "aborting", "validation" and
 * "invalidated" meet "request", "abort", "validate" and "invalidate". Indexed
 * text and queries go through the same folding, so an odd stem ("cach") is
 * harmless. Returns null for stop words.
 */
export function normalizeTerm(word: string): string | null {
  const lower = word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  if (lower.length === 0 || STOP_WORDS.has(lower)) return null;
  // An identifier is a name, not an English word: `useQueries` is not `useQuery`.
  return CAMEL_CASE.test(word) ? lower : stem(lower);
}

/** A lower-case letter followed by a capital: `useQueries`, `wsLink`, not `TRPC` or `Queries`. */
const CAMEL_CASE = /\p{Ll}\p{Lu}/u;

/**
 * The terms a word is indexed under: the whole word and, for identifiers,
 * each of its parts, so "batch" finds `httpBatchLink`.
 */
export function termsOfWord(word: string): string[] {
  const terms = new Set<string>();
  const whole = normalizeTerm(word);
  if (whole) terms.add(whole);
  const parts = identifierParts(word);
  // Short words ("v9", "h1") are not identifiers worth splitting.
  if (parts.length > 1 && word.length > 3) {
    for (const part of parts) {
      const term = normalizeTerm(word.slice(part.start, part.end));
      if (term) terms.add(term);
    }
  }
  return [...terms];
}

/** All index terms of a text, in order (duplicates kept: they carry weight). */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const span of wordSpans(text)) terms.push(...termsOfWord(text.slice(span.start, span.end)));
  return terms;
}

/**
 * A name only code uses: mixed case past the first letter (`useQuery`,
 * `AbortController`, `TRPCError`, not `Context`) or words joined by `_`
 * (`NOT_FOUND`).
 */
const CODE_IDENTIFIER = /^(?=.*\p{Ll})..*\p{Lu}|\p{L}_\p{L}/u;

/**
 * Index terms of code: the identifiers it names (`isInitialLoading`,
 * `abortOnUnmount`, `METHOD_NOT_SUPPORTED`), each once, whole. Keywords,
 * plain words and the parts of identifiers are left to the prose, which
 * explains them; this keeps the index small (6 % more inverted index than without code).
 */
export function codeTerms(code: string): string[] {
  const terms = new Set<string>();
  for (const span of wordSpans(code)) {
    const word = code.slice(span.start, span.end);
    if (CODE_IDENTIFIER.test(word)) terms.add(normalizeTerm(word)!);
  }
  return [...terms];
}

/**
 * Terms of a query. A query is cut like indexed text, except that an
 * identifier is looked up as a whole ("httpBatchLink" should not also ask for
 * every page that says "link"): its parts only help when the whole is absent,
 * which prefix and fuzzy matching cover.
 */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const span of wordSpans(query)) {
    const word = query.slice(span.start, span.end);
    const whole = normalizeTerm(word);
    if (whole && !terms.includes(whole)) terms.push(whole);
  }
  return terms;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to be put into `innerHTML`, which is how DocSearch renders hits. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}
