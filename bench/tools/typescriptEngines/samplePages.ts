/**
 * The site's samples laid out for an engine that reads files from disk (the
 * TypeScript 7 language server): each page's samples of one tRPC version in
 * a folder of their own with a tsconfig.json, the very programs the site
 * pass makes (one per page and version), and the shown identifiers,
 * callouts and expected errors found the way annotate/ finds them.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript-6';
import { MAX_CALLOUT_LINES, calloutLineCount } from '../../../src/plugins/typed-samples/annotate/calloutRules';
import { compilerOptionsJson } from '../../../src/plugins/typed-samples/check/compilerOptions';
import { findSamples } from '../../../src/plugins/typed-samples/markdown/findSamples';
import { withoutMachinePaths } from '../../../src/plugins/typed-samples/check/modulePaths';
import type { MarkdownDocument, Sample, SampleFile } from '../../../src/plugins/typed-samples/protocol';
import type { TrpcVersion } from '../../../src/plugins/typed-samples/versions/trpcVersions';
import type { EngineDump, FileDump, Info, SampleDump } from './dump';

export interface PageFile {
  sample: Sample;
  file: SampleFile;
  absolute: string;
  text: string;
  sourceFile: ts.SourceFile;
  /** Offsets of the shown identifiers, in file order. */
  identifiers: { offset: number; line: number; start: number; length: number }[];
  readable: (text: string) => string;
}

export interface PageProgram {
  version: TrpcVersion;
  dir: string;
  files: PageFile[];
}

/** A diagnostic of a file, as an engine reports it. */
export interface EngineDiagnostic {
  start: number;
  length: number;
  code: number;
  /** Chained messages on lines of their own, as flattenDiagnosticMessageText(…, '\n') gives them. */
  message: string;
}

export const SAMPLE_ROOT = '.typed-samples-engines';

/** Writes the programs of `document` under `<projectRoot>/.typed-samples-engines/`; returns them and its samples. */
export function layOutPage(document: MarkdownDocument, pageNumber: number, projectRoot: string): { samples: Sample[]; programs: PageProgram[] } {
  const samples = findSamples(document, []).filter((sample) => sample.fence.nocheckReason === undefined);
  const byVersion = new Map<TrpcVersion, Sample[]>();
  for (const sample of samples) byVersion.set(sample.version, [...(byVersion.get(sample.version) ?? []), sample]);
  const programs: PageProgram[] = [];
  for (const [version, group] of byVersion) {
    const dir = path.posix.join(projectRoot, SAMPLE_ROOT, `v${version}`, `p${pageNumber}`);
    const options = compilerOptionsJson(version, projectRoot);
    const files: PageFile[] = [];
    group.forEach((sample, index) => {
      const written = new Map<string, string>();
      const sampleFiles = sample.fence.files.map((file) => {
        const absolute = path.posix.join(dir, String(index), file.name);
        const text = file.lines.map((line) => line.text).join('\n');
        fs.mkdirSync(path.dirname(absolute), { recursive: true });
        fs.writeFileSync(absolute, text);
        return { file, absolute, text };
      });
      const parsed = ts.convertCompilerOptionsFromJson(options, projectRoot).options;
      for (const { file, absolute, text } of sampleFiles) {
        const sourceFile = ts.createSourceFile(absolute, text, ts.ScriptTarget.ES2022, true, file.name.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
        for (const statement of sourceFile.statements) {
          const specifier = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
          if (!specifier || !ts.isStringLiteral(specifier)) continue;
          const resolved = ts.resolveModuleName(specifier.text, absolute, parsed, ts.sys).resolvedModule?.resolvedFileName;
          if (resolved && !written.has(resolved)) written.set(resolved, specifier.text);
        }
        files.push({
          sample,
          file,
          absolute,
          text,
          sourceFile,
          identifiers: shownIdentifiers(sourceFile, file),
          readable: (shown) => withoutMachinePaths(shown, { projectRoot, fromFile: absolute, written }),
        });
      }
    });
    fs.writeFileSync(
      path.posix.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: options, files: files.map((file) => path.posix.relative(dir, file.absolute)) }),
    );
    programs.push({ version, dir, files });
  }
  return { samples, programs };
}

