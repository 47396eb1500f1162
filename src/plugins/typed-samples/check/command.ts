/**
 * CLI: `npm run check:samples [paths...]` — type-checks the TypeScript code
 * fences of the docs. See checkSamples.ts for the work and README "Code
 * samples" for the conventions. `--compare-isolated` also compiles each
 * sample alone and reports how many hovers and callouts differ from the
 * site's (compareIsolated.ts).
 */
import { PROJECT_ROOT, pathsFromCommandLine } from '../markdown/documents';
import { checkSite } from '../site/siteSamples';
import { checkSamples } from './checkSamples';
import { compareIsolated, formatComparison } from './compareIsolated';
import { formatReport } from './report';

const args = process.argv.slice(2);
const compare = args.includes('--compare-isolated');
const paths = pathsFromCommandLine(args.filter((arg) => !arg.startsWith('--')));
// The whole site also fills the build's cache (../site/siteSamples.ts).
const result = paths.length > 0 ? checkSamples({ root: PROJECT_ROOT, paths }) : checkSite(PROJECT_ROOT);
for (const line of formatReport(result)) console.log(line);
let ok = result.ok;
if (compare) {
  const isolated = checkSamples({ root: PROJECT_ROOT, paths: paths.length > 0 ? paths : undefined, isolation: 'sample' });
  const comparison = compareIsolated(result, isolated);
  for (const line of formatComparison(comparison)) console.log(line);
  ok &&= !comparison.differences.some((difference) => difference.kind === 'callout');
}
process.exitCode = ok ? 0 : 1;
