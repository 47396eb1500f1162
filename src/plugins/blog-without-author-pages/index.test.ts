import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Plugin, PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import { withoutRoutes } from './index';

function fakePlugin(paths: string[]): Plugin<undefined> {
  return {
    name: 'fake-blog',
    async contentLoaded({ actions }) {
      for (const path of paths) actions.addRoute({ path, component: 'Page' });
    },
  };
}

async function addedRoutes(plugin: Plugin<undefined>): Promise<string[]> {
  const added: RouteConfig[] = [];
  const actions = { addRoute: (route: RouteConfig) => added.push(route) } as unknown as PluginContentLoadedActions;
  await plugin.contentLoaded!({ content: undefined, actions });
  return added.map((route) => route.path);
}

describe('withoutRoutes', () => {
  it('drops exactly the listed routes and keeps the others', async () => {
    const plugin = withoutRoutes(fakePlugin(['/blog', '/blog/authors', '/blog/authors/x']), ['/blog/authors']);
    assert.deepEqual(await addedRoutes(plugin), ['/blog', '/blog/authors/x']);
  });

  it('keeps the plugin name and leaves plugins without routes alone', () => {
    const plugin = withoutRoutes(fakePlugin([]), ['/blog/authors']);
    assert.equal(plugin.name, 'fake-blog');
    const noContent: Plugin<undefined> = { name: 'static' };
    assert.equal(withoutRoutes(noContent, ['/x']), noContent);
  });
});
