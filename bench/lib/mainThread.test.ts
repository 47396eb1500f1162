import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TraceEvent } from './chromeTrace';
import { mainThreadFigures } from './mainThread';

const SERVER = 'http://127.0.0.1:4000';
const event = (name: string, ts: number, dur: number, tdur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  tdur,
  pid: 1,
  tid: 7,
  ...extra,
});

describe('mainThreadFigures', () => {
  const trace: TraceEvent[] = [
    event('RunTask', 0, 5_000, 4_000),
    event('ParseHTML', 100, 4_000, 3_000),
    { name: 'firstContentfulPaint', ph: 'R', ts: 6_000, pid: 1, tid: 7 },
    // 30 ms of wall time, 20 ms of CPU: the thread waited 10 ms for a core.
    event('RunTask', 10_000, 30_000, 20_000),
    event('FunctionCall', 10_100, 25_000, 15_000, { args: { data: { url: `${SERVER}/assets/js/main.1234.js` } } }),
    event('Layout', 12_000, 5_000, 5_000),
    // 10 ms at 1× is 40 ms at 4×: not a long task.
    event('RunTask', 50_000, 10_000, 10_000),
    // Another process's main thread.
    event('RunTask', 10_000, 90_000, 90_000, { pid: 2 }),
  ];
  const figures = mainThreadFigures(trace, SERVER);

  it('counts the thread time of the main thread only, each event by its own time without its children', () => {
    assert.equal(figures.total, 4 + 20 + 10);
    assert.equal(figures.groups.get('parseHTML'), 3);
    assert.equal(figures.groups.get('scriptEvaluation'), 10);
    assert.equal(figures.groups.get('styleLayout'), 5);
    assert.equal(figures.groups.get('other'), 1 + 5 + 10);
  });

  it('puts script time on the file that ran it, the layout it forced included in neither', () => {
    assert.equal(figures.scripts.get('main.1234.js'), 10);
  });

  it('blocks as Lighthouse counts it at 4×: tasks after the first paint over 50 ms, less 50 ms each', () => {
    assert.deepEqual(figures.longTasks, [80]);
    assert.equal(figures.blocking, 30);
  });
});
