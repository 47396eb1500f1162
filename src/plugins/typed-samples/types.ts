/**
 * What the annotate stage (annotate.ts) adds to a parsed sample file
 * (SampleFile.annotations in sample.ts), read by the render stage. Positions
 * are in the shown code: `line` indexes SampleFile.displayLines, `start` is a
 * character column of that line.
 */

/** What an editor shows on hover: the signature line and the doc comment's first paragraph. */
export interface QuickInfo {
  text: string;
  doc?: string;
}

export interface IdentifierInfo {
  line: number;
  start: number;
  length: number;
  info: QuickInfo;
}

/** The type of the identifier a `// ^?` points at, shown under its line. */
export interface Callout {
  line: number;
  /** Column of the `^`, where the callout starts. */
  column: number;
  info: QuickInfo;
}

/** An error the fence expects (`// @errors`), shown under the line it starts on. */
export interface ErrorNote {
  line: number;
  start: number;
  length: number;
  code: number;
  message: string;
}

export interface FileAnnotations {
  identifiers: IdentifierInfo[];
  callouts: Callout[];
  errors: ErrorNote[];
}
