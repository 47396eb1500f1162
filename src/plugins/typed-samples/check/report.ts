/** How check:samples prints what it found (and what the build prints for a failing sample). */
import type { CheckResult, Problem } from '../protocol';

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
    `${summary.checked} samples checked, ${summary.failed} failed, ${summary.optedOut} opted out; ` +
      `${summary.identifiers.toLocaleString('en-US')} identifiers with types; ${summary.callouts} callouts`,
  ];
}
