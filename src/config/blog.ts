import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import { POSTS_PER_PAGE } from './blogPages';
import { remarkPlugins } from './markdown';

export const blog: BlogOptions = {
  blogTitle: 'tRPC Blog',
  blogDescription: 'News, releases and deep dives from the tRPC team',
  postsPerPage: POSTS_PER_PAGE,
  blogSidebarCount: 'ALL',
  blogSidebarTitle: 'All posts',
  showReadingTime: true,
  // Authors and tags come from these files in blog/. A post naming another
  // author stops the build; an undefined tag (which would get a tag page of
  // its own, a route outside tests/routes/routes.txt) and a missing truncate
  // marker are checked by src/plugins/blog, which lists every post to fix at once.
  authorsMapPath: 'authors.yml',
  onInlineAuthors: 'throw',
  tags: 'tags.yml',
  onInlineTags: 'ignore',
  onUntruncatedBlogPosts: 'ignore',
  remarkPlugins,
  feedOptions: {
    type: ['rss', 'atom'],
    title: 'tRPC Blog',
    copyright: `Copyright © ${new Date().getFullYear()} tRPC contributors.`,
  },
};
