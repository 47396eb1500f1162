import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PageQueue, type QueuedPage } from './pageQueue';

const page = (path: string, size: number): QueuedPage => ({ path, size });

function drain(queue: PageQueue<QueuedPage>): string[] {
  const order: string[] = [];
  for (let next = queue.next(); next; next = queue.next()) order.push(next.path);
  return order;
}

describe('PageQueue', () => {
  it('gives the biggest page first, pages of one size in the order they came', () => {
    const queue = new PageQueue();
    for (const queued of [page('small', 1), page('big', 30), page('mid-a', 10), page('mid-b', 10), page('huge', 99)]) queue.add(queued);
    assert.equal(queue.length, 5);
    assert.deepEqual(drain(queue), ['huge', 'big', 'mid-a', 'mid-b', 'small']);
    assert.equal(queue.length, 0);
  });

  it('gives a page someone asks for before every other, the latest asked for first', () => {
    const queue = new PageQueue();
    for (const queued of [page('a', 5), page('b', 50), page('c', 1), page('d', 20)]) queue.add(queued);
    assert.equal(queue.prioritize('c'), true, 'c waits in the queue');
    assert.equal(queue.next()?.path, 'c');
    assert.equal(queue.prioritize('a'), true);
    assert.equal(queue.prioritize('d'), true);
    assert.deepEqual(drain(queue), ['d', 'a', 'b']);
  });

  it('queues an urgent page before the others', () => {
    const queue = new PageQueue();
    queue.add(page('big', 50));
    queue.add(page('edited', 1), true);
    assert.deepEqual(drain(queue), ['edited', 'big']);
  });

  it('says when the page asked for is not waiting (being checked, or done)', () => {
    const queue = new PageQueue();
    queue.add(page('a', 1));
    assert.equal(queue.prioritize('elsewhere'), false);
    assert.equal(queue.next()?.path, 'a');
    assert.equal(queue.prioritize('a'), false);
  });

  it('gives only pages asked for when asked to', () => {
    const queue = new PageQueue();
    for (const queued of [page('a', 5), page('b', 50)]) queue.add(queued);
    assert.equal(queue.next(true), undefined, 'nobody asked for a page');
    queue.prioritize('a');
    queue.add(page('edited', 1), true);
    assert.equal(queue.askedLength, 2);
    assert.equal(queue.next(true)?.path, 'edited');
    assert.equal(queue.next(true)?.path, 'a');
    assert.equal(queue.next(true), undefined);
    assert.equal(queue.next()?.path, 'b');
  });
});
