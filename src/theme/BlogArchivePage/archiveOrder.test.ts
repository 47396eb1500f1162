import assert from 'node:assert/strict';
import { it } from 'node:test';
import { archiveOrder } from './archiveOrder';

const post = (date: string) => ({ metadata: { date } });

it('orders years newest first and each year oldest first, which the stock archive reverses within the year', () => {
  const blogOrder = ['2023-01-17', '2023-01-14', '2022-11-21', '2021-05-05'].map(post);
  assert.deepEqual(
    archiveOrder(blogOrder).map((p) => p.metadata.date),
    ['2023-01-14', '2023-01-17', '2022-11-21', '2021-05-05'],
  );
});
