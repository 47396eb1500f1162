/**
 * What a check found in one file, shown as the static view shows its
 * annotations: the type of each `// ^?` under its line, each problem as text
 * under the line it starts on with the code it is about underlined. Results
 * arrive after the text moved on (the worker checks while the reader types):
 * they are mapped through the changes made since the check was asked for.
 * The `^?` queries themselves move with the text they point at.
 */
import { StateEffect, StateField, type ChangeDesc, type Extension, type Range } from '@codemirror/state';
import { Decoration, EditorView, WidgetType, type DecorationSet } from '@codemirror/view';
import type { LiveCallout, LiveError, QuickInfo } from '../protocol';
import { quickInfoElement } from './quickInfoView';

/** A check's results for this file, and the changes made to it since the check was asked for. */
export const setLiveNotes = StateEffect.define<{ errors: LiveError[]; callouts: LiveCallout[]; since: ChangeDesc }>();
/** The `^?` queries back where the sample has them (Reset). */
export const setQueries = StateEffect.define<number[]>();

class NoteWidget extends WidgetType {
  constructor(
    private readonly kind: 'error' | 'callout',
    private readonly column: number,
    private readonly content: { message: string; code: number } | QuickInfo,
  ) {
    super();
  }

  eq(other: NoteWidget): boolean {
    return other.kind === this.kind && other.column === this.column && JSON.stringify(other.content) === JSON.stringify(this.content);
  }

  toDOM(): HTMLElement {
    const note = document.createElement('div');
    note.className = this.kind === 'error' ? 'typed-error' : 'typed-callout';
    note.style.setProperty('--typed-column', String(this.column));
    if ('message' in this.content) {
      const code = document.createElement('span');
      code.className = 'typed-error-code';
      code.textContent = `(TS${this.content.code})`;
      note.append(`${this.content.message} `, code);
    } else note.append(...Array.from(quickInfoElement(this.content).childNodes));
    return note;
  }

  get estimatedHeight(): number {
    return 30;
  }

  ignoreEvent(): boolean {
    return false;
  }
}

function noteDecorations(doc: EditorView['state']['doc'], errors: LiveError[], callouts: LiveCallout[]): DecorationSet {
  const ranges: Range<Decoration>[] = [];
  const lineEnd = (line: number) => doc.line(Math.min(doc.lines, line + 1)).to;
  for (const error of errors) {
    const widget = new NoteWidget('error', error.line < 0 ? 0 : error.start, error);
    // A problem in setup code the reader does not see is told above the code.
    if (error.line < 0) {
      ranges.push(Decoration.widget({ widget, block: true, side: -1 }).range(0));
      continue;
    }
    const from = Math.min(error.from, doc.length);
    const to = Math.min(error.to, doc.length);
    if (to > from) ranges.push(Decoration.mark({ class: 'typed-error-span' }).range(from, to));
    ranges.push(Decoration.widget({ widget, block: true, side: 2 }).range(lineEnd(error.line)));
  }
  for (const callout of callouts)
    ranges.push(Decoration.widget({ widget: new NoteWidget('callout', callout.column, callout.info), block: true, side: 1 }).range(lineEnd(callout.line)));
  return Decoration.set(ranges, true);
}

const notesField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(notes, transaction) {
    let next = notes.map(transaction.changes);
    for (const effect of transaction.effects)
      if (effect.is(setLiveNotes)) {
        // Made for the text as it was when asked for: moved to where that text is now.
        const { errors, callouts, since } = effect.value;
        const { doc } = transaction.state;
        const map = (offset: number) => Math.min(since.mapPos(offset, 1), doc.length);
        const lineOf = (offset: number) => doc.lineAt(offset).number - 1;
        next = noteDecorations(
          doc,
          errors.map((error) => (error.line < 0 ? error : { ...error, from: map(error.from), to: map(error.to), line: lineOf(map(error.from)) })),
          callouts.map((callout) => ({ ...callout, line: lineOf(map(callout.offset)) })),
        );
      }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** The offsets the `^?` queries point at, moving with the text. */
export const queriesField = StateField.define<number[]>({
  create: () => [],
  update(queries, transaction) {
    for (const effect of transaction.effects) if (effect.is(setQueries)) return effect.value;
    return transaction.docChanged ? queries.map((offset) => transaction.changes.mapPos(offset)) : queries;
  },
});

export function liveNotes(queries: number[]): Extension {
  return [notesField, queriesField.init(() => queries)];
}
