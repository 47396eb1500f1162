/**
 * Build-time highlighting: Prism tokens of a code block's lines, with the
 * grammars the browser has (./nodePrism.ts), and their HTML. Code blocks are
 * shown as this HTML (src/plugins/code-blocks), coloured by CSS per colour
 * mode, so the browser neither tokenises them nor renders one element per
 * token.
 */
import { normalizeTokens } from 'prism-react-renderer';
import { nodePrism } from './nodePrism';

export interface HighlightToken {
  /** Prism token types, e.g. ['keyword'] or ['plain']. */
  types: string[];
  content: string;
}

/** One token list per line of `code`; a language without a grammar gives plain text, as in the theme. */
export function highlightLines(code: string, lang: string): HighlightToken[][] {
  const grammar = nodePrism.languages[lang];
  const tokens = grammar ? nodePrism.tokenize(code, grammar) : [code];
  return normalizeTokens(tokens).map((line) =>
    // An empty line comes as one '\n' token; inside <pre> that newline and the
    // line's <br> would make it two lines high (the theme's Line empties it too).
    line.length === 1 && line[0].content === '\n'
      ? [{ types: line[0].types, content: '' }]
      : line.map(({ types, content }) => ({ types, content })),
  );
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char]);
}

/** `text` (a token's content or part of it) as the theme marks it up; plain tokens have the block's colour, bare text is enough. */
export function tokenHtml(types: string[], text: string): string {
  if (types.length === 1 && types[0] === 'plain') return escapeHtml(text);
  return `<span class="token ${types.join(' ')}">${escapeHtml(text)}</span>`;
}

/** A line as the theme's CodeBlock renders one: its tokens, and a `<br>` that keeps an empty line one line high. */
export function lineHtml(inner: string): string {
  return `<div class="token-line">${inner}<br></div>`;
}

/**
 * Line numbers, highlighted-line ranges and magic comments are the theme's
 * per-line features, which the build does not reproduce: blocks using them
 * keep the theme's own rendering in the browser.
 */
export function usesThemeLineFeatures(meta: string | null | undefined, code: string): boolean {
  return /showLineNumbers|\{[\d,\s-]+\}/.test(meta ?? '') || /\/\/\s*highlight-|\/\/\s*this-will-error/.test(code);
}
