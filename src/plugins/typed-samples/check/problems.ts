/**
 * What fails a sample, as Problems at markdown lines: mistakes in the fence,
 * packages its release does not install, compiler diagnostics it does not
 * expect, expected errors that never came, and what the annotate stage found.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript-6';
import type { FenceProblem, ParsedFence, Problem, Sample, SampleFile } from '../protocol';
import { TRPC_VERSIONS, versionLabel, type TrpcVersion } from '../versions/trpcVersions';
import type { VirtualFile } from './programs';

/** The markdown line of a line of the fence body (-1: the opening fence). */
function markdownLine(sample: Sample, bodyLine: number): number {
  // The body starts on the line after the opening fence.
  return bodyLine < 0 ? sample.fenceLine : sample.fenceLine + 1 + bodyLine;
}

/** A problem found in one file of `sample` (or in its fence when `fileName` is undefined). */
export function sampleProblem(sample: Sample, problem: FenceProblem, fileName?: string): Problem {
  return {
    docPath: sample.docPath,
    line: markdownLine(sample, problem.bodyLine),
    ...(fileName === undefined ? {} : { fileName }),
    message: problem.message,
  };
}

const TRPC_IMPORT = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|^\s*import\s+)['"]@trpc\/([\w-]+)/g;

/**
 * `@trpc/*` packages a sample imports that its release does not install.
 * TypeScript falls back from an unresolved `paths` entry to node_modules,
 * which would silently check against the current release instead.
 */
export function missingPackages(version: TrpcVersion, files: SampleFile[], projectRoot: string): FenceProblem[] {
  const { scope, release } = TRPC_VERSIONS[version];
  if (scope === '@trpc') return [];
  return files.flatMap((file) =>
    file.lines.flatMap((line) =>
      [...line.text.matchAll(TRPC_IMPORT)]
        .filter((match) => !fs.existsSync(path.join(projectRoot, 'node_modules', scope, match[1], 'package.json')))
        .map((match) => ({
          bodyLine: line.bodyLine,
          message: `@trpc/${match[1]} is not installed for tRPC ${release}; add "${scope}/${match[1]}": "npm:@trpc/${match[1]}@${release}" to package.json`,
        })),
    ),
  );
}

/** Problems known before compiling: the fence's own mistakes and packages its release lacks. */
export function fenceProblems(sample: Sample, projectRoot: string): Problem[] {
  return [...sample.fence.problems, ...missingPackages(sample.version, sample.fence.files, projectRoot)].map((problem) =>
    sampleProblem(sample, problem),
  );
}

/** Option and lib problems of a program: they are not any sample's. */
export function compilerSetupProblems(program: ts.Program, version: TrpcVersion): Problem[] {
  return [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map((diagnostic) => ({
    docPath: `(typescript, tRPC ${versionLabel(version)})`,
    line: 0,
    code: diagnostic.code,
    message: flatten(diagnostic),
  }));
}

/**
 * The diagnostics of a sample's files that fail it: those its `// @errors`
 * does not list, and a problem for each listed code that never came.
 * `readable` rewrites the file names the compiler prints (modulePaths.ts).
 */
export function diagnosticProblems(
  sample: Sample,
  found: { file: VirtualFile; diagnostic: ts.Diagnostic }[],
  readable: (fromFile: string) => (text: string) => string,
): Problem[] {
  const expected = sample.fence.expectedErrors;
  const problems: Problem[] = [];
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
    const directiveLine = sample.fence.expectedErrorsBodyLine;
    for (const code of new Set(expected)) {
      if (foundCodes.has(code)) continue;
      problems.push(
        sampleProblem(
          sample,
          { bodyLine: directiveLine ?? -1, message: `expected error TS${code} (// @errors) was not reported` },
          fileAtBodyLine(sample.fence, directiveLine ?? 0),
        ),
      );
    }
  }
  return problems;
}

function diagnosticLine(sample: Sample, file: VirtualFile, diagnostic: ts.Diagnostic): number {
  const { lines } = file.file;
  if (!diagnostic.file || diagnostic.start === undefined || lines.length === 0)
    return sample.fenceLine;
  const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  const sampleLine = lines[Math.min(line, lines.length - 1)];
  return markdownLine(sample, sampleLine.bodyLine);
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
