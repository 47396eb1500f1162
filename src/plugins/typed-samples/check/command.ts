/**
 * CLI: `npm run check:samples [paths...]` — type-checks the TypeScript code
 * fences of the docs, page by page in the type pass's worker threads (one
 * per core; `--workers=N` or TYPED_SAMPLES_WORKERS sets how many). See
 * checkSamples.ts for the work and ../README.md for the
 * conventions. `--compare-isolated` also
 * compiles each sample alone and reports how many hovers and callouts
 * differ from the site's (compareIsolated.ts).
 */
import { PROJECT_ROOT, pathsFromCommandLine, readDocuments } from '../markdown/documents';
import type { Problem } from '../protocol';
import { passOutput } from '../site/passOutput';
import { checkPages } from '../site/siteSamples';
import { workerCount } from '../site/typePool';
import { compareIsolated, formatComparison } from './compareIsolated';
import { formatReport } from './report';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const compare = args.includes('--compare-isolated');
  const workersArg = args.find((arg) => arg.startsWith('--workers='));
  const workers = workersArg ? workerCount(workersArg.slice('--workers='.length), '--workers') : undefined;
  const paths = pathsFromCommandLine(args.filter((arg) => !arg.startsWith('--')));
  const readProblems: Problem[] = [];
  const documents = readDocuments(PROJECT_ROOT, paths.length > 0 ? paths : undefined, readProblems);
  const output = passOutput(process.stderr, '[typed-samples] ', [process.stdout]);
  // The whole site also fills the build's cache (../site/siteSamples.ts).
  const result = await checkPages(documents, { site: paths.length === 0, workers, output, readProblems });
  for (const line of formatReport(result)) console.log(line);
  let ok = result.ok;
  if (compare) {
    const isolated = await checkPages(documents, { isolation: 'sample', workers, output });
    const comparison = compareIsolated(result, isolated);
    for (const line of formatComparison(comparison)) console.log(line);
    ok &&= !comparison.differences.some((difference) => difference.kind === 'callout');
  }
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
