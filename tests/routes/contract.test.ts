import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareRoutes, parseRouteList } from './contract';

describe('parseRouteList', () => {
  it('keeps only route lines', () => {
    const text = '# comment\n[pages]\n/\n/media\n\n[typedoc]\n/docs/typedoc/x\n';
    assert.deepEqual(parseRouteList(text), ['/', '/media', '/docs/typedoc/x']);
  });
});

describe('compareRoutes', () => {
  const contract = ['/', '/docs', '/docs/v9', '/docs/typedoc/server/classes/TRPCError'];

  it('accepts a build that serves exactly the contract plus API reference pages', () => {
    const report = compareRoutes({
      contract,
      pending: [],
      served: [...contract, '/docs/typedoc/server/functions/initTRPC'],
    });
    assert.deepEqual(report, { missing: [], servedButPending: [], extra: [] });
  });

  it('reports missing, extra and stale pending routes', () => {
    const report = compareRoutes({
      contract,
      pending: ['/docs/v9', '/docs'],
      served: ['/', '/docs', '/blog/authors'],
    });
    assert.deepEqual(report.missing, ['/docs/typedoc/server/classes/TRPCError']);
    assert.deepEqual(report.servedButPending, ['/docs']);
    assert.deepEqual(report.extra, ['/blog/authors']);
  });
});
