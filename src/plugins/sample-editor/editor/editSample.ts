/**
 * The editor's chunk, loaded when a reader shows they want to edit a sample
 * (../client/editButtons.ts). `editSample` turns every block of the sample
 * into an editor in place (./sampleSession.ts), with the cursor where the
 * reader had clicked in the code, and starts the worker checking it against
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

/** The blocks of the fence `block` belongs to: the run of blocks showing the same sample, next to each other. */
function sampleBlocks(block: HTMLElement): HTMLElement[] {
  const outer = (pre: Element) => pre.closest('.theme-code-block') ?? pre;
  const same = (element: Element | null) => element?.querySelector<HTMLElement>(`pre[data-sample="${block.dataset.sample}"]`) ?? null;
  const blocks = [block];
  for (let before = same(outer(block).previousElementSibling); before; before = same(outer(before).previousElementSibling)) blocks.unshift(before);
  for (let after = same(outer(block).nextElementSibling); after; after = same(outer(after).nextElementSibling)) blocks.push(after);
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
export function prepareSample(block: HTMLElement): void {
  editorWorker();
  if (block.dataset.sample) void loadSample(block.dataset.sample).catch(() => undefined);
}

export async function editSample(block: HTMLElement, caret?: Range): Promise<void> {
  const open = sessions.get(block);
  if (open) {
    open.session.editorOf(open.blocks, block)?.view.focus();
    return;
  }
  const id = block.dataset.sample!;
  const blocks = sampleBlocks(block);
  const offset = caretOffset(block, caret);
  const sample = await loadSample(id);
  if (sessions.get(block)) return;
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
  const ids = new Set(Array.from(document.querySelectorAll<HTMLElement>('pre[data-sample]'), (block) => block.dataset.sample!));
  for (const id of ids)
    loadSample(id)
      .then((sample) => worker.preload(packIndex[sample.version].map(siteUrl)))
      .catch(() => undefined);
}
