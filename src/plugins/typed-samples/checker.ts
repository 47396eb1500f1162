/**
 * Type-checks every TypeScript fence of the docs. The samples of one page
 * are compiled as virtual files of one TypeScript program, so their types
 * are what an editor shows for that page's code: one program for the whole
 * site let one page's imports change another's types (global declarations,
 * union and property order). The programs of one tRPC version are created
 * and dropped in turn and share the parsed lib and package declaration files
 * (a DocumentRegistry) and module resolutions; `isolation: 'sample'` gives
 * every sample its own program (check:samples --compare-isolated).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import ts from 'typescript';
import { unified } from 'unified';
import { annotateFile } from './annotate';
import { CHECKED_LANGS, parseFence, type ParsedFence } from './sample';
import { frontMatterVersion, missingPackages, TRPC_VERSION_NAMES, TrpcVersionError, trpcScope, versionLabel, type TrpcVersion } from './trpcVersions';
import { withoutMachinePaths, writtenSpecifiers } from './modulePaths';

/** Repository root: node_modules and the virtual sample directories live here. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url)).replace(
  /\/$/,
  '',
);

export const DEFAULT_DIRS = ['docs', 'versioned_docs/version-9.x', 'blog', 'src/pages'];
/** Generated API reference: not written by hand, not ours to check. */
const EXCLUDED_DIRS = ['docs/typedoc/'];
const V9_PREFIX = 'versioned_docs/version-9.x/';

export interface MarkdownDocument {
  /** POSIX path relative to the root, as printed in reports. */
  path: string;
  content: string;
}

export interface Problem {
  docPath: string;
  line: number;
  fileName?: string;
  code?: number;
  message: string;
}

export type SampleStatus = 'passed' | 'failed' | 'opted-out';

export interface SampleResult {
  docPath: string;
  /** 1-based markdown line of the opening fence. */
  fenceLine: number;
  version: TrpcVersion;
  status: SampleStatus;
  problems: Problem[];
  /** The fence as written, and parsed; compiled files carry their annotations (types.ts). */
  code: string;
  meta?: string | null;
  fence: ParsedFence;
}

export interface CheckSummary {
  /** Samples not opted out (a reason-less nocheck counts here, as failed). */
  checked: number;
  failed: number;
  optedOut: number;
  /** Shown identifiers with quick info, and `// ^?` callouts. */
  identifiers: number;
  callouts: number;
  elapsedMs: number;
  /** CPU time of the whole process meanwhile (user + system). */
  cpuMs: number;
}

export interface CheckResult {
  results: SampleResult[];
  /** Problems outside any sample: unreadable MDX, missing paths, compiler setup. */
  documentProblems: Problem[];
  summary: CheckSummary;
  ok: boolean;
}

export interface CheckOptions {
  /** Directory markdown paths are relative to; defaults to the repository. */
  root?: string;
  /** Files or folders (relative to root or absolute); defaults to DEFAULT_DIRS. */
  paths?: string[];
  /** In-memory markdown used instead of reading the file system (tests). */
  documents?: MarkdownDocument[];
  /** Where node_modules is resolved from; defaults to the repository. */
  projectRoot?: string;
  /** Which samples share a program; defaults to those of one page. */
  isolation?: Isolation;
}

interface Sample {
  id: number;
  code: string;
  meta?: string | null;
  docPath: string;
  fenceLine: number;
  fence: ParsedFence;
  version: TrpcVersion;
}

