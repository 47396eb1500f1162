/**
 * What a runnable sample should print, as written on the page: either the
 * next ` ```txt ` block (before any other sample), or the sample's own `// → value`
 * comments (each one line of output, in file order). Comparison is exact
 * after trimming trailing whitespace of each line and trailing blank lines.
 */
import type { ParsedFence } from '../protocol';

/** `console.log(x); // → 42` or a line of its own `// → 42`. */
const ARROW = /\/\/\s*→ ?(.*)$/;

export interface ExpectedOutput {
  text: string;
  /** Where it was written, for reports. */
  source: 'txt block' | '// → comments';
}

/**
 * @param nextBlock the code block that follows the fence on the page, if any
 *   (its language and text); only a `txt` block counts as output.
 */
export function expectedOutput(
  fence: ParsedFence,
  nextBlock?: { lang?: string | null; value?: string },
): ExpectedOutput | undefined {
  if (nextBlock?.lang === 'txt') return { text: normalizeOutput(nextBlock.value ?? ''), source: 'txt block' };
  const arrows = fence.files.flatMap((file) =>
    file.lines.flatMap((line) => {
      const match = ARROW.exec(line.text);
      return match ? [match[1]] : [];
    }),
  );
  return arrows.length > 0 ? { text: normalizeOutput(arrows.join('\n')), source: '// → comments' } : undefined;
}

export function normalizeOutput(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n+$/, '')
    .replace(/^\n+/, '');
}

/** Line diff (longest common subsequence): `  same`, `- expected`, `+ actual`. */
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
