import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { postDateProblem } from './postDates';

/** A post as the blog plugin loads it: the date from the front matter, else from the file name, else today. */
function post(file: string, frontMatterDate?: string) {
  const fromName = /^(\d{4}-\d{1,2}-\d{1,2})/.exec(file.split('/').at(-1)!)?.[1];
  const date = new Date(`${frontMatterDate ?? fromName ?? '2026-11-26'}Z`);
  return { source: `@site/blog/${file}`, date, frontMatter: frontMatterDate === undefined ? {} : { date: frontMatterDate } };
}

describe('postDateProblem', () => {
  it('accepts a dated file name, a dated folder and a front matter date', () => {
    assert.equal(postDateProblem(post('2023-01-17-tinyrpc-client.mdx')), null);
    assert.equal(postDateProblem(post('2023-01-17-tinyrpc-client/index.mdx')), null);
    assert.equal(postDateProblem(post('tinyrpc-client.mdx', '2023-01-17')), null);
    assert.equal(postDateProblem(post('2023-01-17-tinyrpc-client.mdx', '2023-01-18')), null);
  });

  it('refuses a file name whose date is of the form YYYY-MM-DD but not a day of the calendar, saying why', () => {
    assert.equal(
      postDateProblem(post('2023-04-31-my-post.mdx')),
      'blog/2023-04-31-my-post.mdx: the file name starts with 2023-04-31, a day that does not exist (April 2023 has 30 days). ' +
        'Start it with the publish date: YYYY-MM-DD-<name>.mdx, e.g. 2023-01-17-tinyrpc-client.mdx.',
    );
    assert.match(postDateProblem(post('2023-13-45-my-post.mdx'))!, /starts with 2023-13-45, a day that does not exist \(there is no month 13\)/);
    assert.match(postDateProblem(post('2023-02-29-leap.mdx'))!, /2023-02-29, a day that does not exist \(February 2023 has 28 days\)/);
    assert.match(postDateProblem(post('2023-03-00-zero.mdx'))!, /2023-03-00, a day that does not exist \(there is no day 0\)/);
    assert.equal(postDateProblem(post('2024-02-29-leap.mdx')), null);
  });

  it('refuses a day-first or otherwise misshapen date at the start of the file name, even with a front matter date', () => {
    assert.equal(
      postDateProblem(post('25-03-2023-my-post.mdx')),
      'blog/25-03-2023-my-post.mdx: the file name starts with 25-03-2023, which is not of the form YYYY-MM-DD (year, month, day, two digits each for month and day). ' +
        'Start it with the publish date: YYYY-MM-DD-<name>.mdx, e.g. 2023-01-17-tinyrpc-client.mdx.',
    );
    assert.match(postDateProblem(post('2023-1-7-my-post.mdx'))!, /starts with 2023-1-7, which is not of the form YYYY-MM-DD/);
    assert.match(postDateProblem(post('2023_01_17_my-post.mdx'))!, /starts with 2023_01_17, which is not of the form/);
    assert.match(postDateProblem(post('25-03-2023-my-post.mdx', '2023-03-25'))!, /starts with 25-03-2023/);
  });

  it('refuses a post with no date in its name and none in its front matter', () => {
    assert.match(postDateProblem(post('my-post.mdx'))!, /^blog\/my-post\.mdx: no publish date; .* YYYY-MM-DD-<name>\.mdx/);
  });

  it('refuses a front matter date that is not a date', () => {
    assert.match(postDateProblem(post('my-post.mdx', 'March 2023'))!, /^blog\/my-post\.mdx: the front matter's `date: March 2023` is not of the form YYYY-MM-DD/);
    assert.match(postDateProblem(post('my-post.mdx', '2023-13-45'))!, /`date: 2023-13-45` is a day that does not exist \(there is no month 13\)/);
    assert.equal(postDateProblem(post('my-post.mdx', '2023-03-25T10:00')), null);
  });
});
