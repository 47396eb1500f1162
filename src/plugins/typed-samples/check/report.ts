/** How check:samples prints what it found (and what the build prints for a failing sample). */
import type { ProblemList } from '../../content-problems';
import type { CheckResult, Problem } from '../protocol';

/** `1 page`, `2 pages`, `1,500 identifiers`. */
export function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? noun : `${noun}s`}`;
}

/** `file.mdx:LINE: [file name] TSxxxx: message` */
export function formatProblem(problem: Problem): string {
  const file = problem.fileName ? ` [${problem.fileName}]` : '';
  const code = problem.code ? ` TS${problem.code}:` : '';
  return `${problem.docPath}:${problem.line}:${file}${code} ${problem.message}`;
}

/** Report lines: one per problem, then the time, then the summary line. */
export function formatReport(result: CheckResult): string[] {
  const { summary } = result;
  return [
    ...result.documentProblems.map(formatProblem),
    ...result.results.flatMap((r) => (r.status === 'failed' ? r.problems.map(formatProblem) : [])),
    `Checked in ${(summary.elapsedMs / 1000).toFixed(1)}s (CPU ${(summary.cpuMs / 1000).toFixed(1)}s)`,
    `${plural(summary.checked, 'sample')} checked, ${summary.failed} failed, ${summary.optedOut} opted out; ` +
      `${plural(summary.identifiers, 'identifier')} with types; ${plural(summary.callouts, 'callout')}`,
  ];
}

/** Problems of samples as the build and the dev server report them: one line each, under a heading naming the command that checks those pages alone. */
export function sampleProblemList(problems: Problem[]): ProblemList {
  const pages = [...new Set(problems.map((problem) => problem.docPath))];
  return {
    heading: `TypeScript samples to fix (${plural(problems.length, 'problem')}; \`npm run check:samples ${pages.join(' ')}\` checks ${pages.length === 1 ? 'this page' : 'these pages'} alone; src/plugins/typed-samples/README.md has the conventions):`,
    lines: problems.map(formatProblem),
  };
}
