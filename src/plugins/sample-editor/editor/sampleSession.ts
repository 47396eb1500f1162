/**
 * A sample being edited: one editor per shown file (./fileEditor.ts), all
 * compiled as one program in the worker, so a change to `server.ts` changes
 * what `client.ts` shows. Checks run one at a time while the reader types:
 * when one ends and the text changed meanwhile, the next starts with the
 * latest text, and its results are moved through the changes made since.
 * Each shown result is announced to the page as a `sample-editor-checked`
 * event (when its text was taken, when it was shown): the bench and the
 * browser tests wait for it.
 */
import { ChangeSet, type ChangeDesc } from '@codemirror/state';
import type { ViewUpdate } from '@codemirror/view';
import type { Remote } from 'comlink';
import { offsetOf } from '../engine/offsets';
import type { EditorSample, LiveCheck } from '../protocol';
import type { EditorWorkerApi } from '../worker/editorWorker';
import { mountFileEditor, type FileEditor } from './fileEditor';
import { queriesField, setLiveNotes, setQueries } from './liveNotes';
import { VISUALLY_HIDDEN } from './editorTheme';

let sessions = 0;

const problems = (count: number) => (count === 0 ? 'No problems' : count === 1 ? '1 problem' : `${count} problems`);

export class SampleSession {
  readonly id = `sample${sessions++}`;
  private readonly editors: (FileEditor | undefined)[] = [];
  private readonly live = document.createElement('div');
  private ready = false;
  private checking = false;
  private dirty = false;
  /** Per file: the changes since the running check took its text. */
  private since: ChangeDesc[] = [];
  private announced = '';

  constructor(
    private readonly sample: EditorSample,
    blocks: HTMLElement[],
    private readonly worker: Remote<EditorWorkerApi>,
  ) {
    this.live.style.cssText = VISUALLY_HIDDEN;
    this.live.setAttribute('aria-live', 'polite');
    let block = 0;
    sample.files.forEach((file, index) => {
      if (!file.shown) return;
      const at = blocks[block++];
      if (!at) return;
      this.editors[index] = mountFileEditor({
        block: at,
        name: file.name,
        lang: sample.lang,
        text: file.shown,
        path: `${this.id}/${index}`,
        worker,
        queries: file.queries.map((query) => offsetOf(file.shown, query.line, query.column)),
        onUpdate: (update) => this.onUpdate(index, update),
        onReset: () => this.reset(),
        say: (text) => this.say(text),
      });
    });
    blocks[0]?.before(this.live);
  }

  /** The editor of the file `block` showed. */
  editorOf(blocks: HTMLElement[], block: HTMLElement): FileEditor | undefined {
    return this.editors.filter(Boolean)[blocks.indexOf(block)];
  }

  /** Compiles the sample in the worker (the release's packs at `packUrls`), then checks it. */
  async start(packUrls: string[]): Promise<void> {
    await this.worker.open(this.id, this.sample, packUrls);
    this.ready = true;
    this.dirty = true;
    await this.runChecks();
  }

  private say(text: string): void {
    // The same words again are not news to a live region: make them differ invisibly.
    this.live.textContent = text === this.live.textContent ? `${text}\u00a0` : text;
  }

  private onUpdate(file: number, update: ViewUpdate): void {
    if (!update.docChanged) return;
    this.since[file] = (this.since[file] ?? ChangeSet.empty(update.startState.doc.length)).composeDesc(update.changes.desc);
    this.dirty = true;
    void this.runChecks();
  }

  private async runChecks(): Promise<void> {
    if (!this.ready || this.checking) return;
    this.checking = true;
    try {
      while (this.dirty) {
        this.dirty = false;
        const queries: { file: number; offset: number }[] = [];
        const texts = this.editors.map((editor, file) => {
          if (!editor) return undefined;
          const { state } = editor.view;
          this.since[file] = ChangeSet.empty(state.doc.length);
          for (const offset of state.field(queriesField)) queries.push({ file, offset });
          return state.doc.toString();
        });
        const taken = performance.now();
        await Promise.all(texts.map((code, file) => code !== undefined && this.worker.updateFile({ path: `${this.id}/${file}`, code })));
        this.show(await this.worker.check(this.id, queries));
        document.dispatchEvent(new CustomEvent('sample-editor-checked', { detail: { session: this.id, taken, shown: performance.now() } }));
      }
    } finally {
      this.checking = false;
    }
  }

  private show(check: LiveCheck): void {
    this.editors.forEach((editor, file) => {
      if (!editor) return;
      const errors = check.errors.filter((error) => error.file === file);
      const callouts = check.callouts.filter((callout) => callout.file === file);
      editor.view.dispatch({ effects: setLiveNotes.of({ errors, callouts, since: this.since[file] }) });
      editor.setStatus(problems(errors.length));
    });
    const total = problems(check.errors.length);
    if (total !== this.announced) {
      this.announced = total;
      this.say(this.editors.filter(Boolean).length > 1 ? `${total} in the sample` : total);
    }
  }

  /** Every file back as the sample has it. */
  reset(): void {
    this.sample.files.forEach((file, index) => {
      const editor = this.editors[index];
      if (!editor) return;
      const { doc } = editor.view.state;
      editor.view.dispatch({
        changes: { from: 0, to: doc.length, insert: file.shown },
        effects: setQueries.of(file.queries.map((query) => offsetOf(file.shown, query.line, query.column))),
      });
    });
  }
}