export function checkSamples(options: CheckOptions = {}): CheckResult {
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  const projectRoot = options.projectRoot ?? PROJECT_ROOT;
  const root = options.root ?? projectRoot;
  const documentProblems: Problem[] = [];

  const documents =
    options.documents ?? readDocuments(root, options.paths, documentProblems);
  const samples: Sample[] = [];
  for (const document of documents) {
    samples.push(...extractSamples(document, samples.length, documentProblems));
  }

  const results = new Map<Sample, SampleResult>();
  const toCompile = new Map<TrpcVersion, Sample[]>(TRPC_VERSION_NAMES.map((version) => [version, []]));
  for (const sample of samples) {
    const { fence } = sample;
    const result: SampleResult = {
      docPath: sample.docPath,
      fenceLine: sample.fenceLine,
      version: sample.version,
      status: 'passed',
      code: sample.code,
      meta: sample.meta,
      fence,
      problems: [...fence.problems, ...missingPackages(sample.version, fence.files, projectRoot)].map((problem) => ({
        docPath: sample.docPath,
        line: bodyToMarkdownLine(sample, problem.bodyLine),
        message: problem.message,
      })),
    };
    results.set(sample, result);
    if (fence.nocheckReason) result.status = 'opted-out';
    else if (fence.nocheckReason === undefined) toCompile.get(sample.version)!.push(sample);
  }

  for (const [version, versionSamples] of toCompile) {
    if (versionSamples.length === 0) continue;
    const compiled = compile(versionSamples, version, projectRoot, options.isolation ?? 'page');
    for (const problem of compiled.global) documentProblems.push(problem);
    for (const [sample, problems] of compiled.bySample) {
      results.get(sample)!.problems.push(...problems);
    }
  }

  const ordered = [...results.values()];
  for (const result of ordered) {
    if (result.status !== 'opted-out' && result.problems.length > 0) result.status = 'failed';
    result.problems.sort((a, b) => a.line - b.line);
  }
  const summary: CheckSummary = {
    checked: ordered.filter((r) => r.status !== 'opted-out').length,
    failed: ordered.filter((r) => r.status === 'failed').length,
    optedOut: ordered.filter((r) => r.status === 'opted-out').length,
    identifiers: countAnnotations(ordered, 'identifiers'),
    callouts: countAnnotations(ordered, 'callouts'),
    elapsedMs: performance.now() - started,
    cpuMs: cpuMs(process.cpuUsage(startedCpu)),
  };
  return {
    results: ordered,
    documentProblems,
    summary,
    ok: summary.failed === 0 && documentProblems.length === 0,
  };
}

function cpuMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1000;
}

function countAnnotations(results: SampleResult[], kind: 'identifiers' | 'callouts'): number {
  let count = 0;
  for (const { fence } of results)
    for (const file of fence.files) count += file.annotations?.[kind].length ?? 0;
  return count;
}

export function formatProblem(problem: Problem): string {
  const file = problem.fileName ? ` [${problem.fileName}]` : '';
  const code = problem.code ? ` TS${problem.code}:` : '';
  return `${problem.docPath}:${problem.line}:${file}${code} ${problem.message}`;
}

/** Report lines: one per problem, then the time, then the summary line. */
export function formatReport(result: CheckResult): string[] {
  const { summary } = result;
  return [
    ...result.documentProblems.map(formatProblem),
    ...result.results.flatMap((r) => (r.status === 'failed' ? r.problems.map(formatProblem) : [])),
    `Checked in ${(summary.elapsedMs / 1000).toFixed(1)}s (CPU ${(summary.cpuMs / 1000).toFixed(1)}s)`,
    `${summary.checked} samples checked, ${summary.failed} failed, ${summary.optedOut} opted out; ` +
      `${summary.identifiers.toLocaleString('en-US')} identifiers with types; ${summary.callouts} callouts`,
  ];
}

// --- Finding samples -------------------------------------------------------

/** A path with forward slashes, as reports and the virtual file system use. */
export function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

export function readDocuments(
  root: string,
  paths: string[] | undefined,
  problems: Problem[],
): MarkdownDocument[] {
  const files = new Set<string>();
  const explicit = paths && paths.length > 0;
  for (const entry of explicit ? paths : DEFAULT_DIRS) {
    const absolute = path.resolve(root, entry);
    const stat = fs.statSync(absolute, { throwIfNoEntry: false });
    if (!stat) {
      if (explicit) problems.push({ docPath: entry, line: 0, message: 'no such file or folder' });
    } else if (stat.isDirectory()) {
      walkMarkdown(root, absolute, files);
    } else if (isMarkdown(absolute)) {
      files.add(toPosix(path.relative(root, absolute)));
    }
  }
  return [...files].sort().map((file) => ({
    path: file,
    content: fs.readFileSync(path.join(root, file), 'utf8'),
  }));
}

function isMarkdown(file: string): boolean {
  return /\.mdx?$/.test(file);
}

