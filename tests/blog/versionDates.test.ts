import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { findTooNewVersions, postDate } from './versionDates';

const BLOG_DIR = path.resolve(__dirname, '../../blog');

function post(body: string, frontMatter = 'slug: fixture'): string {
  return `---\n${frontMatter}\n---\n\n${body}\n`;
}

test('every blog post names only versions published by its date', () => {
  const posts = fs.readdirSync(BLOG_DIR).filter((name) => /\.mdx?$/.test(name));
  assert.ok(posts.length >= 4, `expected the blog posts in ${BLOG_DIR}`);
  for (const name of posts) {
    const problems = findTooNewVersions(name, fs.readFileSync(path.join(BLOG_DIR, name), 'utf8'));
    assert.deepEqual(problems.map((p) => `blog/${name}:${p.line}: ${p.message}`), []);
  }
});

test('a post that names a version released after its date fails, with the line', () => {
  const problems = findTooNewVersions(
    '2023-01-14-fixture.mdx',
    post('Measured with TypeScript 4.9.4.\n\n```bash\nnpm install @trpc/server@10.18.0\n```'),
  );
  assert.deepEqual(problems.map((p) => p.line), [8]);
  assert.match(problems[0].message, /@trpc\/server 10\.18\.0 was published on 2023-03-22, after this line's date 2023-01-14/);
});

test('recognises the ways posts write versions', () => {
  const lines = [
    '`@trpc/server@10.18.0`',
    'TypeScript 5.9.3',
    'zod 3.25.76',
    'typescript@5.9',
    '**`@trpc/server` 10.18.0**',
    'tRPC 10.18.0',
    '@trpc/client@10.18.0',
    '[source](https://github.com/trpc/trpc/tree/v10.18.0/packages/client/src)',
  ];
  const problems = findTooNewVersions('2022-12-01-fixture.mdx', post(lines.join('\n')));
  assert.deepEqual(problems.map((p) => p.line), [5, 6, 7, 8, 9, 10, 11, 12]);
});

test('versions published by the post date pass', () => {
  const body = 'Uses `@trpc/server@10.9.0`, TypeScript 4.9 and zod 3.20.2 on tRPC 10 and zod 3.';
  assert.deepEqual(findTooNewVersions('2023-01-14-fixture.mdx', post(body)), []);
});

test('a bare major version newer than the post fails, at the end of a sentence too', () => {
  const body = ['Not ready for tRPC 11.', 'zod 4 changes error maps.', 'Install `zod@4`.', 'tRPC v11 and TypeScript 4.9 here.'];
  const problems = findTooNewVersions('2023-01-17-fixture.mdx', post(body.join('\n')));
  assert.deepEqual(
    problems.map((p) => `${p.line}: ${p.message.split(' was ')[0]}`),
    ['5: @trpc/server 11', '6: zod 4', '7: zod 4', '8: @trpc/server 11'],
  );
  assert.match(problems[0].message, /published on 2025-03-21, after this line's date 2023-01-17/);
});

test('a bare major under an "Update" note of a later month passes', () => {
  const body = '*Update, December 2025: tRPC 11 and zod 4 are out.*';
  assert.deepEqual(findTooNewVersions('2023-01-17-fixture.mdx', post(body)), []);
});

test('an "Update, <Month> <Year>" line is checked against the end of that month', () => {
  const source = post('*Update, March 2023: tRPC 10.18.0 is out.*\n\nUpdate, February 2023: tRPC 10.18.0 too.');
  const problems = findTooNewVersions('2023-01-14-fixture.mdx', source);
  assert.deepEqual(problems.map((p) => p.line), [7]);
});

test('a version missing from the table is reported with the fix', () => {
  const [problem] = findTooNewVersions('2023-01-14-fixture.mdx', post('zod 3.19.1'));
  assert.match(problem.message, /zod 3\.19\.1 is not in tests\/blog\/packageVersions\.ts; add its publish date/);
  const [major] = findTooNewVersions('2023-01-14-fixture.mdx', post('zod 2'));
  assert.match(major.message, /zod 2 is not in tests\/blog\/packageVersions\.ts; add the publish date of its first 2\.0\.x release/);
});

test('the date comes from front matter, else from the file name', () => {
  assert.equal(postDate('blog/2023-01-14-x.mdx', post('', 'date: 2021-05-05')), '2021-05-05');
  assert.equal(postDate('blog/2023-01-14-x.mdx', post('')), '2023-01-14');
  assert.throws(() => postDate('blog/x.mdx', post('')), /blog\/x\.mdx: no date; start the file name with YYYY-MM-DD-/);
});
