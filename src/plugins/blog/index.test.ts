import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BlogPost } from '@docusaurus/plugin-content-blog';
import type { Plugin, PluginContentLoadedActions, RouteConfig } from '@docusaurus/types';
import { BlogProblems, withoutRoutes } from './index';

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

describe('BlogProblems', () => {
  /** A post as the blog plugin loads it, with a file-name date, the site's tag and a truncate marker unless told otherwise. */
  function post(file: string, metadata: Partial<BlogPost['metadata']> = {}): BlogPost {
    const date = new Date(`${/^\d{4}-\d+-\d+/.exec(file)?.[0] ?? '2026-11-26'}Z`);
    const tags = [{ inline: false, label: 'tRPC', permalink: '/blog/tags/trpc', description: undefined }];
    return { id: file, content: '', metadata: { source: `@site/blog/${file}`, date, frontMatter: {}, tags, hasTruncateMarker: true, ...metadata } } as unknown as BlogPost;
  }

  it('lists nothing for posts that follow the rules, and keeps them all', () => {
    const problems = new BlogProblems('/site', []);
    assert.equal(problems.check([post('2023-01-17-tinyrpc-client.mdx')]).length, 1);
    assert.deepEqual(problems.list(), []);
  });

  it('lists every problem of every post under one heading, and leaves out the posts without a real date', () => {
    const problems = new BlogProblems('/site', []);
    const kept = problems.check([
      post('2023-04-31-my-post.mdx', { hasTruncateMarker: false }),
      post('2023-05-01-other.mdx', { tags: [{ inline: true, label: 'releases', permalink: '/blog/tags/releases', description: undefined }] }),
    ]);
    assert.deepEqual(kept.map((p) => p.id), ['2023-05-01-other.mdx']);
    const [list] = problems.list();
    assert.equal(list.heading, 'Blog posts to fix (README "Writing a blog post"):');
    assert.deepEqual(list.lines, [
      'blog/2023-04-31-my-post.mdx: the file name starts with 2023-04-31, a day that does not exist (April 2023 has 30 days). Start it with the publish date: YYYY-MM-DD-<name>.mdx, e.g. 2023-01-17-tinyrpc-client.mdx.',
      'blog/2023-04-31-my-post.mdx: no {/* truncate */} line. The blog list shows each post up to that line: put it after the opening paragraph.',
      'blog/2023-05-01-other.mdx: the tag "releases" is not defined in blog/tags.yml. Use a tag defined there, or define it there (a label and a description); its page /blog/tags/releases is then a new route, which tests/routes/routes.txt must list.',
    ]);
  });

  it('loads the posts it can, leaving out each post Docusaurus cannot load, with its innermost reason', async () => {
    const exclude = ['**/_*.mdx'];
    const problems = new BlogProblems('/site', exclude);
    const seen: string[][] = [];
    const content = await problems.load(async () => {
      seen.push([...exclude]);
      if (!exclude.includes('2023-05-01-my-post.mdx')) {
        const reason = new Error('Blog author with key "someone" not found in the authors map file.\nValid author keys are:\n- trpc-team');
        throw new Error('Processing of blog source file path=2023-05-01-my-post.mdx failed.', { cause: reason });
      }
      problems.check([post('2023-01-17-tinyrpc-client.mdx')]);
      return 'content';
    });
    assert.equal(content, 'content');
    assert.deepEqual(seen, [['**/_*.mdx'], ['**/_*.mdx', '2023-05-01-my-post.mdx']]);
    assert.deepEqual(exclude, ['**/_*.mdx'], 'the option is as configured again');
    assert.deepEqual(problems.list()[0].lines, [
      'blog/2023-05-01-my-post.mdx: Blog author with key "someone" not found in the authors map file.\nValid author keys are:\n  - trpc-team',
    ]);
  });

  it('lets any other error through', async () => {
    const problems = new BlogProblems('/site', []);
    await assert.rejects(() => problems.load(async () => { throw new Error('tags.yml: bad YAML'); }), /bad YAML/);
  });
});
