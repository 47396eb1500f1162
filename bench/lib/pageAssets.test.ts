import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { htmlFileOf, matchRouteBranch, parseRoutesModule } from './pageAssets';

const ROUTES_MODULE = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  { path: '/blog', component: ComponentCreator('/blog', '98b'), exact: true },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '614'),
    routes: [
      {
        path: '/docs/v9',
        component: ComponentCreator('/docs/v9', '784'),
        routes: [{ path: '/docs/v9/', component: ComponentCreator('/docs/v9/', '8c4'), exact: true }],
      },
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'a78'),
        routes: [
          { path: '/docs/', component: ComponentCreator('/docs/', '1a1'), exact: true },
          { path: '/docs/server/routers', component: ComponentCreator('/docs/server/routers', 'b2b'), exact: true },
        ],
      },
    ],
  },
  { path: '/', component: ComponentCreator('/', 'e5f'), exact: true },
  { path: '*', component: ComponentCreator('*') },
];
`;

describe('pageAssets', () => {
  const routes = parseRoutesModule(ROUTES_MODULE);

  it('reads the route tree with the keys of routesChunkNames.json', () => {
    assert.equal(routes[1].key, '/docs-614');
    assert.equal(routes[1].routes?.[0].routes?.[0].key, '/docs/v9/-8c4');
  });

  it('matches like react-router-config: first match per level, exact with an optional trailing slash', () => {
    const keys = (path: string) => matchRouteBranch(routes, path).map((route) => route.key);
    assert.deepEqual(keys('/docs'), ['/docs-614', '/docs-a78', '/docs/-1a1']);
    assert.deepEqual(keys('/docs/v9'), ['/docs-614', '/docs/v9-784', '/docs/v9/-8c4']);
    assert.deepEqual(keys('/docs/server/routers/'), ['/docs-614', '/docs-a78', '/docs/server/routers-b2b']);
    assert.deepEqual(keys('/'), ['/-e5f']);
    assert.deepEqual(keys('/nope'), ['*-undefined']);
  });

  it('maps routes to the HTML files of the build', () => {
    assert.equal(htmlFileOf('/'), 'index.html');
    assert.equal(htmlFileOf('/docs/'), 'docs/index.html');
    assert.equal(htmlFileOf('/docs/server/routers'), 'docs/server/routers/index.html');
  });
});
