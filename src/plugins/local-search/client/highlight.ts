import { escapeHtml, identifierParts, normalizeTerm, type WordSpan, wordSpans } from '../format/text';

/**
 * Algolia's `_highlightResult` / `_snippetResult` values for local records.
 * DocSearch and the search page put these values into `innerHTML`, so every
 * character of record text is escaped and the only markup in the output is
 * the highlight tags themselves.
 */

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

/**
 * The tags of a DocSearch index, used by the search page, which asks for none
 * and turns this class into its own upright, shaded `search-result-match`
 * (DocSearch's modal asks for `<mark>`).
 */
export const DEFAULT_HIGHLIGHT_TAGS: HighlightTags = { pre: '<span class="algolia-docsearch-suggestion--highlight">', post: '</span>' };

// A highlight tag is put into HTML unescaped, so only an inline text element
// with an optional class is accepted from the request; anything else falls back.
const SAFE_OPEN_TAG = /^<(em|mark|strong|b|i|span)(?: class="[\w -]*")?>$/;
const SAFE_CLOSE_TAG = /^<\/(em|mark|strong|b|i|span)>$/;

export function highlightTags(pre: unknown, post: unknown): HighlightTags {
  if (typeof pre !== 'string' || typeof post !== 'string') return DEFAULT_HIGHLIGHT_TAGS;
  const open = SAFE_OPEN_TAG.exec(pre);
  const close = SAFE_CLOSE_TAG.exec(post);
  if (!open || !close || open[1] !== close[1]) return DEFAULT_HIGHLIGHT_TAGS;
  return { pre, post };
}

/**
 * Which words to mark: the index terms a search matched (after prefix and
 * typo matching, so "websockt" marks "WebSocket").
 */
export interface Matcher {
  terms: ReadonlySet<string>;
  /** How many distinct terms the query had, to tell partial from full matches. */
  queryTermCount: number;
}

/** Most words whose index form is remembered (the text of a few answers). */
const MAX_REMEMBERED_TERMS = 20_000;
const termsOfWords = new Map<string, string | null>();

/**
 * normalizeTerm, remembered: an answer's twenty sections repeat most of
 * their words, and folding each one (Unicode normalization, stemming) is
 * most of the time of turning records into hits.
 */
function termOf(word: string): string | null {
  let term = termsOfWords.get(word);
  if (term === undefined) {
    if (termsOfWords.size >= MAX_REMEMBERED_TERMS) termsOfWords.clear();
    term = normalizeTerm(word);
    termsOfWords.set(word, term);
  }
  return term;
}

/** The spans of `text` to mark: whole words, or the matching part of an identifier. */
export function matchedSpans(text: string, matcher: Matcher, words = wordSpans(text)): WordSpan[] {
  const marks: WordSpan[] = [];
  for (const span of words) {
    const word = text.slice(span.start, span.end);
    const whole = termOf(word);
    if (whole !== null && matcher.terms.has(whole)) {
      marks.push(span);
      continue;
    }
    const parts = identifierParts(word);
    if (parts.length < 2) continue;
    for (const part of parts) {
      const term = termOf(word.slice(part.start, part.end));
      if (term !== null && matcher.terms.has(term)) {
        marks.push({ start: span.start + part.start, end: span.start + part.end });
      }
    }
  }
  return marks;
}

function render(text: string, marks: WordSpan[], from: number, to: number, tags: HighlightTags): string {
  let html = '';
  let position = from;
  for (const mark of marks) {
    if (mark.end <= from || mark.start >= to) continue;
    const start = Math.max(mark.start, from);
    const end = Math.min(mark.end, to);
    html += escapeHtml(text.slice(position, start)) + tags.pre + escapeHtml(text.slice(start, end)) + tags.post;
    position = end;
  }
  return html + escapeHtml(text.slice(position, to));
}

function matchLevel(text: string, marks: WordSpan[], matcher: Matcher): { level: MatchLevel; words: string[] } {
  if (marks.length === 0) return { level: 'none', words: [] };
  const words = [...new Set(marks.map((mark) => text.slice(mark.start, mark.end)))];
  const distinctTerms = new Set(words.map((word) => termOf(word) ?? word.toLowerCase()));
  return { level: distinctTerms.size >= matcher.queryTermCount ? 'full' : 'partial', words };
}

export function highlight(text: string, matcher: Matcher, tags: HighlightTags, marks = matchedSpans(text, matcher)): HighlightResult {
  const { level, words } = matchLevel(text, marks, matcher);
  const markedLength = marks.reduce((sum, mark) => sum + mark.end - mark.start, 0);
  const wordsLength = wordSpans(text).reduce((sum, span) => sum + span.end - span.start, 0);
  return {
    value: render(text, marks, 0, text.length, tags),
    matchLevel: level,
    matchedWords: words,
    fullyHighlighted: marks.length > 0 && markedLength === wordsLength,
  };
}

/**
 * A window of `wordCount` words around the first match (or the start of the
 * text when nothing in it matched), with `ellipsis` where text was cut.
 */
export function snippet(
  text: string,
  matcher: Matcher,
  tags: HighlightTags,
  wordCount: number,
  ellipsis: string,
  words = wordSpans(text),
  marks = matchedSpans(text, matcher, words),
): SnippetResult {
  const { level } = matchLevel(text, marks, matcher);
  if (words.length <= wordCount) return { value: render(text, marks, 0, text.length, tags), matchLevel: level };

  const firstMark = marks[0];
  const firstMatchedWord = firstMark ? words.findIndex((word) => word.end > firstMark.start) : 0;
  // A little context before the match reads better than starting on it.
  const startWord = Math.max(0, Math.min(firstMatchedWord - 2, words.length - wordCount));
  const endWord = Math.min(words.length, startWord + wordCount);
  const from = startWord === 0 ? 0 : words[startWord]!.start;
  // Keep punctuation that closes the last word ("link." not "link").
  const lastWordEnd = words[endWord - 1]!.end;
  const to = endWord === words.length ? text.length : lastWordEnd + (/^[^\s\p{L}\p{N}_$]*/u.exec(text.slice(lastWordEnd))?.[0].length ?? 0);
  const safeEllipsis = escapeHtml(ellipsis);
  return {
    value: `${startWord > 0 ? safeEllipsis : ''}${render(text, marks, from, to, tags)}${endWord < words.length ? safeEllipsis : ''}`,
    matchLevel: level,
  };
}
