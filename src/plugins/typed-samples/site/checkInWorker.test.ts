import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkSamples } from '../check/checkSamples';
import type { MarkdownDocument } from '../protocol';
import { checkInWorker } from './checkInWorker';

const documents: MarkdownDocument[] = [
  {
    path: 'docs/worker.mdx',
    content: [
      '```ts',
      "import { initTRPC } from '@trpc/server';",
      'const t = initTRPC.create();',
      'export const appRouter = t.router({ ping: t.procedure.query(() => "pong" as const) });',
      '```',
      '',
      '```ts',
      'const broken: number = "one";',
      '```',
    ].join('\n'),
  },
];

describe('checkInWorker', () => {
  it('gives the result of an in-process check: statuses, problems and quick info', async () => {
    const inWorker = await checkInWorker({ documents });
    const inProcess = checkSamples({ documents });
    assert.deepEqual(
      inWorker.results.map((result) => result.status),
      ['passed', 'failed'],
    );
    assert.match(inWorker.results[1].problems[0].message, /not assignable to type 'number'/);
    const { elapsedMs: _worker, cpuMs: _workerCpu, ...workerSummary } = inWorker.summary;
    const { elapsedMs: _process, cpuMs: _processCpu, ...processSummary } = inProcess.summary;
    assert.deepEqual(workerSummary, processSummary);
    assert.deepEqual(inWorker.results, inProcess.results);
  });

  it('rejects with a message naming the type pass when the check throws in the worker', async () => {
    await assert.rejects(
      checkInWorker({ documents: 42 as never }),
      /^Error: typed-samples: type-checking the samples in a worker thread failed: documents\.flatMap is not a function/,
    );
  });
});
