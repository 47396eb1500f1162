import assert from 'node:assert/strict';
import { test } from 'node:test';
import { percentile } from './searchLatency';

test('percentile: nearest rank, whatever the input order', () => {
  const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
  assert.equal(percentile(values, 50), 5);
  assert.equal(percentile(values, 95), 10);
  assert.equal(percentile(values, 0), 1);
  assert.equal(percentile([42], 95), 42);
  assert.throws(() => percentile([], 50), /empty/);
});
