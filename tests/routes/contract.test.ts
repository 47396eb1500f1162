import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareRoutes, extraRoutesMessage, missingRoutesMessage, parseRouteList, routeSections, sectionFor } from './contract';

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

describe('the failure messages', () => {
  const sections = routeSections('[pages]\n/\n/media\n\n[blog]\n/blog\n/blog/tags/trpc\n\n[docs 10.x]\n/docs\n/docs/quickstart\n');

  it('put a new route under the section of the listed route it shares the most path with', () => {
    assert.equal(sectionFor('/blog/page/2', sections), '[blog]');
    assert.equal(sectionFor('/blog/tags/trpc/page/2', sections), '[blog]');
    assert.equal(sectionFor('/docs/new-page', sections), '[docs 10.x]');
    assert.equal(sectionFor('/love', sections), '[pages]');
  });

  it('say why the build serves each extra route, then exactly the lines to add, by section', () => {
    const message = extraRoutesMessage(['/blog/page/2', '/docs/new-page'], sections, (route) => `reason of ${route}`);
    assert.equal(
      message,
      [
        'The build serves 2 routes that tests/routes/routes.txt does not list:',
        '  /blog/page/2: reason of /blog/page/2',
        '  /docs/new-page: reason of /docs/new-page',
        "tests/routes/routes.txt is the product specification's list of routes. If the content is meant to add these pages, add these lines to it,",
        'and have the specification changed to match (README "Routes"); if not, change the content so that the build does not serve them.',
        'Under [blog]:',
        '/blog/page/2',
        'Under [docs 10.x]:',
        '/docs/new-page',
      ].join('\n'),
    );
  });

  it('name each missing route with its section', () => {
    assert.match(missingRoutesMessage(['/media'], sections), /^tests\/routes\/routes\.txt lists 1 route that the build does not serve:\n  \/media \(\[pages\]\)\n/);
  });
});
