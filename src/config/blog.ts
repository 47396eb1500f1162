import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import { remarkPlugins } from './markdown';

export const blog: BlogOptions = {
  blogTitle: 'tRPC Blog',
  blogDescription: 'News, releases and deep dives from the tRPC team',
  postsPerPage: 4,
  blogSidebarCount: 'ALL',
  blogSidebarTitle: 'All posts',
  showReadingTime: true,
  // Authors and tags come from these files in blog/; a post naming another
  // stops the build (an unknown tag would otherwise get a tag page of its own,
  // a route outside tests/routes/routes.txt).
  authorsMapPath: 'authors.yml',
  onInlineAuthors: 'throw',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onUntruncatedBlogPosts: 'throw',
  remarkPlugins,
  feedOptions: {
    type: ['rss', 'atom'],
    title: 'tRPC Blog',
    copyright: `Copyright © ${new Date().getFullYear()} tRPC contributors.`,
  },
};
