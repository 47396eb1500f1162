/**
 * The data shapes the stages of the sample pipeline hand each other (as
 * twoslash's protocol package does for its engine and renderers):
 *
 *   markdown/  finds the Samples of a page (MarkdownDocument → Sample)
 *   fence/     parses a fence into its files (ParsedFence, SampleFile)
 *   check/     compiles each page's samples in one program (Sample → SampleResult)
 *   annotate/  adds what an editor shows to the shown lines (SampleFile.annotations)
 *   render/    writes the HTML of each shown file (RenderedBlock)
 *   site/      runs all of it for the build, page by page, cached
 *   run/       runs the samples marked `run` and the RPC examples
 *
 * Positions of annotations are in the shown code: `line` indexes
 * SampleFile.displayLines, `start` is a character column of that line.
 */
import type { TrpcVersion } from './versions/trpcVersions';

/** A Markdown or MDX page. */
export interface MarkdownDocument {
  /** POSIX path relative to the root, as printed in reports. */
  path: string;
  content: string;
}

export interface MetaToken {
  /** `title` in `title="a.ts"`; undefined for bare tokens such as `{1,3}`. */
  key?: string;
  value?: string;
  raw: string;
}

export interface SampleLine {
  text: string;
  /** 0-based line inside the fence body, to map diagnostics back to markdown. */
  bodyLine: number;
}

/** A `// ^?` line: its `^` column selects an identifier of `lines[lineIndex]`. */
export interface SampleQuery {
  bodyLine: number;
  lineIndex: number;
  column: number;
}

export interface SampleFile {
  /** Relative POSIX path inside the sample's own virtual directory. */
  name: string;
  /** Everything the compiler sees, directive lines removed. */
  lines: SampleLine[];
  /** What readers see; empty when the whole file is before the cut. */
  displayLines: string[];
  /** Index in `lines` of displayLines[0]: shown lines are a contiguous run of `lines`. */
  displayFrom: number;
  /** `// ^?` lines (removed from the code), in order. */
  queries: SampleQuery[];
  /** Types, callouts and expected errors of the shown lines; set by the annotate stage. */
  annotations?: FileAnnotations;
  /** Body line of the `// @filename` directive (or of the first line). */
  bodyLine: number;
}

/** A mistake in a fence, by its line in the fence body (-1: the opening line). */
export interface FenceProblem {
  bodyLine: number;
  message: string;
}

export interface ParsedFence {
  lang: string;
  files: SampleFile[];
  /** True when the fence used `// @filename`, so every block gets a title. */
  hasFilenames: boolean;
  /** Codes from `// @errors:`; undefined when the directive is absent. */
  expectedErrors?: number[];
  expectedErrorsBodyLine?: number;
  /** Present when the fence has `nocheck`; '' when no reason was given. */
  nocheckReason?: string;
  /** The fence's `version` meta; versions/trpcVersions.ts says what a sample compiles against. */
  version?: TrpcVersion;
  /**
   * Present when the fence has `run` (a complete program the runner executes):
   * the file to start, or '' for the last file of the fence.
   */
  run?: string;
  /** Meta tokens the theme should see (without nocheck/version/run). */
  themeMeta: MetaToken[];
  /** Authoring mistakes found while parsing; each fails the check. */
  problems: FenceProblem[];
}

/** A TypeScript fence of a page: what the markdown stage finds and every later stage is given. */
export interface Sample {
  docPath: string;
  /** 1-based markdown line of the opening fence. */
  fenceLine: number;
  /** The release it compiles and runs against. */
  version: TrpcVersion;
  /** The fence as written, and parsed; compiled files carry their annotations. */
  code: string;
  meta?: string | null;
  fence: ParsedFence;
}

/** A reason a sample or page fails, at a markdown line. */
export interface Problem {
  docPath: string;
  line: number;
  fileName?: string;
  code?: number;
  message: string;
}

export type SampleStatus = 'passed' | 'failed' | 'opted-out';

export interface SampleResult extends Sample {
  status: SampleStatus;
  problems: Problem[];
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

/** One code block per shown file of a fence, as readers see and copy it. */
export interface DisplayBlock {
  lang: string;
  meta: string;
  value: string;
}

/** A code block as the remark plugin emits it; `html` when the render stage wrote it. */
export interface RenderedBlock extends DisplayBlock {
  html?: string;
  /** The popover contents (HTML) the `data-typed` indexes of `html` refer to. */
  popovers?: string[];
}

/**
 * A problem of a sample without its page: `line` counts from the opening
 * fence (0), so it holds wherever the same fence is written.
 */
export type FenceLineProblem = Omit<Problem, 'docPath'>;

/** What the site pass keeps of a sample: its blocks, and what fails it (nothing when it passed or opted out). */
export interface RenderedSample {
  blocks: RenderedBlock[];
  problems: FenceLineProblem[];
}

/** Rendered samples by sample key (site/siteSamples.ts): a page's, as the page cache stores them, or the site's. */
export type RenderedSamples = Record<string, RenderedSample>;