function walkMarkdown(root: string, dir: string, files: Set<string>): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const absolute = path.join(dir, entry.name);
    const relative = toPosix(path.relative(root, absolute));
    if (entry.isDirectory()) {
      if (!EXCLUDED_DIRS.some((excluded) => `${relative}/`.startsWith(excluded)))
        walkMarkdown(root, absolute, files);
    } else if (isMarkdown(entry.name)) {
      files.add(relative);
    }
  }
}

/** Front matter is YAML, not MDX; blank it but keep its lines so numbers stay exact. */
function blankFrontMatter(content: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/.exec(content);
  if (!match) return content;
  return match[0].replace(/[^\r\n]/g, '') + content.slice(match[0].length);
}

/** A node of a page's Markdown tree, as far as the sample tools read it. */
export interface MarkdownNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: { start: { line: number } };
  children?: MarkdownNode[];
}

const markdownParser = unified().use(remarkParse).use(remarkMdx);

/** A page's Markdown tree, with line numbers as in the file; throws on invalid MDX. */
export function parseMarkdown(document: MarkdownDocument): MarkdownNode {
  return markdownParser.parse(blankFrontMatter(document.content)) as MarkdownNode;
}

/** The code blocks of a page, in reading order. */
export function codeBlocks(tree: MarkdownNode): MarkdownNode[] {
  const blocks: MarkdownNode[] = [];
  const visit = (node: MarkdownNode): void => {
    if (node.type === 'code') blocks.push(node);
    node.children?.forEach(visit);
  };
  visit(tree);
  return blocks;
}

function extractSamples(
  document: MarkdownDocument,
  firstId: number,
  problems: Problem[],
): Sample[] {
  let tree: MarkdownNode;
  try {
    tree = parseMarkdown(document);
  } catch (error) {
    const place = (error as { line?: number }).line ?? 1;
    problems.push({
      docPath: document.path,
      line: place,
      message: `cannot parse as MDX: ${(error as Error).message}`,
    });
    return [];
  }
  let pathVersion: TrpcVersion;
  try {
    pathVersion = documentVersion(document);
  } catch (error) {
    if (!(error instanceof TrpcVersionError)) throw error;
    problems.push({ docPath: document.path, line: 1, message: error.reason });
    return [];
  }
  const samples: Sample[] = [];
  for (const node of codeBlocks(tree)) {
    if (!node.lang || !CHECKED_LANGS.has(node.lang)) continue;
    const fence = parseFence(node.value ?? '', node.lang, node.meta);
    samples.push({
      id: firstId + samples.length,
      code: node.value ?? '',
      meta: node.meta,
      docPath: document.path,
      fenceLine: node.position?.start.line ?? 1,
      fence,
      version: fence.version ?? pathVersion,
    });
  }
  return samples;
}

/**
 * The tRPC version a document's samples compile against unless their meta
 * says otherwise: its `trpc_version` front matter (given parsed, or read from
 * the source), else 9.x under versioned_docs/version-9.x and 10.x elsewhere.
 * Throws, naming the file, on an unknown `trpc_version`.
 */
export function documentVersion(document: { path: string; content?: string; frontMatter?: Record<string, unknown> }): TrpcVersion {
  const declared = frontMatterVersion(document.path, document.frontMatter ?? document.content);
  if (declared) return declared;
  return `/${document.path}`.includes(`/${V9_PREFIX}`) ? '9' : '10';
}

function bodyToMarkdownLine(sample: Sample, bodyLine: number): number {
  // The body starts on the line after the opening fence.
  return bodyLine < 0 ? sample.fenceLine : sample.fenceLine + 1 + bodyLine;
}

// --- Compiling -------------------------------------------------------------

function compilerOptions(version: TrpcVersion, projectRoot: string): ts.CompilerOptions {
  const nodeModules = path.posix.join(toPosix(projectRoot), 'node_modules');
  // Older releases are installed under npm aliases; `paths` also applies to
  // imports the aliased packages' own .d.ts files make of each other, so they
  // see the same release. A package the alias does not install stays
  // unresolved rather than falling back to the current release.
  const scope = trpcScope(version);
  const paths = scope === '@trpc' ? undefined : { '@trpc/*': [`${nodeModules}/${scope}/*`] };
  const { options, errors } = ts.convertCompilerOptionsFromJson(
    {
      strict: true,
      moduleResolution: 'bundler',
      module: 'esnext',
      target: 'es2022',
      jsx: 'react-jsx',
      lib: ['es2022', 'dom', 'dom.iterable'],
      skipLibCheck: true,
      types: ['node'],
      esModuleInterop: true,
      noEmit: true,
      // Same effect as appending `export {}` to files without import/export,
      // without touching the code: samples never share global declarations.
      moduleDetection: 'force',
      ...(paths ? { paths } : {}),
    },
    projectRoot,
  );
  if (errors.length > 0) throw new Error(ts.formatDiagnostics(errors, formatHost));
  return options;
}

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (file) => file,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};

