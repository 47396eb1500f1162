/**
 * Token colours as the static view has them: the code is tokenised by the
 * same Prism grammars and the same function as at build time (typed-samples
 * render/highlight.ts), and each token gets the static view's classes
 * (`token keyword`…), which the site's token colour rules (light and dark)
 * paint inside `.typed-code`. A sample is short: every change tokenises it
 * again.
 */
import { RangeSetBuilder } from '@codemirror/state';
import { Decoration, ViewPlugin, type DecorationSet, type EditorView, type ViewUpdate } from '@codemirror/view';
import '../../prism-languages/register';
import { highlightLines } from '../../typed-samples/render/highlight';

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
