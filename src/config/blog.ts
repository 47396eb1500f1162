import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import { remarkPlugins } from './markdown';

export const blog: BlogOptions = {
  blogTitle: 'tRPC Blog',
  blogDescription: 'News, releases and deep dives from the tRPC team',
  postsPerPage: 4,
  blogSidebarCount: 'ALL',
  blogSidebarTitle: 'All posts',
  showReadingTime: true,
  authorsMapPath: 'authors.yml',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  remarkPlugins,
  feedOptions: {
    type: ['rss', 'atom'],
    title: 'tRPC Blog',
    copyright: `Copyright © ${new Date().getFullYear()} tRPC contributors.`,
  },
};