interface VirtualFile {
  sample: Sample;
  file: ParsedFence['files'][number];
  text: string;
  version: string;
}

/** What the programs of one tRPC version share: parsed declaration files and module resolutions. */
interface VersionCompiler {
  version: TrpcVersion;
  options: ts.CompilerOptions;
  sampleRoot: string;
  projectRoot: string;
  /** lib and node_modules .d.ts files, parsed and bound once for all programs of the version. */
  registry: ts.DocumentRegistry;
  /** Declaration files as read from disk, so each program does not read them again. */
  snapshots: Map<string, ts.IScriptSnapshot | undefined>;
  resolutionCache: ts.ModuleResolutionCache;
  typeReferenceCache: ts.TypeReferenceDirectiveResolutionCache;
}

/**
 * Samples compiled together, in one program: those of one page by default,
 * so that no page's imports change another page's types (next's global
 * `Crypto.randomUUID`, union and property order); `sample` gives each sample
 * a program of its own (`check:samples --compare-isolated`).
 */
export type Isolation = 'page' | 'sample';

function programGroups(samples: Sample[], isolation: Isolation): Sample[][] {
  if (isolation === 'sample') return samples.map((sample) => [sample]);
  const byPage = new Map<string, Sample[]>();
  for (const sample of samples) {
    const page = byPage.get(sample.docPath);
    if (page) page.push(sample);
    else byPage.set(sample.docPath, [sample]);
  }
  return [...byPage.values()];
}

function compile(
  samples: Sample[],
  version: TrpcVersion,
  projectRoot: string,
  isolation: Isolation,
): { bySample: Map<Sample, Problem[]>; global: Problem[] } {
  const options = compilerOptions(version, projectRoot);
  const currentDirectory = toPosix(projectRoot);
  const canonicalFileName = (file: string) => file;
  const resolutionCache = ts.createModuleResolutionCache(currentDirectory, canonicalFileName, options);
  const compiler: VersionCompiler = {
    version,
    options,
    sampleRoot: path.posix.join(currentDirectory, '.typed-samples', `v${version}`),
    projectRoot: currentDirectory,
    registry: ts.createDocumentRegistry(),
    snapshots: new Map(),
    resolutionCache,
    typeReferenceCache: ts.createTypeReferenceDirectiveResolutionCache(
      currentDirectory,
      canonicalFileName,
      options,
      resolutionCache.getPackageJsonInfoCache(),
    ),
  };
  const bySample = new Map<Sample, Problem[]>();
  const global: Problem[] = [];
  // One program at a time, dropped before the next: its checker's types are
  // what costs memory; the shared declaration files stay in the registry.
  for (const group of programGroups(samples, isolation)) {
    const compiled = compileGroup(compiler, group);
    // Option and lib problems come back from every program: report each once.
    for (const problem of compiled.global)
      if (!global.some((known) => known.code === problem.code && known.message === problem.message)) global.push(problem);
    for (const [sample, problems] of compiled.bySample) bySample.set(sample, problems);
  }
  return { bySample, global };
}

