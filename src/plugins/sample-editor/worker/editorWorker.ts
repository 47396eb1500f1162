/**
 * The editor's Web Worker: the compiler and the checker (../engine) off the
 * page's main thread, so typing never waits for it. One per page load; it
 * keeps the type packs it fetched and the declaration files it parsed for
 * every sample opened afterwards. Its API (EditorWorkerApi) is what the
 * editor's CodeMirror extensions call through Comlink; a file is named
 * `<session>/<file index>`.
 */
import { expose } from 'comlink';
import { EditorFileSystem, type SampleEngine } from '../engine/sampleEngine';
import type { EditorSample, LiveCheck, LiveCompletions, LiveHover, TypePack } from '../protocol';

const fileSystem = new EditorFileSystem();
const packs = new Map<string, Promise<void>>();
const sessions = new Map<string, SampleEngine>();

function loadPack(url: string): Promise<void> {
  let loading = packs.get(url);
  if (!loading) {
    loading = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
      fileSystem.add((await response.json()) as TypePack);
    });
    loading.catch(() => packs.delete(url));
    packs.set(url, loading);
  }
  return loading;
}

function file(path: string): { engine: SampleEngine; index: number } {
  const [session, index] = path.split('/');
  const engine = sessions.get(session);
  if (!engine) throw new Error(`sample-editor: no sample is open as ${session}`);
  return { engine, index: Number(index) };
}

const api = {
  /** Loads the packs of the sample's release (absolute URLs) and compiles it. */
  async open(session: string, sample: EditorSample, packUrls: string[]): Promise<void> {
    await Promise.all(packUrls.map(loadPack));
    sessions.set(session, fileSystem.open(sample));
  },

  /** Loads packs before any sample needs them (the page's other releases: editing them then needs no network). */
  async preload(packUrls: string[]): Promise<void> {
    await Promise.all(packUrls.map(loadPack));
  },

  close(session: string): void {
    sessions.delete(session);
  },

  /** codemirror-ts: the editor's text of a file changed. */
  updateFile({ path, code }: { path: string; code: string }): void {
    const { engine, index } = file(path);
    engine.setShown(index, code);
  },

  check(session: string, queries: { file: number; offset: number }[]): LiveCheck {
    const engine = sessions.get(session);
    return engine ? engine.check(queries) : { errors: [], callouts: [] };
  },

  /** codemirror-ts: quick info at `pos`; `start` and `end` are the identifier's. */
  getHover({ path, pos }: { path: string; pos: number }): (LiveHover & { start: number; end: number }) | null {
    const { engine, index } = file(path);
    const hover = engine.hover(index, pos);
    return hover ? { ...hover, start: hover.from, end: hover.to } : null;
  },

  /** codemirror-ts: completions at `context.pos`. */
  getAutocompletion({ path, context }: { path: string; context: { pos: number; explicit: boolean } }): Promise<LiveCompletions | null> {
    const { engine, index } = file(path);
    return engine.completions(index, context.pos, context.explicit);
  },

  /** codemirror-ts asks for lints; the editor shows problems as notes under their lines instead (check). */
  getLints(): [] {
    return [];
  },
};

export type EditorWorkerApi = typeof api;

expose(api);
