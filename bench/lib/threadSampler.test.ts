import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cpuBetween, parseThreadStat, type ThreadSamples } from './threadSampler';

describe('parseThreadStat', () => {
  it('reads the name, parent, user + system ticks and resident memory', () => {
    const stat =
      '331 (cat) R 32755 32755 29657 0 -1 4194304 99 0 0 0 7 3 0 0 20 0 1 0 1324825 3133440 412 18446744073709551615 94401814245376 0 0 0 0 0 0 0 0 0 17 0 0 0 0 0 0';
    assert.deepEqual(parseThreadStat(stat), { comm: 'cat', parentPid: 32755, ticks: 10, rssBytes: 412 * 4096 });
  });

  it('takes a name holding spaces and parentheses whole', () => {
    const stat = '15247 (tokio (rt) w) S 14005 14005 29657 0 -1 4194368 5 0 0 0 250 40 0 0 30 10 12 0 1 2 3 4';
    const parsed = parseThreadStat(stat);
    assert.equal(parsed.comm, 'tokio (rt) w');
    assert.equal(parsed.parentPid, 14005);
    assert.equal(parsed.ticks, 290);
  });
});

describe('cpuBetween', () => {
  const samples: ThreadSamples = {
    threads: [{ pid: 1, tid: 1, comm: 'node', command: 'node', firstSeenMs: 0 }],
    times: [0, 1000, 2000],
    ticks: [[0], [100], [100]],
    peakRssBytes: 0,
  };

  it('interpolates between samples', () => {
    assert.equal(cpuBetween(samples, 0, 0, 1000), 1);
    assert.equal(cpuBetween(samples, 0, 250, 750), 0.5);
  });

  it('counts nothing outside the sampled time', () => {
    assert.equal(cpuBetween(samples, 0, 1500, 5000), 0);
    assert.equal(cpuBetween(samples, 0, -500, 0), 0);
  });
});