function compileGroup(
  compiler: VersionCompiler,
  samples: Sample[],
): { bySample: Map<Sample, Problem[]>; global: Problem[] } {
  const { options, sampleRoot, version } = compiler;
  const virtualFiles = new Map<string, VirtualFile>();
  const virtualDirs = new Set<string>();
  for (const sample of samples) {
    const dir = `${sampleRoot}/${sample.id}`;
    for (const file of sample.fence.files) {
      const absolute = `${dir}/${file.name}`;
      const text = file.lines.map((line) => line.text).join('\n');
      const version = createHash('sha1').update(text).digest('base64');
      virtualFiles.set(absolute, { sample, file, text, version });
      for (let d = path.posix.dirname(absolute); d.startsWith(sampleRoot); d = path.posix.dirname(d))
        virtualDirs.add(d);
    }
  }
  virtualDirs.add(sampleRoot);

  // A language service rather than a bare program: the annotate stage asks it
  // for quick info, on the same program that produced the diagnostics.
  const host: ts.LanguageServiceHost = {
    // The files never change during this service's life: one version spares
    // every quick-info request a walk over all files to see if any changed.
    getProjectVersion: () => '1',
    getCompilationSettings: () => options,
    getScriptFileNames: () => [...virtualFiles.keys()],
    // The registry outlives this program: a virtual path may come back with other code.
    getScriptVersion: (file) => virtualFiles.get(file)?.version ?? '1',
    getScriptSnapshot: (file) => {
      const virtual = virtualFiles.get(file);
      if (virtual) return ts.ScriptSnapshot.fromString(virtual.text);
      if (!compiler.snapshots.has(file)) {
        const text = ts.sys.readFile(file);
        compiler.snapshots.set(file, text === undefined ? undefined : ts.ScriptSnapshot.fromString(text));
      }
      return compiler.snapshots.get(file);
    },
    getCurrentDirectory: () => compiler.projectRoot,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    fileExists: (file) => virtualFiles.has(file) || ts.sys.fileExists(file),
    readFile: (file) => virtualFiles.get(file)?.text ?? ts.sys.readFile(file),
    directoryExists: (dir) => virtualDirs.has(dir) || ts.sys.directoryExists(dir),
    getDirectories: (dir) => (virtualDirs.has(dir) ? [] : ts.sys.getDirectories(dir)),
    realpath: ts.sys.realpath,
    // Resolutions from node_modules are the same for every program of the version.
    resolveTypeReferenceDirectiveReferences: (references, containingFile, redirectedReference, settings, containingSourceFile) =>
      references.map((reference) =>
        ts.resolveTypeReferenceDirective(
          typeof reference === 'string' ? reference : reference.fileName.toLowerCase(),
          containingFile,
          settings,
          host,
          redirectedReference,
          compiler.typeReferenceCache,
          ts.getModeForFileReference(reference, containingSourceFile?.impliedNodeFormat),
        ),
      ),
    resolveModuleNameLiterals: (literals, containingFile, redirectedReference, settings, containingSourceFile) =>
      literals.map((literal) =>
        ts.resolveModuleName(
          literal.text,
          containingFile,
          settings,
          host,
          compiler.resolutionCache,
          redirectedReference,
          ts.getModeForUsageLocation(containingSourceFile, literal, settings),
        ),
      ),
  };
  const service = ts.createLanguageService(host, compiler.registry);
  try {
    return checkProgram(service, virtualFiles, samples, version, compiler.projectRoot);
  } finally {
    releaseSampleFiles(compiler, service, virtualFiles);
  }
}

/**
 * Drops this program's sample files from the registry, and only those:
 * `service.dispose()` would release the declaration files too, and the
 * registry would forget them as soon as no program holds them, so the next
 * program would parse them again. The service itself is left to the garbage
 * collector.
 */
function releaseSampleFiles(compiler: VersionCompiler, service: ts.LanguageService, virtualFiles: Map<string, VirtualFile>): void {
  const program = service.getProgram()!;
  for (const fileName of virtualFiles.keys()) {
    const sourceFile = program.getSourceFile(fileName);
    if (!sourceFile) continue;
    const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    compiler.registry.releaseDocument(fileName, compiler.options, kind, sourceFile.impliedNodeFormat);
  }
}

