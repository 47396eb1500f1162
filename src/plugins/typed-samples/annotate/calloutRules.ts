/**
 * What makes a `// ^?` callout readable, checked by the annotate stage:
 * it is short (a long type drowns the point: show `data`, `input` or `ctx`,
 * not the router's internals), and it comes after the complete statement
 * (or callback) it describes, or at the top of the block its line opens,
 * never in the middle of an unfinished call.
 */
import ts from 'typescript-6';
import type { QuickInfo } from '../protocol';

export const MAX_CALLOUT_LINES = 12;

/** Lines a callout takes: its signature, then its doc paragraph. */
export function calloutLineCount(info: QuickInfo): number {
  const lines = (text: string | undefined) => (text ? text.split('\n').length : 0);
  return lines(info.text) + lines(info.doc);
}

/** The deepest node of `sourceFile` whose text starts at or before `position` and ends after it. */
function nodeAt(sourceFile: ts.SourceFile, position: number): ts.Node {
  let node: ts.Node = sourceFile;
  for (;;) {
    const child = ts.forEachChild(node, (candidate) =>
      candidate.getStart(sourceFile) <= position && position < candidate.end ? candidate : undefined,
    );
    if (!child) return node;
    node = child;
  }
}

/**
 * The statement a callout under `line` (0-based line of `sourceFile`) would
 * interrupt, `identifierStart` being the identifier it describes; undefined
 * when the callout follows the complete statement or function (a callback
 * `(page) => page.next`) the identifier belongs to, or opens the block its
 * line starts.
 */
export function interruptedStatement(sourceFile: ts.SourceFile, identifierStart: number, line: number): ts.Node | undefined {
  const lineEnd = sourceFile.getLineEndOfPosition(sourceFile.getLineStarts()[line]);
  let unit: ts.Node | undefined = nodeAt(sourceFile, identifierStart);
  while (unit && !ts.isStatement(unit) && !ts.isFunctionLike(unit)) unit = unit.parent;
  if (!unit || sourceFile.getLineAndCharacterOfPosition(unit.end).line === line) return undefined;
  // The identifier is in the head of a block that this line opens (a
  // callback's parameter, a loop variable): the callout is the block's first line.
  if (blocksOpenedOn(sourceFile, unit, line, lineEnd).some((block) => block.getStart(sourceFile) > identifierStart)) return undefined;
  // Report the statement: what the author reads as unfinished.
  let statement: ts.Node = unit;
  while (!ts.isStatement(statement) && statement.parent && !ts.isSourceFile(statement.parent)) statement = statement.parent;
  return statement;
}

/** Blocks inside `node` whose `{` is the last token of `line`. */
function blocksOpenedOn(sourceFile: ts.SourceFile, node: ts.Node, line: number, lineEnd: number): ts.Block[] {
  const blocks: ts.Block[] = [];
  const visit = (child: ts.Node): void => {
    if (child.getStart(sourceFile) > lineEnd) return;
    if (ts.isBlock(child) && sourceFile.getLineAndCharacterOfPosition(child.getStart(sourceFile)).line === line) {
      const next = child.statements[0] ?? child.getLastToken(sourceFile);
      if (next && next.getStart(sourceFile) > lineEnd) blocks.push(child);
    }
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return blocks;
}
