import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withPathBreaks } from './pathBreaks';

describe('withPathBreaks', () => {
  it('lets inline code wrap after the slashes of a path, and leaves other text alone', () => {
    assert.equal(withPathBreaks('<code>server/routers/_app.ts</code>'), '<code>server/<wbr>routers/<wbr>_app.ts</code>');
    assert.equal(withPathBreaks('Using a/b with <code>x</code>'), 'Using a/b with <code>x</code>');
    assert.equal(withPathBreaks('<code>a/</code>'), '<code>a/</code>');
  });
});
