/**
 * The editor's chunk, loaded when a reader shows they want to edit a sample
 * (../client/editButtons.ts hands it the events of the Edit buttons). Pointing
 * at or focusing a button starts what the editor needs; activating it turns
 * every block of the sample into an editor in place (./sampleSession.ts),
 * with the cursor where the reader had clicked in the code (the selection a
 * click leaves, which a click on a button does not move), and starts the worker checking it against
 * the release the page's build used; then it fetches what the page's other
 * samples need, so that all of them can be edited offline.
 */
import { EditorSelection } from '@codemirror/state';
import siteConfig from '@generated/docusaurus.config';
import packIndex from '@generated/sample-editor/default/packIndex.json';
import { sampleFile, type EditorSample } from '../protocol';
import { SampleSession } from './sampleSession';
import { editorWorker } from './workerClient';

/** What the static view shows besides its code, and so is not part of it. */
const ANNOTATIONS = '.typed-callout, .typed-error, .typed-popover';

const sessions = new WeakMap<HTMLElement, { session: SampleSession; blocks: HTMLElement[] }>();
const samples = new Map<string, Promise<EditorSample>>();

function siteUrl(file: string): string {
  return new URL(`${siteConfig.baseUrl}${file}`, window.location.href).href;
}

function loadSample(id: string): Promise<EditorSample> {
  let loading = samples.get(id);
  if (!loading) {
    loading = fetch(siteUrl(sampleFile(id))).then((response) => {
      if (!response.ok) throw new Error(`sample-editor: sample ${id}: ${response.status}`);
      return response.json() as Promise<EditorSample>;
    });
    loading.catch(() => samples.delete(id));
    samples.set(id, loading);
  }
  return loading;
}

const outer = (block: Element) => block.closest('.theme-code-block');
const typedBlockOf = (element: Element | null | undefined) => element?.querySelector<HTMLElement>(':scope pre.typed-code') ?? null;

/**
 * The block that names the sample `block` shows: itself, or the nearest
 * typed block before it, next to it, that does (a sample's id is on its
 * first block, src/plugins/typed-samples/remark.ts; its next files follow).
 */
function namingBlock(block: HTMLElement): HTMLElement | null {
  for (let at: HTMLElement | null = block; at; at = typedBlockOf(outer(at)?.previousElementSibling)) if (at.dataset.sample) return at;
  return null;
}

/** The blocks of the sample named by `first`, in file order: it and the typed blocks right after it that name no sample. */
function sampleBlocks(first: HTMLElement, shownFiles: number): HTMLElement[] {
  const blocks = [first];
  for (let next = typedBlockOf(outer(first)?.nextElementSibling); next && !next.dataset.sample && blocks.length < shownFiles; next = typedBlockOf(outer(next)?.nextElementSibling))
    blocks.push(next);
  return blocks;
}

/** The offset in the block's code of where `caret` is: its lines' text, without annotations. */
function caretOffset(block: HTMLElement, caret: Range | undefined): number {
  if (!caret) return 0;
  let offset = 0;
  for (const line of Array.from(block.querySelectorAll('.token-line'))) {
    if (line.contains(caret.startContainer)) {
      const before = document.createRange();
      before.setStart(line, 0);
      before.setEnd(caret.startContainer, caret.startOffset);
      const fragment = before.cloneContents();
      for (const annotation of Array.from(fragment.querySelectorAll(ANNOTATIONS))) annotation.remove();
      return offset + (fragment.textContent ?? '').length;
    }
    offset += (line.textContent ?? '').length + 1;
  }
  return 0;
}

/** Starts what the editor needs before it is asked for: the worker, and the sample's file. */
function prepareSample(block: HTMLElement): void {
  editorWorker();
  const id = namingBlock(block)?.dataset.sample;
  if (id) void loadSample(id).catch(() => undefined);
}

/** Where the static code's selection is, when a click left one in the block. */
function caretIn(block: HTMLElement): Range | undefined {
  const selection = document.getSelection();
  const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : undefined;
  return range && block.contains(range.startContainer) ? range : undefined;
}

/** An event of an Edit button (../client/editButtons.ts): intent (pointer over it, focus) or activation. */
export async function onButton(button: HTMLButtonElement, type: string): Promise<void> {
  const block = typedBlockOf(outer(button));
  if (!block) return;
  if (type !== 'click') return prepareSample(block);
  button.setAttribute('aria-busy', 'true');
  try {
    await editSample(block, caretIn(block));
  } finally {
    button.removeAttribute('aria-busy');
  }
}

async function editSample(block: HTMLElement, caret?: Range): Promise<void> {
  const open = sessions.get(block);
  if (open) {
    open.session.editorOf(open.blocks, block)?.view.focus();
    return;
  }
  const first = namingBlock(block);
  if (!first) throw new Error('sample-editor: this block names no sample');
  const offset = caretOffset(block, caret);
  const sample = await loadSample(first.dataset.sample!);
  if (sessions.get(block)) return;
  const blocks = sampleBlocks(first, sample.files.filter((file) => file.shown).length);
  const worker = editorWorker();
  const session = new SampleSession(sample, blocks, worker);
  for (const each of blocks) sessions.set(each, { session, blocks });
  const view = session.editorOf(blocks, block)?.view;
  if (view) {
    view.dispatch({ selection: EditorSelection.cursor(Math.min(offset, view.state.doc.length)), scrollIntoView: false });
    view.focus();
  }
  const packs = packIndex[sample.version].map(siteUrl);
  await session.start(packs);
  prefetchPage(worker);
}

/**
 * Once a sample is live, what every other sample of the page needs (its
 * small file, its release's packs) is fetched too: from then on the page's
 * samples can be edited with the network off.
 */
function prefetchPage(worker: ReturnType<typeof editorWorker>): void {
  const ids = new Set(Array.from(document.querySelectorAll<HTMLElement>('pre.typed-code[data-sample]'), (block) => block.dataset.sample!));
  for (const id of ids)
    loadSample(id)
      .then((sample) => worker.preload(packIndex[sample.version].map(siteUrl)))
      .catch(() => undefined);
}
