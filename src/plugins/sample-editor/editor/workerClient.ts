/**
 * The page's editor worker (../worker/editorWorker.ts), started on first use
 * and kept for the page's life: the compiler, the type packs and the parsed
 * declaration files are loaded once for every sample edited.
 */
import { wrap, type Remote } from 'comlink';
import type { EditorWorkerApi } from '../worker/editorWorker';

let api: Remote<EditorWorkerApi> | undefined;

export function editorWorker(): Remote<EditorWorkerApi> {
  api ??= wrap<EditorWorkerApi>(new Worker(new URL('../worker/editorWorker.ts', import.meta.url), { name: 'sample-editor-worker' }));
  return api;
}
