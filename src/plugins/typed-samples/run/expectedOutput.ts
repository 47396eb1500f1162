/**
 * What a runnable sample should print, as written on the page: either the
 * next ` ```txt ` block (before any other sample), or the sample's own `// → value`
 * comments (each one line of output, in file order). Comparison is exact
 * after trimming trailing whitespace of each line and trailing blank lines.
 */
import type { Sample } from '../protocol';

/** `console.log(x); // → 42` or a line of its own `// → 42`. */
const ARROW = /\/\/\s*→ ?(.*)$/;

export interface ExpectedOutput {
  text: string;
  /** Where it was written, for reports. */
  source: 'txt block' | '// → comments';
  /** The markdown line each line of `text` is written on. */
  lines: number[];
}

/**
 * @param nextBlock the code block that follows the fence on the page, if any
 *   (its language, text and place); only a `txt` block counts as output.
 */
export function expectedOutput(
  sample: Pick<Sample, 'fence' | 'fenceLine'>,
  nextBlock?: { lang?: string | null; value?: string; position?: { start: { line: number } } },
): ExpectedOutput | undefined {
  if (nextBlock?.lang === 'txt') {
    // Its text starts on the line after its opening fence.
    const first = (nextBlock.position?.start.line ?? 0) + 1;
    const lines = (nextBlock.value ?? '').split(/\r?\n/).map((text, index) => ({ text, line: first + index }));
    return writtenOutput(lines, 'txt block');
  }
  const arrows = sample.fence.files.flatMap((file) =>
    file.lines.flatMap((line) => {
      const match = ARROW.exec(line.text);
      // The fence body starts on the line after the opening fence.
      return match ? [{ text: match[1], line: sample.fenceLine + 1 + line.bodyLine }] : [];
    }),
  );
  return arrows.length > 0 ? writtenOutput(arrows, '// → comments') : undefined;
}

/** Lines as normalizeOutput leaves them, each with its markdown line. */
function writtenOutput(lines: { text: string; line: number }[], source: ExpectedOutput['source']): ExpectedOutput {
  const kept = normalizedLines(lines);
  return { text: kept.map(({ text }) => text).join('\n'), source, lines: kept.map(({ line }) => line) };
}

/** Trailing whitespace trimmed from every line, blank lines from both ends. */
function normalizedLines<Line extends { text: string }>(lines: Line[]): Line[] {
  const trimmed = lines.map((line) => ({ ...line, text: line.text.trimEnd() }));
  let start = 0;
  let end = trimmed.length;
  while (start < end && !trimmed[start].text) start++;
  while (end > start && !trimmed[end - 1].text) end--;
  return trimmed.slice(start, end);
}

export function normalizeOutput(text: string): string {
  return normalizedLines(text.split(/\r?\n/).map((line) => ({ text: line })))
    .map((line) => line.text)
    .join('\n');
}

/**
 * Where a report of output that differs points: the markdown line of the
 * first expected line the output does not match (its last line when the
 * output only goes on longer).
 */
export function firstDifferingLine(expected: ExpectedOutput, actual: string): number {
  const expectedLines = expected.text.split('\n');
  const actualLines = actual.split('\n');
  let index = 0;
  while (index < expectedLines.length && expectedLines[index] === actualLines[index]) index++;
  return expected.lines[Math.min(index, expected.lines.length - 1)];
}

/** Line diff (longest common subsequence): `  same`, `- expected` (what the page says), `+ actual`. */
export function diffLines(expected: string, actual: string): string[] {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push(`  ${a[i++]}`);
      j++;
    } else if (i < a.length && (j === b.length || lcs[i + 1][j] >= lcs[i][j + 1])) out.push(`- ${a[i++]}`);
    else out.push(`+ ${b[j++]}`);
  }
  return out;
}
