/**
 * The compiler side of the check: compiler options per tRPC version, and the
 * programs samples are compiled in. The samples of one page are virtual files
 * of one program, so their types are what an editor shows for that page's
 * code: one program for the whole site let one page's imports change
 * another's types (global declarations, union and property order). Programs
 * are created and dropped in turn; all of them share the parsed lib and
 * package declaration files (DeclarationFiles: every version reads the same
 * lib, Node and zod files), and those of one tRPC version share module
 * resolutions and package.json lookups; `isolation: 'sample'` gives every
 * sample its own program (check:samples --compare-isolated).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import ts from 'typescript-6';
import { toPosix } from '../markdown/documents';
import type { Sample, SampleFile } from '../protocol';
import type { TrpcVersion } from '../versions/trpcVersions';
import { compilerOptions } from './compilerOptions';

/** A file of a sample, as the compiler sees it. */
export interface VirtualFile {
  sample: Sample;
  file: SampleFile;
  text: string;
  version: string;
}

/** A program of samples, and the language service the annotate stage asks for quick info. */
export interface SampleProgram {
  service: ts.LanguageService;
  program: ts.Program;
  /** Absolute virtual path → the sample file there. */
  files: Map<string, VirtualFile>;
  /** The repository root, POSIX. */
  projectRoot: string;
}

/**
 * Samples compiled together, in one program: those of one page by default,
 * so that no page's imports change another page's types (next's global
 * `Crypto.randomUUID`, union and property order); `sample` gives each sample
 * a program of its own (`check:samples --compare-isolated`).
 */
export type Isolation = 'page' | 'sample';

export function programGroups<T extends Sample>(samples: T[], isolation: Isolation): T[][] {
  if (isolation === 'sample') return samples.map((sample) => [sample]);
  const byPage = new Map<string, T[]>();
  for (const sample of samples) {
    const page = byPage.get(sample.docPath);
    if (page) page.push(sample);
    else byPage.set(sample.docPath, [sample]);
  }
  return [...byPage.values()];
}

/**
 * lib and node_modules .d.ts files, read, parsed and bound once for every
 * program of a thread, whatever its tRPC version: the registry's files are
 * keyed by the options that shape a parse, which `paths` (the only option
 * that differs between versions) is not.
 */
export class DeclarationFiles {
  readonly registry = ts.createDocumentRegistry();
  /** Declaration files as read from disk, so each program does not read them again. */
  private readonly snapshots = new Map<string, ts.IScriptSnapshot | undefined>();

  snapshot(file: string): ts.IScriptSnapshot | undefined {
    if (!this.snapshots.has(file)) {
      const text = ts.sys.readFile(file);
      this.snapshots.set(file, text === undefined ? undefined : ts.ScriptSnapshot.fromString(text));
    }
    return this.snapshots.get(file);
  }
}

/** What the programs of one tRPC version share: compiler options, module resolutions and package.json lookups. */
export class VersionCompiler {
  readonly options: ts.CompilerOptions;
  private readonly sampleRoot: string;
  private readonly projectRoot: string;
  private readonly registry: ts.DocumentRegistry;
  private readonly resolutionCache: ts.ModuleResolutionCache;
  private readonly typeReferenceCache: ts.TypeReferenceDirectiveResolutionCache;

  constructor(
    version: TrpcVersion,
    projectRoot: string,
    private readonly declarations = new DeclarationFiles(),
  ) {
    this.registry = declarations.registry;
    this.options = compilerOptions(version, toPosix(projectRoot));
    const currentDirectory = toPosix(projectRoot);
    const canonicalFileName = (file: string) => file;
    this.projectRoot = currentDirectory;
    this.sampleRoot = path.posix.join(currentDirectory, '.typed-samples', `v${version}`);
    this.resolutionCache = ts.createModuleResolutionCache(currentDirectory, canonicalFileName, this.options);
    this.typeReferenceCache = ts.createTypeReferenceDirectiveResolutionCache(
      currentDirectory,
      canonicalFileName,
      this.options,
      this.resolutionCache.getPackageJsonInfoCache(),
    );
  }

