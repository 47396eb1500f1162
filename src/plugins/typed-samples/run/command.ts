/**
 * CLI: `npm run test:samples:run [paths...]` — runs the runnable samples
 * (fences with `run`) and checks the HTTP examples of the RPC specification
 * pages against real servers. See runnableSamples.ts and ../README.md.
 */
import os from 'node:os';
import path from 'node:path';
import { formatProblem } from '../check/report';
import { DEFAULT_DIRS, PROJECT_ROOT, pathsFromCommandLine, readDocuments } from '../markdown/documents';
import type { Problem } from '../protocol';
import { checkRpcPage, isRpcPage } from './rpcExamples';
import { checkRunnable, findRunnable, formatOutcome, summaryLine, type CheckOutcome } from './runnableSamples';

/** Safety bound per sample (tsx start-up under load included), not a timing assertion. */
const TIMEOUT_MS = 60_000;
const WORK_ROOT = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'runnable-samples');

async function main(): Promise<void> {
  const paths = pathsFromCommandLine(process.argv.slice(2));
  const missing: Problem[] = [];
  const documents = readDocuments(PROJECT_ROOT, paths, missing);
  if (missing.length > 0) {
    // Nothing runs: a mistyped path would otherwise pass as "0 failed".
    for (const { docPath, message } of missing) console.error(`runnable samples: ${message}: ${docPath}`);
    process.exitCode = 1;
    return;
  }

  const problems: Problem[] = [];
  const samples = documents.flatMap((document) => {
    try {
      return findRunnable(document);
    } catch (error) {
      // An unknown trpc_version: the message names the file and the choices.
      problems.push({ docPath: document.path, line: 1, message: (error as Error).message });
      console.log(formatProblem(problems[problems.length - 1]));
      return [];
    }
  });
  const outcomes: CheckOutcome[] = [];
  const report = (outcome: CheckOutcome) => {
    outcomes.push(outcome);
    if (!outcome.ok) for (const line of formatOutcome(outcome)) console.log(line);
  };

  // Two at a time: each sample is a Node process compiling with tsx.
  const parallel = Math.max(1, Math.min(2, os.availableParallelism()));
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < samples.length) {
        const id = next++;
        report(await checkRunnable(samples[id], WORK_ROOT, TIMEOUT_MS, id));
      }
    }),
  );
  for (const document of documents.filter(isRpcPage)) {
    for (const outcome of await checkRpcPage(document)) report(outcome);
  }

  console.log(summaryLine(outcomes, paths.length > 0 ? paths : DEFAULT_DIRS));
  process.exitCode = problems.length === 0 && outcomes.every((o) => o.ok) ? 0 : 1;
}

void main();
