import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { POSTS_PER_PAGE } from '../../src/config/blogPages';

/**
 * The blog's posts as the site shows them, read from blog/: tests that check
 * the blog's pages derive what they expect from these (a new post changes
 * what they expect, not the tests).
 */
export interface Post {
  /** `blog/2023-01-17-tinyrpc-client.mdx` */
  file: string;
  slug: string;
  title: string;
  /** `2023-01-17` */
  date: string;
  /** Keys of blog/tags.yml */
  tags: string[];
}

const ROOT = path.resolve(__dirname, '..', '..');
const BLOG = path.join(ROOT, 'blog');

export { POSTS_PER_PAGE };

/** Every post that is not a draft, newest first (the blog's order). */
export async function readPosts(blogDir = BLOG): Promise<Post[]> {
  const files = fs.readdirSync(blogDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'));
  const posts = await Promise.all(
    files.map(async (file): Promise<Post | undefined> => {
      const filePath = path.join(blogDir, file);
      const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent: fs.readFileSync(filePath, 'utf8') });
      if (frontMatter.draft === true) return undefined;
      const named = /^(\d{4}-\d{2}-\d{2})-(.+?)(?:\/index)?\.mdx?$/.exec(file.split(path.sep).join('/'));
      const date = frontMatter.date instanceof Date ? frontMatter.date.toISOString().slice(0, 10) : String(frontMatter.date ?? named?.[1]);
      return {
        file: path.posix.join('blog', file.split(path.sep).join('/')),
        slug: String(frontMatter.slug ?? named?.[2] ?? file.replace(/\.mdx?$/, '')).replace(/^\//, ''),
        title: String(frontMatter.title),
        date,
        tags: ((frontMatter.tags as unknown[] | undefined) ?? []).map(String),
      };
    }),
  );
  return posts.filter((post): post is Post => post !== undefined).sort((a, b) => b.date.localeCompare(a.date));
}

/** `January 17, 2023`, as the blog shows a post's date. */
export function shownDate(post: Post): string {
  return new Date(`${post.date}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
