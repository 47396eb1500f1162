/**
 * Annotate stage: for the shown lines of one compiled sample file, the quick
 * info of every identifier (what an editor shows on hover), the callouts of
 * its `// ^?` lines and the expected errors. Runs on the language service of
 * the very program that type-checked the sample (../check/checkSamples.ts).
 */
import ts from 'typescript-6';
import type { ErrorNote, FenceProblem, FileAnnotations, IdentifierInfo, SampleFile } from '../protocol';
import { MAX_CALLOUT_LINES, calloutLineCount, interruptedStatement } from './calloutRules';
import { errorMessage, quickInfo } from './readerText';

export function annotateFile(
  service: ts.LanguageService,
  sourceFile: ts.SourceFile,
  file: SampleFile,
  expectedErrors: readonly ts.Diagnostic[],
  /** Rewrites the file names the compiler prints as module specifiers (../check/modulePaths.ts). */
  readable: (text: string) => string,
): FenceProblem[] {
  const problems: FenceProblem[] = [];
  // Line numbers of the source file are indexes into file.lines.
  const shownFrom = file.displayFrom;
  const shownTo = file.displayFrom + file.displayLines.length;
  const lineOf = (position: number) => sourceFile.getLineAndCharacterOfPosition(position);

  const identifiers: IdentifierInfo[] = [];
  const firstShown = shownFrom < sourceFile.getLineStarts().length ? sourceFile.getLineStarts()[shownFrom] : sourceFile.end;
  const visit = (node: ts.Node): void => {
    if (node.end <= firstShown) return;
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      const start = node.getStart(sourceFile);
      const { line, character } = lineOf(start);
      if (line < shownFrom || line >= shownTo) return;
      const info = quickInfo(service, sourceFile.fileName, start, readable);
      if (info)
        identifiers.push({ line: line - shownFrom, start: character, length: node.end - start, info });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);

  const callouts = file.queries.flatMap((query) => {
    if (query.lineIndex < shownFrom || query.lineIndex >= shownTo) {
      problems.push({ bodyLine: query.bodyLine, message: '// ^? points into hidden setup code' });
      return [];
    }
    const line = query.lineIndex - shownFrom;
    const target = identifiers.find(
      (id) => id.line === line && id.start <= query.column && query.column < id.start + id.length,
    );
    if (!target) {
      const code = file.displayLines[line];
      problems.push({
        bodyLine: query.bodyLine,
        message: `// ^? points at column ${query.column + 1} of "${code.trim()}", which is not an identifier with a type; put the ^ under one`,
      });
      return [];
    }
    const lineCount = calloutLineCount(target.info);
    if (lineCount > MAX_CALLOUT_LINES)
      problems.push({
        bodyLine: query.bodyLine,
        message: `// ^? shows ${lineCount} lines of type (at most ${MAX_CALLOUT_LINES}); point it at what the sample is about (data, input, ctx, an inferred output) rather than at internals`,
      });
    const interrupted = interruptedStatement(sourceFile, sourceFile.getLineStarts()[query.lineIndex] + target.start, query.lineIndex);
    if (interrupted)
      problems.push({
        bodyLine: query.bodyLine,
        message: `// ^? sits inside the unfinished statement "${interrupted.getText(sourceFile).split('\n')[0].trim()}"; a callout goes after the complete statement it describes`,
      });
    return [{ line, column: query.column, info: target.info }];
  });

  const errors: ErrorNote[] = [];
  for (const diagnostic of expectedErrors) {
    if (diagnostic.file !== sourceFile || diagnostic.start === undefined) continue;
    const { line, character } = lineOf(diagnostic.start);
    if (line < shownFrom || line >= shownTo) continue;
    errors.push({
      line: line - shownFrom,
      start: character,
      length: diagnostic.length ?? 0,
      code: diagnostic.code,
      message: errorMessage(diagnostic, readable),
    });
  }

  const annotations: FileAnnotations = { identifiers, callouts, errors };
  file.annotations = annotations;
  return problems;
}
