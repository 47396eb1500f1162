/**
 * Token colours as the static view has them: the code is tokenised by the
 * same Prism grammars, registered in the same order, as at build time
 * (prism-languages: ./register.ts on prism-react-renderer's Prism here, as
 * the theme's CodeBlock has them; nodePrism.ts at build time, which a browser
 * bundle cannot load), normalised by the same function, and each token gets
 * the static view's classes (`token keyword`…), which the site's token
 * colour rules (light and dark) paint inside `.theme-code-block`. A sample is
 * short: every change tokenises it again.
 */
import { RangeSetBuilder } from '@codemirror/state';
import { Decoration, ViewPlugin, type DecorationSet, type EditorView, type ViewUpdate } from '@codemirror/view';
import { normalizeTokens, Prism } from 'prism-react-renderer';
import '../../prism-languages/register';

/** One token list per line of `code`, as prism-languages/highlight.ts gives them at build time. */
function highlightLines(code: string, lang: string): { types: string[]; content: string }[][] {
  const grammar = Prism.languages[lang];
  return normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
}

function tokenDecorations(view: EditorView, lang: string): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const { doc } = view.state;
  highlightLines(doc.toString(), lang).forEach((tokens, index) => {
    let at = doc.line(index + 1).from;
    for (const token of tokens) {
      const end = at + token.content.length;
      if (end > at && !(token.types.length === 1 && token.types[0] === 'plain'))
        builder.add(at, end, Decoration.mark({ class: `token ${token.types.join(' ')}` }));
      at = end;
    }
  });
  return builder.finish();
}

export function prismHighlight(lang: string) {
  return ViewPlugin.fromClass(
    class {
      decorations: DecorationSet;
      constructor(view: EditorView) {
        this.decorations = tokenDecorations(view, lang);
      }
      update(update: ViewUpdate) {
        if (update.docChanged) this.decorations = tokenDecorations(update.view, lang);
      }
    },
    { decorations: (plugin) => plugin.decorations },
  );
}
