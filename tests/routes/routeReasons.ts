import fs from 'node:fs';
import path from 'node:path';
import type { Post } from '../blog/posts';

/**
 * Why the build serves a route, in the words of the content that makes it:
 * the post, the page of a list, the doc. The route test says it for each
 * route it finds outside the contract (or missing from the build), so that
 * the maintainer knows which change of content moved the routes.
 */
export interface SiteContent {
  /** Repository root, where docs/ and src/pages/ are. */
  root: string;
  /** The blog's posts, newest first (tests/blog/posts.ts). */
  posts: Post[];
  postsPerPage: number;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** The first of `candidates` (relative to the root) that exists, or undefined. */
function existing(root: string, candidates: string[]): string | undefined {
  return candidates.find((candidate) => fs.existsSync(path.join(root, candidate)));
}

function pageOfList(page: number, what: string, count: number, perPage: number): string {
  return `page ${page} of ${what}: ${plural(count, 'post')} at ${perPage} a page (POSTS_PER_PAGE in src/config/blogPages.ts)`;
}

export function routeReason(route: string, { root, posts, postsPerPage }: SiteContent): string {
  const tagPage = /^\/blog\/tags\/([^/]+)(?:\/page\/(\d+))?$/.exec(route);
  if (tagPage) {
    const [, tag, page] = tagPage;
    const tagged = posts.filter((post) => post.tags.includes(tag)).length;
    return page ? pageOfList(Number(page), `the posts tagged ${tag}`, tagged, postsPerPage) : `the list of the ${plural(tagged, 'post')} tagged ${tag} (blog/tags.yml)`;
  }
  const blogPage = /^\/blog\/page\/(\d+)$/.exec(route);
  if (blogPage) return pageOfList(Number(blogPage[1]), 'the blog list', posts.length, postsPerPage);
  const post = posts.find((candidate) => route === `/blog/${candidate.slug}`);
  if (post) return `the post ${post.file}`;
  const v9 = /^\/docs\/v9(?:\/(.*))?$/.exec(route);
  if (v9) return `a 9.x docs page (versioned_docs/version-9.x/, slug ${route})`;
  const doc = /^\/docs(?:\/(.*))?$/.exec(route);
  if (doc) {
    const rest = doc[1] ?? 'index';
    const file = existing(root, [`docs/${rest}.mdx`, `docs/${rest}.md`, `docs/${rest}/index.mdx`, `docs/${rest}/index.md`]);
    return file ? `the doc ${file}` : 'a 10.x docs page (docs/)';
  }
  const rest = route === '/' ? 'index' : route.slice(1);
  const page = existing(root, [`src/pages/${rest}.tsx`, `src/pages/${rest}.mdx`, `src/pages/${rest}.md`, `src/pages/${rest}/index.tsx`]);
  return page ? `the page ${page}` : 'a page of the build';
}
