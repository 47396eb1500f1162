import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getAnsweredSections, hitCountOf, withAnswerNotes } from './searchAnswers';

const answer = (query: string, nbHits: number, sections: string[] = []) => ({
  results: [{ query, nbHits, hits: sections.map((lvl0) => ({ hierarchy: { lvl0 } })) }],
});

test('each query counts the hits of its own answer, not a running total of all answers', async () => {
  const answers: Record<string, ReturnType<typeof answer>> = {
    w: answer('w', 500),
    we: answer('we', 300),
    websocket: answer('websocket', 75, ['Client']),
    router: answer('router', 120, ['Server', 'Client']),
  };
  const client = withAnswerNotes({ search: async (query: string) => answers[query]! });
  for (const query of ['w', 'we', 'websocket']) await client.search(query);
  assert.equal(hitCountOf('websocket'), 75);
  await client.search('router');
  await client.search('websocket');
  assert.equal(hitCountOf('websocket'), 75);
  assert.equal(hitCountOf('router'), 120);
  // A query typed on whose answer is not in yet: the hits shown are the latest answer's.
  assert.equal(hitCountOf('websocke'), 75);
  assert.deepEqual(getAnsweredSections(), ['Server', 'Client']);
});

test('a count sums the answer of each index asked', async () => {
  const client = withAnswerNotes({
    search: async () => ({ results: [{ query: 'link', nbHits: 10, hits: [] }, { query: 'link', nbHits: 4, hits: [] }] }),
  });
  await client.search();
  assert.equal(hitCountOf('link'), 14);
});
