import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PassOutput } from './passOutput';
import { passSummary, Progress } from './progress';

/** Output that notes lines and progress lines; `terminal` gives it a progress line. */
function fakeOutput(terminal: boolean) {
  const lines: string[] = [];
  const statuses: string[] = [];
  let cleared = 0;
  const output: PassOutput = {
    line: (text) => lines.push(text),
    ...(terminal ? { status: (text: string) => statuses.push(text) } : {}),
    clearStatus: () => cleared++,
  };
  return { output, lines, statuses, cleared: () => cleared };
}

const pool = { size: 2, stageTimes: async () => undefined };

describe('Progress', () => {
  it('piped: a line at each quarter of the pages, whatever their number, then the end', async () => {
    const { output, lines } = fakeOutput(false);
    const progress = new Progress(107, output);
    for (let page = 1; page < 107; page++) assert.equal(progress.page(), false);
    assert.equal(progress.page(), true);
    await progress.end(pool);
    assert.deepEqual(lines.slice(0, 3), ['Types: 27/107 pages', 'Types: 54/107 pages', 'Types: 81/107 pages']);
    assert.match(lines[3], /^Types of 107 pages ready in [\d.]+ s \(2 worker threads\)$/);
    assert.equal(lines.length, 4);
  });

  it('piped: each page of a small pass', () => {
    const { output, lines } = fakeOutput(false);
    const progress = new Progress(3, output);
    progress.page();
    progress.page();
    progress.page();
    assert.deepEqual(lines, ['Types: 1/3 pages', 'Types: 2/3 pages']);
  });

  it('in a terminal: one progress line rewritten at every page, then removed for the end', async () => {
    const { output, lines, statuses, cleared } = fakeOutput(true);
    const progress = new Progress(3, output);
    progress.page();
    progress.page();
    progress.page();
    await progress.end(pool);
    assert.equal(statuses.length, 2);
    assert.match(statuses[0], /^Types: 1\/3 pages, [\d.]+ s$/);
    assert.match(statuses[1], /^Types: 2\/3 pages, [\d.]+ s$/);
    assert.equal(cleared(), 1);
    assert.equal(lines.length, 1);
    assert.match(lines[0], /^Types of 3 pages ready in/);
  });

  it('sums the CPU of the stages in the end', () => {
    const times = { read: 0, program: 1000, diagnostics: 2000, quickInfo: 3000, render: 500, gc: 400, other: 100 };
    assert.match(passSummary(107, 40_000, 1, times), /^Types of 107 pages ready in 40\.0 s, 7\.0 s CPU in 1 worker thread \(/);
  });
});
