/**
 * The editor's checker: a sample compiled by TypeScript's language service
 * over a virtual file system (@typescript/vfs) holding the release's type
 * packs, with the build's compiler options, file layout and reader texts
 * (typed-samples: check/compilerOptions.ts, check/modulePaths.ts,
 * annotate/readerText.ts). It runs in the editor's Web Worker, and in Node
 * for the parity test, which holds what it shows to the build's annotations.
 * Positions in and out are in the shown code of a file (../protocol.ts); the
 * setup before and after it is part of the program but not of the editor.
 */
import { getAutocompletion } from '@valtown/codemirror-ts/worker';
import { createSystem, createVirtualLanguageServiceHost, type VirtualTypeScriptEnvironment } from '@typescript/vfs';
import ts from 'typescript-6';
import { errorMessage, quickInfo } from '../../typed-samples/annotate/readerText';
import { compilerOptions } from '../../typed-samples/check/compilerOptions';
import { readablePaths } from '../../typed-samples/check/modulePaths';
import type { EditorSample, LiveCheck, LiveCompletions, LiveError, LiveHover, TypePack } from '../protocol';
import { compiledText } from '../samples/editorSample';
import { lineAndColumn, offsetOf } from './offsets';
import { samplePath, VIRTUAL_ROOT } from './virtualFiles';

/** @typescript/vfs's host, typed with the samples' TypeScript (its declarations name the project's `typescript`, 5.9). */
const virtualHost = createVirtualLanguageServiceHost as unknown as (
  system: ts.System,
  rootFiles: string[],
  options: ts.CompilerOptions,
  typescript: typeof ts,
) => { languageServiceHost: ts.LanguageServiceHost; updateFile: (sourceFile: ts.SourceFile) => void };

/** The virtual file system of a page's samples: every pack loaded, and the declaration files parsed once for all samples. */
export class EditorFileSystem {
  readonly files = new Map<string, string>();
  readonly registry = ts.createDocumentRegistry();
  private opened = 0;

  add(pack: TypePack): void {
    for (const [file, text] of Object.entries(pack)) this.files.set(file, text);
  }

  open(sample: EditorSample): SampleEngine {
    return new SampleEngine(this, sample, this.opened++);
  }
}

/** The identifier (as the static view counts them) at `position`, if any. */
function identifierAt(sourceFile: ts.SourceFile, position: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (position < node.getStart(sourceFile) || position >= node.end) return;
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) found = node;
    else ts.forEachChild(node, visit);
  };
  ts.forEachChild(sourceFile, visit);
  return found;
}

/** One sample, compiled as one program; its shown code changes as the reader edits it. */
export class SampleEngine {
  readonly paths: string[];
  private readonly shown: string[];
  private readonly service: ts.LanguageService;
  private readonly updateHost: (sourceFile: ts.SourceFile) => void;
  private readablesOf = new WeakMap<ts.Program, (fromFile: string) => (text: string) => string>();

  constructor(
    fileSystem: EditorFileSystem,
    private readonly sample: EditorSample,
    index: number,
  ) {
    const options = compilerOptions(sample.version, VIRTUAL_ROOT);
    this.paths = sample.files.map((file) => samplePath(sample.version, index, file.name));
    this.shown = sample.files.map((file) => file.shown);
    sample.files.forEach((file, position) => fileSystem.files.set(this.paths[position], compiledText(file)));
    // The build's programs resolve from the repository, where node_modules is.
    const system: ts.System = { ...createSystem(fileSystem.files), getCurrentDirectory: () => VIRTUAL_ROOT };
    const { languageServiceHost, updateFile } = virtualHost(system, this.paths, options, ts);
    this.updateHost = updateFile;
    this.service = ts.createLanguageService(languageServiceHost, fileSystem.registry);
  }

  private before(file: number): number {
    return this.sample.files[file].before.length;
  }

