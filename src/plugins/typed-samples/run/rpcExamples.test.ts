import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isRpcPage, matchesJson, parseHttpRequest } from './rpcExamples';

describe('parseHttpRequest', () => {
  it('reads the request line, headers and body', () => {
    assert.deepEqual(parseHttpRequest('POST /trpc/post.add HTTP/1.1\ncontent-type: application/json\n\n{"title":"x"}'), {
      method: 'POST',
      target: '/trpc/post.add',
      headers: { 'content-type': 'application/json' },
      body: '{"title":"x"}',
    });
    assert.deepEqual(parseHttpRequest('curl http://x'), { error: 'not an HTTP request line: curl http://x' });
  });
});

describe('matchesJson', () => {
  it('compares structurally, "..." ending a string matches a prefix', () => {
    assert.equal(matchesJson({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] }), true);
    assert.equal(matchesJson({ stack: 'TRPCError: no\n    at ...' }, { stack: 'TRPCError: no\n    at f (a.ts:1)' }), true);
    assert.equal(matchesJson({ a: 1 }, { a: 1, b: 2 }), false);
    assert.equal(matchesJson([1, 2], [1]), false);
    assert.equal(matchesJson({ stack: 'Error: a...' }, { stack: 'Error: b' }), false);
  });
});

describe('isRpcPage', () => {
  it('is a page with a rpc-router fence', () => {
    assert.equal(isRpcPage({ path: 'a.mdx', content: '```ts title="r.ts" rpc-router="/trpc"\n```' }), true);
    assert.equal(isRpcPage({ path: 'a.mdx', content: '```ts\n```' }), false);
  });
});
