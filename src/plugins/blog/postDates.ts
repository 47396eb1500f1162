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

const RENAME = 'Start it with the publish date: YYYY-MM-DD-<name>.mdx, e.g. 2023-01-17-tinyrpc-client.mdx.';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * What is wrong with `text` as a date: null for a real `YYYY-MM-DD` day,
 * `not of the form YYYY-MM-DD`, or, for a day of that form that the calendar
 * does not have, `a day that does not exist (April 2023 has 30 days)`.
 */
function dateTextProblem(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return 'not of the form YYYY-MM-DD (year, month, day, two digits each for month and day)';
  const [year, month, day] = match.slice(1).map(Number);
  if (month < 1 || month > 12) return `a day that does not exist (there is no month ${month})`;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1) return 'a day that does not exist (there is no day 0)';
  if (day > daysInMonth) return `a day that does not exist (${MONTHS[month - 1]} ${year} has ${daysInMonth} days)`;
  return null;
}

/** The name that carries the date: the file's, or its folder's for `index.md(x)`. */
function datedName(file: string): string {
  const name = path.posix.basename(file);
  return /^index\.mdx?$/.test(name) ? path.posix.basename(path.posix.dirname(file)) : name;
}

/**
 * What is wrong with one post's date, or null. `writtenDate` is the
 * front matter's `date:` as written in the file, when known: YAML reads
 * `date: 2023-04-31` as May 1 without a word.
 */
export function postDateProblem({ source, date, frontMatter }: PostDateInput, writtenDate?: string): string | null {
  const file = source.replace(/^@site\//, '');
  const name = datedName(file);
  // Anything that starts like a date must be one, front matter or not.
  const leadingDate = /^\d+[-_./]\d+[-_./]\d+/.exec(name)?.[0];
  if (leadingDate !== undefined) {
    const problem = name[leadingDate.length] === '-' ? dateTextProblem(leadingDate) : dateTextProblem('');
    if (problem) return `${file}: the file name starts with ${leadingDate}, ${problem.startsWith('not') ? `which is ${problem}` : problem}. ${RENAME}`;
  }
  if (leadingDate === undefined && frontMatter.date === undefined) {
    return `${file}: no publish date; the file name does not start with one and the front matter has no \`date:\`. ${RENAME} Or give it a \`date: YYYY-MM-DD\` front matter.`;
  }
  if (frontMatter.date === undefined) return null;
  // YAML reads `date: 2023-01-17` as a date; anything else stays a string.
  const written = writtenDate ?? (frontMatter.date instanceof Date ? undefined : String(frontMatter.date));
  const problem = written === undefined ? null : dateTextProblem(written.slice(0, 10));
  if (problem || Number.isNaN(date.getTime())) {
    return `${file}: the front matter's \`date: ${written ?? String(frontMatter.date)}\` is ${problem ?? 'not a date'}.`;
  }
  return null;
}