  /** The reader's code of `file` is now `shown`. */
  setShown(file: number, shown: string): void {
    if (shown === this.shown[file]) return;
    this.shown[file] = shown;
    const text = compiledText(this.sample.files[file], shown);
    this.updateHost(ts.createSourceFile(this.paths[file], text, ts.ScriptTarget.ES2022));
  }

  private program(): ts.Program {
    return this.service.getProgram()!;
  }

  /** Rewrites module paths the compiler prints in `file` as the sample would import them. */
  private readable(file: number): (text: string) => string {
    const program = this.program();
    let readables = this.readablesOf.get(program);
    if (!readables) {
      const files = new Map(this.paths.map((path) => [path, { sample: this.sample }]));
      readables = readablePaths(program, files, VIRTUAL_ROOT);
      this.readablesOf = new WeakMap([[program, readables]]);
    }
    return readables(this.paths[file]);
  }

  /** Every problem of the sample's files, and the type of every `// ^?` (`queries`: offsets into the shown code, the `^`s as the editor moved them). */
  check(queries: { file: number; offset: number }[] = this.initialQueries()): LiveCheck {
    const program = this.program();
    const errors: LiveError[] = [];
    this.paths.forEach((path, file) => {
      const sourceFile = program.getSourceFile(path);
      if (!sourceFile) return;
      const readable = this.readable(file);
      for (const diagnostic of [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)])
        errors.push(this.liveError(file, diagnostic, readable));
    });
    const callouts = queries.flatMap(({ file, offset }) => {
      const hover = this.hover(file, offset);
      if (!hover) return [];
      const { line, column } = lineAndColumn(this.shown[file], offset);
      return [{ file, offset, line, column, info: hover.info }];
    });
    return { errors, callouts };
  }

  private liveError(file: number, diagnostic: ts.Diagnostic, readable: (text: string) => string): LiveError {
    const shown = this.shown[file];
    const from = (diagnostic.start ?? 0) - this.before(file);
    const message = errorMessage(diagnostic, readable);
    // Past either end: in setup code the reader does not see.
    if (from < 0 || from > shown.length)
      return { file, line: -1, start: 0, from: 0, to: 0, code: diagnostic.code, message };
    const { line, column } = lineAndColumn(shown, from);
    return { file, line, start: column, from, to: Math.min(shown.length, from + (diagnostic.length ?? 0)), code: diagnostic.code, message };
  }

  /** The queries of the sample as written. */
  initialQueries(): { file: number; offset: number }[] {
    return this.sample.files.flatMap((file, index) => file.queries.map((query) => ({ file: index, offset: offsetOf(file.shown, query.line, query.column) })));
  }

  /** Quick info of the identifier at `offset` of the shown code, as the static view shows it. */
  hover(file: number, offset: number): LiveHover | undefined {
    const sourceFile = this.program().getSourceFile(this.paths[file]);
    const before = this.before(file);
    if (!sourceFile || offset < 0 || offset > this.shown[file].length) return undefined;
    const identifier = identifierAt(sourceFile, before + offset);
    if (!identifier) return undefined;
    const start = identifier.getStart(sourceFile);
    const info = quickInfo(this.service, this.paths[file], start, this.readable(file));
    return info && { from: start - before, to: identifier.end - before, info };
  }

  /** What may be typed at `offset`: after `.`, or anywhere when asked for (`explicit`, Ctrl+Space). */
  async completions(file: number, offset: number, explicit: boolean): Promise<LiveCompletions | null> {
    const before = this.before(file);
    const env = { languageService: this.service, getSourceFile: (path: string) => this.program().getSourceFile(path) } as VirtualTypeScriptEnvironment;
    const result = await getAutocompletion({ env, path: this.paths[file], context: { pos: before + offset, explicit } });
    if (!result) return null;
    return {
      from: result.from - before,
      options: result.options.map(({ label, type, boost }) => ({ label, ...(type ? { type } : {}), ...(boost ? { boost } : {}) })),
    };
  }
}