  /**
   * Compiles `samples` in one program, each in a virtual folder named by its
   * number in `ids`, and hands the program to `use`. One program at a time,
   * dropped before the next: its checker's types are what costs memory; the
   * shared declaration files stay in the registry.
   */
  withProgram<T>(
    samples: Sample[],
    ids: ReadonlyMap<Sample, number>,
    use: (program: SampleProgram) => T,
    /** Runs the program's creation (its checker included), e.g. to time it. */
    create: (work: () => ts.Program) => ts.Program = (work) => work(),
  ): T {
    const { options, sampleRoot } = this;
    const virtualFiles = new Map<string, VirtualFile>();
    const virtualDirs = new Set<string>();
    for (const sample of samples) {
      const dir = `${sampleRoot}/${ids.get(sample)}`;
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
    const host: ts.LanguageServiceHost & Pick<ts.CompilerHost, 'getModuleResolutionCache'> = {
      // The files never change during this service's life: one version spares
      // every quick-info request a walk over all files to see if any changed.
      getProjectVersion: () => '1',
      getCompilationSettings: () => options,
      getScriptFileNames: () => [...virtualFiles.keys()],
      // The registry outlives this program: a virtual path may come back with other code.
      getScriptVersion: (file) => virtualFiles.get(file)?.version ?? '1',
      getScriptSnapshot: (file) => {
        const virtual = virtualFiles.get(file);
        return virtual ? ts.ScriptSnapshot.fromString(virtual.text) : this.declarations.snapshot(file);
      },
      getCurrentDirectory: () => this.projectRoot,
      getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
      fileExists: (file) => virtualFiles.has(file) || ts.sys.fileExists(file),
      readFile: (file) => virtualFiles.get(file)?.text ?? ts.sys.readFile(file),
      directoryExists: (dir) => virtualDirs.has(dir) || ts.sys.directoryExists(dir),
      getDirectories: (dir) => (virtualDirs.has(dir) ? [] : ts.sys.getDirectories(dir)),
      realpath: ts.sys.realpath,
      // Not part of LanguageServiceHost's type, but passed on to the program,
      // which then looks up the package.json scope of every declaration file
      // (its module format) in the version's cache instead of reading and
      // parsing package.json files again for each program.
      getModuleResolutionCache: () => this.resolutionCache,
      // Resolutions from node_modules are the same for every program of the version.
      resolveTypeReferenceDirectiveReferences: (references, containingFile, redirectedReference, settings, containingSourceFile) =>
        references.map((reference) =>
          ts.resolveTypeReferenceDirective(
            typeof reference === 'string' ? reference : reference.fileName.toLowerCase(),
            containingFile,
            settings,
            host,
            redirectedReference,
            this.typeReferenceCache,
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
            this.resolutionCache,
            redirectedReference,
            ts.getModeForUsageLocation(containingSourceFile, literal, settings),
          ),
        ),
    };
    const service = ts.createLanguageService(host, this.registry);
    try {
      const program = create(() => {
        const created = service.getProgram()!;
        created.getTypeChecker();
        return created;
      });
      return use({ service, program, files: virtualFiles, projectRoot: this.projectRoot });
    } finally {
      this.releaseSampleFiles(service, virtualFiles);
    }
  }

  /**
   * Drops this program's sample files from the registry, and only those:
   * `service.dispose()` would release the declaration files too, and the
   * registry would forget them as soon as no program holds them, so the next
   * program would parse them again. The service itself is left to the garbage
   * collector.
   */
  private releaseSampleFiles(service: ts.LanguageService, virtualFiles: Map<string, VirtualFile>): void {
    const program = service.getProgram()!;
    for (const fileName of virtualFiles.keys()) {
      const sourceFile = program.getSourceFile(fileName);
      if (!sourceFile) continue;
      const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      this.registry.releaseDocument(fileName, this.options, kind, sourceFile.impliedNodeFormat);
    }
  }
}