/** The identifiers of the shown lines, as annotate/annotate.ts walks them. */
function shownIdentifiers(sourceFile: ts.SourceFile, file: SampleFile): PageFile['identifiers'] {
  const shownFrom = file.displayFrom;
  const shownTo = file.displayFrom + file.displayLines.length;
  const starts = sourceFile.getLineStarts();
  const firstShown = shownFrom < starts.length ? starts[shownFrom] : sourceFile.end;
  const found: PageFile['identifiers'] = [];
  const visit = (node: ts.Node): void => {
    if (node.end <= firstShown) return;
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      const offset = node.getStart(sourceFile);
      const { line, character } = sourceFile.getLineAndCharacterOfPosition(offset);
      if (line >= shownFrom && line < shownTo) found.push({ offset, line: line - shownFrom, start: character, length: node.end - offset });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * The dump of a file from an engine's quick info (by identifier offset) and
 * diagnostics, with the checks annotate/ and check/problems.ts make.
 */
export function dumpFile(
  page: PageFile,
  infos: Map<number, Info>,
  diagnostics: EngineDiagnostic[],
  problems: SampleDump['problems'],
): FileDump {
  const { file, sourceFile, sample, readable } = page;
  const identifiers: FileDump['identifiers'] = [];
  for (const id of page.identifiers) {
    const info = infos.get(id.offset);
    if (info) identifiers.push({ line: id.line, start: id.start, length: id.length, ...readableInfo(info, readable) });
  }
  const callouts: FileDump['callouts'] = [];
  for (const query of file.queries) {
    const line = query.lineIndex - file.displayFrom;
    const target = identifiers.find((id) => id.line === line && id.start <= query.column && query.column < id.start + id.length);
    if (!target) {
      problems.push({ line: 1 + query.bodyLine, message: `// ^? points at no identifier with a type (column ${query.column + 1})` });
      continue;
    }
    const info: Info = target.doc ? { text: target.text, doc: target.doc } : { text: target.text };
    if (calloutLineCount(info) > MAX_CALLOUT_LINES) problems.push({ line: 1 + query.bodyLine, message: `// ^? shows ${calloutLineCount(info)} lines of type` });
    callouts.push({ line, column: query.column, ...info });
  }
  const expected = sample.fence.expectedErrors ?? [];
  const errors: FileDump['errors'] = [];
  for (const diagnostic of diagnostics) {
    const { line, character } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start);
    const bodyLine = file.lines[Math.min(line, file.lines.length - 1)]?.bodyLine ?? -1;
    if (!expected.includes(diagnostic.code)) {
      problems.push({ line: 1 + bodyLine, code: diagnostic.code, message: readable(diagnostic.message.split('\n').map((part) => part.trim()).join(' ')) });
      continue;
    }
    if (line < file.displayFrom || line >= file.displayFrom + file.displayLines.length) continue;
    errors.push({ line: line - file.displayFrom, start: character, length: diagnostic.length, code: diagnostic.code, message: readable(diagnostic.message) });
  }
  return { identifiers, callouts, errors };
}

function readableInfo(info: Info, readable: (text: string) => string): Info {
  const text = readable(info.text);
  const doc = info.doc ? readable(info.doc) : undefined;
  return doc ? { text, doc } : { text };
}

/** A file of a page as an engine checked it: quick info by identifier offset, and diagnostics. */
export interface CheckedFile {
  file: PageFile;
  infos: Map<number, Info>;
  diagnostics: EngineDiagnostic[];
}

/** The dump of a page's samples from its checked files; an expected code that never came fails its sample. */
export function dumpPage(samples: readonly Sample[], checked: readonly CheckedFile[]): EngineDump['pages'][string] {
  const page: EngineDump['pages'][string] = {};
  for (const sample of samples) {
    const problems: SampleDump['problems'] = [];
    const files: SampleDump['files'] = {};
    const codes = new Set<number>();
    for (const { file, infos, diagnostics } of checked.filter((entry) => entry.file.sample === sample)) {
      for (const diagnostic of diagnostics) codes.add(diagnostic.code);
      files[file.file.name] = dumpFile(file, infos, diagnostics, problems);
    }
    for (const code of new Set(sample.fence.expectedErrors ?? [])) {
      if (!codes.has(code)) problems.push({ line: (sample.fence.expectedErrorsBodyLine ?? -1) < 0 ? 0 : 1 + sample.fence.expectedErrorsBodyLine!, message: `expected error TS${code} (// @errors) was not reported` });
    }
    page[sample.fenceLine] = { files, problems };
  }
  return page;
}

export function removeLayout(projectRoot: string): void {
  fs.rmSync(path.join(projectRoot, SAMPLE_ROOT), { recursive: true, force: true });
}
