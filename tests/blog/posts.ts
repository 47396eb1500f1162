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
  /** Its tags as their pages name them: `/blog/tags/<tag>` (the permalink in blog/tags.yml). */
  tags: string[];
}

const ROOT = path.resolve(__dirname, '..', '..');
const BLOG = path.join(ROOT, 'blog');

export { POSTS_PER_PAGE };

/** The page of each tag of blog/tags.yml, by key: `performance` → `performance` (its permalink without the slash). */
async function tagPages(blogDir: string): Promise<Map<string, string>> {
  const filePath = path.join(blogDir, 'tags.yml');
  if (!fs.existsSync(filePath)) return new Map();
  // The file is YAML, as front matter is: read it as a document's front matter.
  const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent: `---\n${fs.readFileSync(filePath, 'utf8')}\n---\n` });
  return new Map(Object.entries(frontMatter as Record<string, { permalink?: string }>).map(([key, tag]) => [key, (tag.permalink ?? key).replace(/^\//, '')]));
}

/** Every post that is not a draft, newest first (the blog's order). */
export async function readPosts(blogDir = BLOG): Promise<Post[]> {
  const pageOf = await tagPages(blogDir);
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
        tags: ((frontMatter.tags as unknown[] | undefined) ?? []).map((tag) => pageOf.get(String(tag)) ?? String(tag)),
      };
    }),
  );
  return posts.filter((post): post is Post => post !== undefined).sort((a, b) => b.date.localeCompare(a.date));
}

/** `January 17, 2023`, as the blog shows a post's date; `January 17` without the year, as the archive does. */
export function shownDate(post: Post, withYear = true): string {
  return new Date(`${post.date}T00:00:00Z`).toLocaleDateString('en-US', { year: withYear ? 'numeric' : undefined, month: 'long', day: 'numeric', timeZone: 'UTC' });
}
