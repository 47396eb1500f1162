/**
 * The data shapes the stages of the sample editor hand each other:
 *
 *   samples/  a page's Sample (typed-samples) → EditorSample, one JSON file per sample
 *   types/    per tRPC release, the declaration files its samples' programs read → TypePacks
 *   engine/   an EditorSample compiled over a release's packs: diagnostics, quick info,
 *             callouts, completions, in the coordinates of the shown code
 *   worker/   the engine in a Web Worker (EditorWorkerApi)
 *   client/   the Edit buttons (in every page's JS; loads the rest on intent)
 *   editor/   the editor that replaces a block in place (CodeMirror)
 *   parity/   the engine against the build's annotations, over every sample
 *
 * Positions are in the shown code of a file: `line` indexes its shown lines,
 * `start` and `column` are character columns, `from`/`to` offsets into it.
 */
import type { QuickInfo } from '../typed-samples/protocol';
import type { TrpcVersion } from '../typed-samples/versions/trpcVersions';

export type { QuickInfo };

/** Where the editor's files are served, under the base URL (`assets/`: hosts cache them as the bundler's hashed files). */
export const EDITOR_ASSETS = 'assets/sample-editor';

/** The address of a sample's file (samples/editorSample.ts), under the base URL. */
export function sampleFile(id: string): string {
  return `${EDITOR_ASSETS}/samples/${id}.json`;
}

/** One file of a sample, as the compiler sees it, split where the reader's view starts and ends. */
export interface EditorFile {
  /** Relative POSIX path inside the sample (`server.ts`). */
  name: string;
  /** Compiled before the shown code (setup above the cut), each line ending in '\n'. */
  before: string;
  /** What the static block shows and copies; '' for a file that is all setup (no block). */
  shown: string;
  /** Compiled after it (below `---cut-after---`), each line starting with '\n'. */
  after: string;
  /** The `// ^?` queries of the shown code: the column of the `^` on a shown line. */
  queries: { line: number; column: number }[];
}

/** A sample as the editor loads it (samples/<id>.json): a pure function of the fence. */
export interface EditorSample {
  version: TrpcVersion;
  lang: string;
  files: EditorFile[];
}

/** A release's declaration files: pack file names (relative to the site's base URL) in load order. */
export type TypePackIndex = Record<TrpcVersion, string[]>;

/** The contents of one pack: file path in the virtual file system → text. */
export type TypePack = Record<string, string>;

/** A problem of the edited sample, where a reader sees it. */
export interface LiveError {
  /** Index in EditorSample.files. */
  file: number;
  /** Shown line and column it starts at; line -1 when it is in code the reader does not see. */
  line: number;
  start: number;
  /** Offsets into the shown code, for the underline. */
  from: number;
  to: number;
  code: number;
  message: string;
}

export interface LiveCallout {
  file: number;
  /** Where its `^` points: an offset, and that offset's line and column. */
  offset: number;
  line: number;
  column: number;
  info: QuickInfo;
}

/** What the editor shows of a check: every problem, and every callout. */
export interface LiveCheck {
  errors: LiveError[];
  callouts: LiveCallout[];
}

export interface LiveHover {
  from: number;
  to: number;
  info: QuickInfo;
}

export interface LiveCompletions {
  from: number;
  options: { label: string; type?: string; boost?: number }[];
}
