/**
 * Highlight stage: Prism tokens of the shown lines, computed at build time
 * with the grammars the CodeBlock would use in the browser (prism-react-renderer's
 * Prism, same language order as src/plugins/prism-languages), so typed blocks
 * need no tokenising on the client.
 */
import { Prism, normalizeTokens } from 'prism-react-renderer';

export interface HighlightToken {
  /** Prism token types, e.g. ['keyword'] or ['plain']. */
  types: string[];
  content: string;
}

/** One token list per line of `code`. */
export function highlightLines(code: string, lang: string): HighlightToken[][] {
  const grammar = Prism.languages[lang] ?? Prism.languages.typescript;
  return normalizeTokens(Prism.tokenize(code, grammar)).map((line) =>
    // An empty line comes as one '\n' token; inside <pre> that newline and the
    // line's <br> would make it two lines high (the theme's Line empties it too).
    line.length === 1 && line[0].content === '\n'
      ? [{ types: line[0].types, content: '' }]
      : line.map(({ types, content }) => ({ types, content })),
  );
}
