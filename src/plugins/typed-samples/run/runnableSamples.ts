/**
 * Finds the runnable samples of the docs (fences with `run`) and the HTTP
 * examples of the RPC specification pages, runs them, and reports each
 * failure as `file.mdx:LINE: message` with a diff, then
 * `runnable samples: N passed, N failed`.
 */
import path from 'node:path';
import { codeBlocks, isSampleBlock, parseMarkdown, sampleOfBlock, type MarkdownNode } from '../markdown/findSamples';
import type { MarkdownDocument, Sample } from '../protocol';
import { documentVersion, TRPC_VERSION_NAMES, versionLabel, type TrpcVersion } from '../versions/trpcVersions';
import { diffLines, expectedOutput, firstDifferingLine, normalizeOutput } from './expectedOutput';
import { runFence } from './runFence';

export interface RunnableSample extends Sample {
  /** The next `txt` block (its output on the page) or the next sample, whichever comes first. */
  next?: MarkdownNode;
}

export interface CheckOutcome {
  docPath: string;
  line: number;
  version: TrpcVersion;
  /** What was checked, e.g. "sample" or "GET /trpc/user.me". */
  label: string;
  ok: boolean;
  /** Message and diff lines when not ok. */
  details: string[];
}

/** The samples marked `run` of a page; throws on an unknown `trpc_version`, naming the file. */
export function findRunnable(document: MarkdownDocument): RunnableSample[] {
  const blocks = codeBlocks(parseMarkdown(document));
  const pageVersion = documentVersion(document);
  return blocks.flatMap((node, index) => {
    if (!isSampleBlock(node)) return [];
    const sample = sampleOfBlock(document.path, node, pageVersion);
    if (sample.fence.run === undefined) return [];
    return [{ ...sample, next: blocks.slice(index + 1).find((block) => block.lang === 'txt' || isSampleBlock(block)) }];
  });
}

export async function checkRunnable(sample: RunnableSample, workRoot: string, timeoutMs: number, id: number): Promise<CheckOutcome> {
  const outcome: CheckOutcome = {
    docPath: sample.docPath,
    line: sample.fenceLine,
    version: sample.version,
    label: 'sample',
    ok: false,
    details: [],
  };
  const result = await runFence(sample.fence, {
    version: sample.version,
    dir: path.join(workRoot, `v${sample.version}`, String(id)),
    timeoutMs,
  });
  const expected = expectedOutput(sample, sample.next);
  const actual = normalizeOutput(result.stdout);
  if (result.setupError) outcome.details.push(result.setupError);
  else if (result.timedOut)
    outcome.details.push(`did not exit by itself within ${timeoutMs / 1000} s (killed); close servers and sockets at the end`);
  else if (result.exitCode !== 0) outcome.details.push(`exited with code ${result.exitCode}`);
  else if (expected && expected.text !== actual) {
    outcome.line = firstDifferingLine(expected, actual);
    outcome.details.push(`output differs from the ${expected.source} (- page, + actual):`, ...diffLines(expected.text, actual));
  } else outcome.ok = true;
  if (!outcome.ok && result.stderr.trim()) outcome.details.push('stderr:', ...result.stderr.trimEnd().split('\n').slice(-15));
  return outcome;
}

export function formatOutcome(outcome: CheckOutcome): string[] {
  return [`${outcome.docPath}:${outcome.line}: ${outcome.label}: ${outcome.details[0] ?? 'failed'}`, ...outcome.details.slice(1).map((line) => `    ${line}`)];
}

/** `runnable samples: N passed, N failed (…)`, or that `where` (the paths checked) has none. */
export function summaryLine(outcomes: CheckOutcome[], where: string[]): string {
  if (outcomes.length === 0) return `runnable samples: none in ${where.join(', ')}`;
  const count = (list: CheckOutcome[]) => `${list.filter((o) => o.ok).length} passed, ${list.filter((o) => !o.ok).length} failed`;
  const byVersion = TRPC_VERSION_NAMES.flatMap((version) => {
    const ofVersion = outcomes.filter((o) => o.version === version);
    return ofVersion.length > 0 ? [`${versionLabel(version)}: ${count(ofVersion)}`] : [];
  });
  return `runnable samples: ${count(outcomes)} (${byVersion.join('; ')})`;
}
