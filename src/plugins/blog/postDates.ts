import path from 'node:path';

/**
 * Every blog post has a real publish date, and where it comes from is plain:
 * the `YYYY-MM-DD-` start of its file name (or of its folder's, for
 * `<date>-<name>/index.mdx`), or a `date:` in its front matter, which wins.
 *
 * Docusaurus is lenient here and the results are wrong without a word: a
 * file named `2023-13-45-post.mdx` gets an invalid date (the post page says
 * "January 1, 1970" and the archive crashes the build in `listPostsByYears`
 * without naming the post), and `25-03-2023-post.mdx` is not read as a date
 * at all, so the post is dated by its file's creation: the day it was added.
 */

export interface PostDateInput {
  /** `@site/blog/2023-01-17-tinyrpc-client.mdx`, as the blog plugin's metadata has it. */
  source: string;
  /** The date Docusaurus settled on. */
  date: Date;
  frontMatter: { date?: unknown };
}

const EXPECTED =
  'Name a post YYYY-MM-DD-<name>.mdx after its publish date (e.g. 2023-01-17-tinyrpc-client.mdx), or give it a `date: YYYY-MM-DD` front matter.';

/** `YYYY-MM-DD` of a real calendar day. */
function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The name that carries the date: the file's, or its folder's for `index.md(x)`. */
function datedName(file: string): string {
  const name = path.posix.basename(file);
  return /^index\.mdx?$/.test(name) ? path.posix.basename(path.posix.dirname(file)) : name;
}

/** What is wrong with one post's date, or null. */
export function postDateProblem({ source, date, frontMatter }: PostDateInput): string | null {
  const file = source.replace(/^@site\//, '');
  const name = datedName(file);
  // Anything that starts like a date must be one, front matter or not.
  const leadingDate = /^\d+[-_./]\d+[-_./]\d+/.exec(name)?.[0];
  if (leadingDate !== undefined && !(isCalendarDate(leadingDate) && name[leadingDate.length] === '-')) {
    return `${file}: "${leadingDate}" at the start of the file name is not a date of the form YYYY-MM-DD. ${EXPECTED}`;
  }
  if (leadingDate === undefined && frontMatter.date === undefined) {
    return `${file}: no publish date; the file name does not start with one and the front matter has no \`date:\`. ${EXPECTED}`;
  }
  // YAML reads `date: 2023-01-17` as a date; anything else stays a string.
  const writtenDate = frontMatter.date;
  const isWrittenAsDate =
    writtenDate === undefined || writtenDate instanceof Date || (typeof writtenDate === 'string' && isCalendarDate(writtenDate.slice(0, 10)));
  if (!isWrittenAsDate || Number.isNaN(date.getTime())) {
    return `${file}: the front matter's \`date: ${String(writtenDate)}\` is not a date of the form YYYY-MM-DD.`;
  }
  return null;
}

export class PostDateError extends Error {
  constructor(problems: string[]) {
    super(`Blog posts without a valid publish date:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'PostDateError';
  }
}

/** Throws one error listing every post whose date is missing or wrong. */
export function checkPostDates(posts: PostDateInput[]): void {
  const problems = posts.map(postDateProblem).filter((problem): problem is string => problem !== null);
  if (problems.length > 0) throw new PostDateError(problems);
}