function checkProgram(
  service: ts.LanguageService,
  virtualFiles: Map<string, VirtualFile>,
  samples: Sample[],
  version: TrpcVersion,
  projectRoot: string,
): { bySample: Map<Sample, Problem[]>; global: Problem[] } {
  const program = service.getProgram()!;
  const global: Problem[] = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map((diagnostic) => ({
    docPath: `(typescript, tRPC ${versionLabel(version)})`,
    line: 0,
    code: diagnostic.code,
    message: flatten(diagnostic),
  }));

  const diagnosticsBySample = new Map<Sample, { file: VirtualFile; diagnostic: ts.Diagnostic }[]>();
  const annotationProblems = new Map<Sample, Problem[]>();
  const readable = readablePaths(program, virtualFiles, projectRoot);
  for (const [absolute, file] of virtualFiles) {
    const sourceFile = program.getSourceFile(absolute);
    if (!sourceFile) continue;
    const diagnostics = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ];
    const list = diagnosticsBySample.get(file.sample) ?? [];
    list.push(...diagnostics.map((diagnostic) => ({ file, diagnostic })));
    diagnosticsBySample.set(file.sample, list);

    const expected = file.sample.fence.expectedErrors ?? [];
    const shownErrors = diagnostics.filter((diagnostic) => expected.includes(diagnostic.code));
    const problems = annotateFile(service, sourceFile, file.file, shownErrors, readable(absolute)).map((problem) => ({
      docPath: file.sample.docPath,
      line: bodyToMarkdownLine(file.sample, problem.bodyLine),
      fileName: file.file.name,
      message: problem.message,
    }));
    annotationProblems.set(file.sample, [...(annotationProblems.get(file.sample) ?? []), ...problems]);
  }

  const bySample = new Map<Sample, Problem[]>();
  for (const sample of samples) {
    const found = diagnosticsBySample.get(sample) ?? [];
    const expected = sample.fence.expectedErrors;
    const problems: Problem[] = [...(annotationProblems.get(sample) ?? [])];
    for (const { file, diagnostic } of found) {
      if (expected?.includes(diagnostic.code)) continue;
      problems.push({
        docPath: sample.docPath,
        line: diagnosticLine(sample, file, diagnostic),
        fileName: file.file.name,
        code: diagnostic.code,
        message: readable(diagnostic.file?.fileName ?? '')(flatten(diagnostic)),
      });
    }
    if (expected) {
      const foundCodes = new Set(found.map(({ diagnostic }) => diagnostic.code));
      const directiveLine = bodyToMarkdownLine(sample, sample.fence.expectedErrorsBodyLine ?? -1);
      for (const code of new Set(expected)) {
        if (foundCodes.has(code)) continue;
        problems.push({
          docPath: sample.docPath,
          line: directiveLine,
          fileName: fileAtBodyLine(sample.fence, sample.fence.expectedErrorsBodyLine ?? 0),
          message: `expected error TS${code} (// @errors) was not reported`,
        });
      }
    }
    bySample.set(sample, problems);
  }
  return { bySample, global };
}

/**
 * For each sample file, the function that rewrites the file names the
 * compiler prints as the module specifiers the sample uses (modulePaths.ts).
 */
function readablePaths(
  program: ts.Program,
  virtualFiles: Map<string, VirtualFile>,
  projectRoot: string,
): (fromFile: string) => (text: string) => string {
  const checker = program.getTypeChecker();
  const writtenBySample = new Map<Sample, Map<string, string>>();
  for (const [absolute, { sample }] of virtualFiles) {
    const written = writtenBySample.get(sample) ?? new Map<string, string>();
    const sourceFile = program.getSourceFile(absolute);
    if (sourceFile) writtenSpecifiers(checker, sourceFile, written);
    writtenBySample.set(sample, written);
  }
  return (fromFile) => {
    const written = writtenBySample.get(virtualFiles.get(fromFile)?.sample as Sample) ?? new Map<string, string>();
    return (text) => withoutMachinePaths(text, { projectRoot, fromFile, written });
  };
}

function diagnosticLine(sample: Sample, file: VirtualFile, diagnostic: ts.Diagnostic): number {
  const { lines } = file.file;
  if (!diagnostic.file || diagnostic.start === undefined || lines.length === 0)
    return sample.fenceLine;
  const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  const sampleLine = lines[Math.min(line, lines.length - 1)];
  return bodyToMarkdownLine(sample, sampleLine.bodyLine);
}

function fileAtBodyLine(fence: ParsedFence, bodyLine: number): string {
  let name = fence.files[0]?.name ?? '';
  for (const file of fence.files) if (file.bodyLine <= bodyLine) name = file.name;
  return name;
}

function flatten(diagnostic: ts.Diagnostic): string {
  return ts
    .flattenDiagnosticMessageText(diagnostic.messageText, '\n')
    .split('\n')
    .map((part) => part.trim())
    .join(' ');
}
