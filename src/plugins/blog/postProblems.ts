/**
 * The site's rules for blog posts, checked over the loaded posts so that
 * every mistake of every post is listed at once: a real publish date
 * (postDates.ts), tags defined in blog/tags.yml (an undefined tag would get
 * a page of its own, a route outside tests/routes/routes.txt) and a
 * truncate marker. A post Docusaurus cannot load at all (an author missing
 * from blog/authors.yml, front matter it refuses) is reported with
 * Docusaurus's reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BlogPost } from '@docusaurus/plugin-content-blog';
import { postDateProblem } from './postDates';

/** `date:` of a post's front matter as written, which YAML turns into a Date even for `2023-04-31`. */
function writtenDate(file: string): string | undefined {
  try {
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
    return /^date:[ \t]*['"]?([^'"\s#]+)/m.exec(frontMatter)?.[1];
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with one loaded post, one line each, starting with its
 * file; `dated`: whether its date is real (the archive cannot place a post
 * without one, so such a post is left out of a dev server's blog).
 */
export function postProblems(post: Pick<BlogPost, 'metadata'>, siteDir: string): { problems: string[]; dated: boolean } {
  const { source, date, frontMatter, tags, hasTruncateMarker } = post.metadata;
  const file = source.replace(/^@site\//, '');
  const written = frontMatter.date instanceof Date ? writtenDate(path.join(siteDir, file)) : undefined;
  const problems: string[] = [];
  const dateProblem = postDateProblem({ source, date, frontMatter }, written);
  if (dateProblem) problems.push(dateProblem);
  for (const tag of tags.filter((tag) => tag.inline)) {
    problems.push(
      `${file}: the tag "${tag.label}" is not defined in blog/tags.yml. Use a tag defined there, or define it there (a label and a description); its page ${tag.permalink} is then a new route, which tests/routes/routes.txt must list.`,
    );
  }
  if (!hasTruncateMarker) {
    problems.push(`${file}: no {/* truncate */} line. The blog list shows each post up to that line: put it after the opening paragraph.`);
  }
  return { problems, dated: dateProblem === null };
}

/**
 * A post Docusaurus could not load (`Processing of blog source file
 * path=<file> failed.`): its file relative to the blog folder, and the
 * innermost reason.
 */
export function unloadablePost(error: unknown): { file: string; reason: string } | undefined {
  if (!(error instanceof Error)) return undefined;
  const file = /^Processing of blog source file path=(.+) failed\.$/.exec(error.message)?.[1];
  if (file === undefined) return undefined;
  let cause: unknown = error;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  const reason = (cause as Error).message.trim().replace(/\n- /g, '\n  - ');
  return { file, reason };
}
