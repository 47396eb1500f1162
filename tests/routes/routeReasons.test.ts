import assert from 'node:assert/strict';
import { join } from 'node:path';
import { it } from 'node:test';
import { routeReason } from './routeReasons';

const post = (slug: string, date: string, tags = ['trpc']) => ({ file: `blog/${date}-${slug}.mdx`, slug, title: slug, date, tags });
const content = {
  root: join(__dirname, '..', '..'),
  posts: [post('fifth', '2023-05-01'), post('d', '2023-01-17'), post('c', '2023-01-14'), post('b', '2022-11-21', ['releases']), post('a', '2021-05-05')],
  postsPerPage: 4,
};

it('explains a route by the content that makes it', () => {
  assert.equal(routeReason('/blog/fifth', content), 'the post blog/2023-05-01-fifth.mdx');
  assert.equal(routeReason('/blog/page/2', content), 'page 2 of the blog list: 5 posts at 4 a page (POSTS_PER_PAGE in src/config/blogPages.ts)');
  assert.equal(routeReason('/blog/tags/trpc/page/2', content), 'page 2 of the posts tagged trpc: 4 posts at 4 a page (POSTS_PER_PAGE in src/config/blogPages.ts)');
  assert.equal(routeReason('/blog/tags/releases', content), 'the list of the 1 post tagged releases (blog/tags.yml)');
  assert.equal(routeReason('/docs/quickstart', content), 'the doc docs/quickstart.mdx');
  assert.equal(routeReason('/docs/no-such-page', content), 'a 10.x docs page (docs/)');
  assert.equal(routeReason('/media', content), 'the page src/pages/media.tsx');
});
