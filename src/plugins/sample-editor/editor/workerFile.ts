/**
 * Which file of the worker an editor view is (`<session>/<file index>`), and
 * the worker: what the quick info and completion extensions ask. (The same
 * idea as codemirror-ts' facet; that package is used in the worker only, as
 * its main-thread entry would bring the compiler into the page's chunk.)
 */
import { Facet } from '@codemirror/state';
import type { CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import type { Remote } from 'comlink';
import type { EditorWorkerApi } from '../worker/editorWorker';

export interface WorkerFile {
  worker: Remote<EditorWorkerApi>;
  path: string;
}

export const workerFile = Facet.define<WorkerFile, WorkerFile | null>({
  combine: (values) => values[0] ?? null,
});

/** Completions from the worker: after `.`, while typing a name, and on Ctrl+Space (explicit). */
export const workerCompletions: CompletionSource = async (context: CompletionContext): Promise<CompletionResult | null> => {
  const file = context.state.facet(workerFile);
  if (!file) return null;
  return file.worker.getAutocompletion({ path: file.path, context: { pos: context.pos, explicit: context.explicit } });
};
