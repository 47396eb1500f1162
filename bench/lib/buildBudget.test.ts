import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cpuByStage, perfStages, threadKinds, type BuildRecord } from './buildBudget';

function record(overrides: Partial<BuildRecord>): BuildRecord {
  return {
    label: 'test',
    run: 1,
    kind: 'cold',
    date: '2026-01-01T00:00:00.000Z',
    loadAtStart: [0, 0, 0],
    loadAtEnd: [0, 0, 0],
    wallS: 10,
    userS: 10,
    systemS: 0,
    peakRssKb: 0,
    lines: [],
    roles: [],
    samples: { threads: [], times: [], ticks: [], peakRssBytes: 0 },
    ...overrides,
  };
}

const thread = (tid: number, comm = 'node', pid = 10, command = 'node docusaurus.mjs build') => ({ pid, tid, comm, command, firstSeenMs: 0 });
const role = (tid: number, threadId: number, data = 'null') => ({ pid: 10, tid, isMainThread: threadId === 0, threadId, data, at: 0 });

describe('perfStages', () => {
  it('reads a stage from the line that ends it, in ms or seconds', () => {
    const stages = perfStages(
      record({
        lines: [
          { ms: 5000, text: '[PERF] Load site - 4.50 seconds!' },
          { ms: 5100, text: 'some other line' },
          { ms: 9000, text: '[PERF] SSG > Thread pool - 250.00 ms' },
        ],
      }),
    );
    assert.deepEqual(stages, [
      { name: 'Load site', fromMs: 500, toMs: 5000 },
      { name: 'SSG > Thread pool', fromMs: 8750, toMs: 9000 },
    ]);
  });
});

describe('threadKinds', () => {
  it('tells the threads apart by what their preload recorded, then by name', () => {
    const kinds = threadKinds(
      record({
        samples: { threads: [thread(9, 'time', 9, '/usr/bin/time node docusaurus.mjs build'), thread(10), thread(11), thread(12), thread(13, 'tokio-runtime-w'), thread(14), thread(15, 'v8:ProfEvntProc'), thread(20, 'git', 20, 'git log')], times: [], ticks: [], peakRssBytes: 0 },
        roles: [role(10, 0), role(11, 1, '{"projectRoot":"/site"}'), role(12, 2, '[{"workerId":1},{"params":{"outDir":"/site/build"}}]')],
      }),
    );
    assert.deepEqual(kinds, ['child processes', 'main thread', 'type pass workers', 'SSG workers', 'Rspack threads', 'V8 platform and libuv threads', 'CPU profiler (--cpu-prof)', 'child processes']);
  });
});

describe('cpuByStage', () => {
  it("splits a profiled thread's CPU by its profile and keeps GC per kind of thread", () => {
    const built = record({
      samples: { threads: [thread(10), thread(11), thread(13, 'tokio-runtime-w')], times: [0, 1000], ticks: [[0, 0, 0], [400, 200, 300]], peakRssBytes: 0 },
      roles: [role(10, 0), role(11, 1, '{"projectRoot":"/site"}')],
      profiles: [
        { pid: 10, threadId: 0, times: [['(idle)', 900], ['TypeDoc (API reference)', 300], ['GC', 100]] },
        { pid: 10, threadId: 1, times: [['other JavaScript: typescript-6', 150], ['GC', 50]] },
      ],
    });
    const byStage = cpuByStage(built, threadKinds(built), 1);
    assert.deepEqual(Object.fromEntries(byStage), {
      'TypeDoc (API reference)': 3,
      'GC (main thread)': 1,
      'samples type pass': 1.5,
      'GC (type pass workers)': 0.5,
      'Rspack (Rust threads: client and server bundles)': 3,
      'not sampled (threads ended between samples)': 1,
    });
  });
});
