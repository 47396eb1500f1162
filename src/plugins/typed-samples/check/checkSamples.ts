/**
 * The check stage: type-checks every TypeScript fence of the given pages,
 * one program per page (programs.ts), annotates the shown lines on that
 * program's language service (../annotate) and collects what fails each
 * sample (problems.ts).
 */
import type ts from 'typescript-6';
import { annotateFile } from '../annotate/annotate';
import { findSamples } from '../markdown/findSamples';
import { PROJECT_ROOT, readDocuments } from '../markdown/documents';
import type { CheckResult, CheckSummary, MarkdownDocument, Problem, Sample, SampleResult } from '../protocol';
import { TRPC_VERSION_NAMES, type TrpcVersion } from '../versions/trpcVersions';
import { readablePaths } from './modulePaths';
import { compilerSetupProblems, diagnosticProblems, fenceProblems, sampleProblem } from './problems';
import { DeclarationFiles, programGroups, VersionCompiler, type Isolation, type SampleProgram, type VirtualFile } from './programs';
import type { Stage, StageClock } from './stageClock';

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

/** The samples of some pages, checked and annotated, and the problems outside any sample. */
export interface CheckedPages {
  results: SampleResult[];
  documentProblems: Problem[];
}

/**
 * Checks pages one call after another with what their programs share: the
 * parsed declaration files of every version and each version's module
 * resolutions (./programs.ts). One per thread: check:samples has one, each
 * worker thread of the site's type pass its own. A page's results do not
 * depend on the pages checked before it (site/siteSamples.test.ts).
 */
export class SampleChecker {
  private readonly declarations = new DeclarationFiles();
  private readonly compilers = new Map<TrpcVersion, VersionCompiler>();
  /** Numbers the samples' virtual folders, never twice in a checker's life. */
  private nextSampleId = 0;

  constructor(
    private readonly projectRoot: string,
    private readonly isolation: Isolation = 'page',
    /** Counts CPU per stage when given (the build's report, npm run bench). */
    readonly clock?: StageClock,
  ) {}

  private measure<T>(stage: Stage, work: () => T): T {
    return this.clock ? this.clock.measure(stage, work) : work();
  }

  private compiler(version: TrpcVersion): VersionCompiler {
    let compiler = this.compilers.get(version);
    if (!compiler) this.compilers.set(version, (compiler = new VersionCompiler(version, this.projectRoot, this.declarations)));
    return compiler;
  }

  check(documents: MarkdownDocument[]): CheckedPages {
    const { projectRoot } = this;
    const documentProblems: Problem[] = [];
    const results: SampleResult[] = this.measure('read', () =>
      documents
        .flatMap((document) => findSamples(document, documentProblems))
        .map((sample) => ({ ...sample, status: 'passed', problems: fenceProblems(sample, projectRoot) })),
    );
    // Each sample's virtual folder is named by a number of its own.
    const ids = new Map<Sample, number>(results.map((result) => [result, this.nextSampleId++]));

    for (const result of results) if (result.fence.nocheckReason) result.status = 'opted-out';
    for (const version of TRPC_VERSION_NAMES) {
      const toCompile = results.filter((result) => result.version === version && result.fence.nocheckReason === undefined);
      if (toCompile.length === 0) continue;
      const compiler = this.compiler(version);
      for (const group of programGroups(toCompile, this.isolation)) {
        const setupProblems = compiler.withProgram(
          group,
          ids,
          (program) => checkProgram(program, group, version, this.clock),
          (create) => this.measure('program', create),
        );
        // Option and lib problems come back from every program: report each once.
        for (const problem of setupProblems)
          if (!documentProblems.some((known) => known.code === problem.code && known.message === problem.message))
            documentProblems.push(problem);
      }
    }

    for (const result of results) {
      if (result.status !== 'opted-out' && result.problems.length > 0) result.status = 'failed';
      result.problems.sort((a, b) => a.line - b.line);
    }
    return { results, documentProblems };
  }
}

export function checkSamples(options: CheckOptions = {}): CheckResult {
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  const projectRoot = options.projectRoot ?? PROJECT_ROOT;
  const root = options.root ?? projectRoot;
  const readProblems: Problem[] = [];
  const documents = options.documents ?? readDocuments(root, options.paths, readProblems);
  const { results, documentProblems } = new SampleChecker(projectRoot, options.isolation).check(documents);
  return checkResult(results, [...readProblems, ...documentProblems], {
    elapsedMs: performance.now() - started,
    cpuMs: cpuMs(process.cpuUsage(startedCpu)),
  });
}

/** The result of checking `results`, with its summary and verdict. */
export function checkResult(results: SampleResult[], documentProblems: Problem[], time: Pick<CheckSummary, 'elapsedMs' | 'cpuMs'>): CheckResult {
  const summary: CheckSummary = {
    checked: results.filter((r) => r.status !== 'opted-out').length,
    failed: results.filter((r) => r.status === 'failed').length,
    optedOut: results.filter((r) => r.status === 'opted-out').length,
    identifiers: countAnnotations(results, 'identifiers'),
    callouts: countAnnotations(results, 'callouts'),
    ...time,
  };
  return {
    results,
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

/**
 * Diagnoses and annotates the samples of one program, adding what fails each
 * to its problems; returns the program's compiler setup problems.
 */
function checkProgram(
  { service, program, files, projectRoot }: SampleProgram,
  samples: SampleResult[],
  version: TrpcVersion,
  clock?: StageClock,
): Problem[] {
  const measure = <T>(stage: Stage, work: () => T): T => (clock ? clock.measure(stage, work) : work());
  const setupProblems = measure('diagnostics', () => compilerSetupProblems(program, version));
  const diagnosticsBySample = new Map<Sample, { file: VirtualFile; diagnostic: ts.Diagnostic }[]>();
  const annotationProblems = new Map<Sample, Problem[]>();
  const readable = readablePaths(program, files, projectRoot);
  for (const [absolute, file] of files) {
    const sourceFile = program.getSourceFile(absolute);
    if (!sourceFile) continue;
    const diagnostics = measure('diagnostics', () => [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)]);
    const list = diagnosticsBySample.get(file.sample) ?? [];
    list.push(...diagnostics.map((diagnostic) => ({ file, diagnostic })));
    diagnosticsBySample.set(file.sample, list);

    const expected = file.sample.fence.expectedErrors ?? [];
    const shownErrors = diagnostics.filter((diagnostic) => expected.includes(diagnostic.code));
    const problems = measure('quickInfo', () => annotateFile(service, sourceFile, file.file, shownErrors, readable(absolute))).map((problem) =>
      sampleProblem(file.sample, problem, file.file.name),
    );
    annotationProblems.set(file.sample, [...(annotationProblems.get(file.sample) ?? []), ...problems]);
  }
  for (const sample of samples)
    sample.problems.push(...(annotationProblems.get(sample) ?? []), ...diagnosticProblems(sample, diagnosticsBySample.get(sample) ?? [], readable));
  return setupProblems;
}
