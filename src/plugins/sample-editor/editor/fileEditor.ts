/**
 * One file of a sample, edited in place of its static block: a CodeMirror
 * view where the static code was (its box, font and token colours:
 * ./editorTheme.ts), with a bar under the code (a CodeMirror panel) giving
 * the file's problem count, Reset and Copy. Escape leaves the editor for the
 * bar (after closing what is open: completions, quick info); Tab is not
 * taken, so it leaves too.
 */
import { autocompletion, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { EditorState, Prec, type Extension } from '@codemirror/state';
import { drawSelection, EditorView, keymap, showPanel, tooltips, type ViewUpdate } from '@codemirror/view';
import type { Remote } from 'comlink';
import type { EditorWorkerApi } from '../worker/editorWorker';
import { liveNotes } from './liveNotes';
import { prismHighlight } from './prismHighlight';
import { quickInfo } from './quickInfoView';
import { editorTheme } from './editorTheme';
import { workerCompletions, workerFile } from './workerFile';

export interface FileEditorOptions {
  /** The static block (`pre`) the editor takes the place of. */
  block: HTMLElement;
  name: string;
  lang: string;
  text: string;
  /** `<session>/<file index>`, as the worker names the file. */
  path: string;
  worker: Remote<EditorWorkerApi>;
  queries: number[];
  onUpdate: (update: ViewUpdate) => void;
  onReset: () => void;
  /** Says something to screen readers (the sample's live region). */
  say: (text: string) => void;
}

export interface FileEditor {
  view: EditorView;
  /** The file's problem count, shown in its bar. */
  setStatus(text: string): void;
}

function button(label: string, text: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'clean-btn';
  element.textContent = text;
  element.setAttribute('aria-label', label);
  element.addEventListener('click', onClick);
  return element;
}

export function mountFileEditor(options: FileEditorOptions): FileEditor {
  const { block } = options;
  const status = document.createElement('span');
  status.className = 'sample-editor-status';
  status.textContent = 'Loading types…';
  const copy = button(`Copy ${options.name}`, 'Copy', () => {
    void navigator.clipboard.writeText(view.state.doc.toString()).then(() => {
      copy.textContent = 'Copied';
      setTimeout(() => (copy.textContent = 'Copy'), 2000);
    });
  });
  const reset = button('Reset the sample', 'Reset', options.onReset);
  const bar = document.createElement('div');
  bar.className = 'sample-editor-bar';
  bar.append(status, reset, copy);

  const leave: Extension = Prec.lowest(
    keymap.of([
      {
        key: 'Escape',
        run: () => {
          reset.focus();
          return true;
        },
      },
    ]),
  );
  const view = new EditorView({
    state: EditorState.create({
      doc: options.text,
      extensions: [
        history(),
        drawSelection(),
        keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap]),
        leave,
        editorTheme,
        EditorView.editorAttributes.of({ role: 'group', 'aria-label': `Editing ${options.name}` }),
        showPanel.of(() => ({ dom: bar, top: false })),
        prismHighlight(options.lang),
        workerFile.of({ path: options.path, worker: options.worker }),
        autocompletion({ override: [workerCompletions], defaultKeymap: false }),
        quickInfo(options.say),
        liveNotes(options.queries),
        // Tooltips are fixed to the viewport, as the static popovers are: the code box scrolls sideways without clipping them.
        tooltips({ position: 'fixed' }),
        EditorView.contentAttributes.of({ 'aria-label': `Code of ${options.name}`, spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off' }),
        EditorView.updateListener.of(options.onUpdate),
      ],
    }),
  });
  // The theme's buttons copy the static code: the bar's act on the editor's. Edit has been done.
  const container = block.closest('.theme-code-block');
  const themeButtons = container?.querySelector<HTMLElement>(':scope > [class*="buttonGroup"]');
  // (Their CSS sets `display`, which `hidden` would not win against.)
  if (themeButtons) themeButtons.style.display = 'none';
  const edit = container?.querySelector<HTMLElement>('.sample-edit-button');
  if (edit) edit.style.display = 'none';
  block.hidden = true;
  block.after(view.dom);
  return { view, setStatus: (text) => (status.textContent = text) };
}
