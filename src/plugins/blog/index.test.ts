import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { Plugin, PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import { withCheckedPostDates, withoutRoutes } from './index';

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

describe('withCheckedPostDates', () => {
  /** A blog plugin whose content holds posts with these sources and dates (file-name dates, as Docusaurus reads them). */
  function blogWith(sources: string[]): Plugin<BlogContent> {
    const blogPosts = sources.map((source) => ({
      id: source,
      metadata: { source, date: new Date(`${/\d{4}-\d+-\d+/.exec(source)?.[0] ?? '2026-11-26'}Z`), frontMatter: {} },
      content: '',
    }));
    return { name: 'fake-blog', loadContent: async () => ({ blogPosts }) as unknown as BlogContent };
  }

  it('lets posts with valid dates through unchanged', async () => {
    const content = await withCheckedPostDates(blogWith(['@site/blog/2023-01-17-tinyrpc-client.mdx'])).loadContent!();
    assert.equal(content.blogPosts.length, 1);
  });

  it('stops loading at a post whose file name has an impossible or day-first date, naming it', async () => {
    await assert.rejects(
      async () => withCheckedPostDates(blogWith(['@site/blog/2023-13-45-my-post.mdx', '@site/blog/25-03-2023-my-post.mdx'])).loadContent!(),
      /blog\/2023-13-45-my-post\.mdx: "2023-13-45" .*\n.*blog\/25-03-2023-my-post\.mdx: "25-03-2023" .*YYYY-MM-DD-<name>\.mdx/,
    );
  });
});
