import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { suggestPaths } from './suggestions';

const PATHS = [
  '/docs/',
  '/docs/server/context',
  '/docs/server/routers',
  '/docs/contributing',
  '/docs/reactjs/usequery',
  '/docs/reactjs/usequeries',
  '/docs/nextjs/introduction',
  '/docs/nextjs/setup',
  '/docs/links/httpBatchLink',
];

describe('suggestPaths', () => {
  it('suggests the page whose name is spelt like the missing one, wherever it is', () => {
    assert.deepEqual(suggestPaths('/docs/contexts', PATHS), ['/docs/server/context']);
    assert.deepEqual(suggestPaths('/docs/server/routrs', PATHS), ['/docs/server/routers']);
  });

  it('ignores letter case and puts the closest first', () => {
    assert.deepEqual(suggestPaths('/docs/httpbatchlink', PATHS), ['/docs/links/httpBatchLink']);
    assert.deepEqual(suggestPaths('/docs/usequery', PATHS), ['/docs/reactjs/usequery', '/docs/reactjs/usequeries']);
  });

  it('suggests the pages of a folder named like the missing path', () => {
    assert.deepEqual(suggestPaths('/docs/nextjs', PATHS), ['/docs/nextjs/setup', '/docs/nextjs/introduction']);
  });

  it('suggests nothing for a path like no page', () => {
    assert.deepEqual(suggestPaths('/docs/kubernetes', PATHS), []);
    assert.deepEqual(suggestPaths('/', PATHS), []);
  });
});
