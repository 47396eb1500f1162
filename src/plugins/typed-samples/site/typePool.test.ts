import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { PROJECT_ROOT } from '../markdown/documents';
import type { MarkdownDocument } from '../protocol';
import { PoolPages, type CheckedPage } from './poolPages';
import { pageSize, poolSize, TypePool } from './typePool';

const read = (docPath: string): MarkdownDocument => ({ path: docPath, content: fs.readFileSync(path.join(PROJECT_ROOT, docPath), 'utf8') });

// Pages of three tRPC versions, and one whose samples fail.
const documents: MarkdownDocument[] = [
  read('docs/links/loggerLink.mdx'),
  read('versioned_docs/version-9.x/index.mdx'),
  read('blog/2023-01-14-typescript-performance-lessons.mdx'),
  read('docs/nextjs/ssg.mdx'),
  {
    path: 'docs/failing.mdx',
    content: '```ts\nconst count: number = "one";\n```\n\n```ts\n// @errors: 2322\nconst name: string = 1;\n```\n',
  },
];

async function checkAll(pool: TypePool): Promise<Map<string, CheckedPage>> {
  const pages = await Promise.all(documents.map((document) => pool.check(document, { results: true })));
  return new Map(documents.map((document, index) => [document.path, pages[index]]));
}

describe('TypePool', () => {
  const pools: TypePool[] = [];
  after(() => Promise.all(pools.map((pool) => pool.close())));

  it('gives each page the same rendering and results with one worker as with several', async () => {
    const one = new TypePool(PROJECT_ROOT, 1);
    const two = new TypePool(PROJECT_ROOT, 2);
    pools.push(one, two);
    const [alone, shared] = await Promise.all([checkAll(one), checkAll(two)]);
    for (const document of documents) {
      const expected = alone.get(document.path)!;
      const actual = shared.get(document.path)!;
      assert.ok(Object.keys(expected.rendered).length > 0, `${document.path} has samples`);
      assert.deepEqual(actual.rendered, expected.rendered, document.path);
      assert.deepEqual(actual.results, expected.results, document.path);
    }
    const failing = alone.get('docs/failing.mdx')!;
    assert.deepEqual(
      Object.values(failing.rendered).map((sample) => sample.problems.map((problem) => problem.code)),
      [[2322], []],
    );
  });

  it('checks only the pages asked for while the others are held, and the others once released', async () => {
    const pool = new TypePool(PROJECT_ROOT, 1);
    pools.push(pool);
    pool.holdUnasked();
    const small = (name: string): MarkdownDocument => ({ path: `docs/${name}.mdx`, content: `\`\`\`ts\nconst ${name} = 1;\n\`\`\`\n` });
    const done: string[] = [];
    const checks = ['held', 'opened', 'edited'].map((name) =>
      pool.check(small(name), { urgent: name === 'edited' }).then(() => done.push(name)),
    );
    assert.equal(pool.prioritize('docs/opened.mdx'), true);
    await Promise.all(checks.slice(1));
    assert.deepEqual(done.sort(), ['edited', 'opened']);
    assert.equal(pool.pending, 1, 'the page nobody asked for waits');
    pool.releaseUnasked();
    await checks[0];
    assert.deepEqual(done, ['edited', 'opened', 'held']);
  });

  it('answers a page whose check throws with the error, and checks the next page', () => {
    const pages = new PoolPages(PROJECT_ROOT);
    const request = { type: 'check', id: 7, isolation: 'page', results: false } as const;
    const failed = pages.answer({ ...request, document: undefined as never });
    assert.equal(failed.type, 'failed');
    assert.match((failed as { message: string }).message, /^TypeError: Cannot read properties of undefined/);
    const next = pages.answer({ ...request, document: { path: 'docs/next.mdx', content: '```ts\nconst one = 1;\n```\n' } });
    assert.equal(next.type, 'checked');
    assert.equal(Object.keys((next as CheckedPage).rendered).length, 1);
  });

  it('has one worker per core, or as many as TYPED_SAMPLES_WORKERS says, and names the variable when it is not a count', () => {
    assert.ok(poolSize({}) >= 1);
    assert.equal(poolSize({ TYPED_SAMPLES_WORKERS: '1' }), 1);
    assert.equal(poolSize({ TYPED_SAMPLES_WORKERS: '3' }), 3);
    for (const value of ['0', 'two', '1.5'])
      assert.throws(() => poolSize({ TYPED_SAMPLES_WORKERS: value }), new Error(`TYPED_SAMPLES_WORKERS=${value}: expected a whole number of worker threads, at least 1`));
  });

  it('measures a page by its TypeScript fences', () => {
    assert.equal(pageSize('# Title\n\n```ts\nconst a = 1;\n```\n\n```bash\nnpm i\n```\n\n  ```tsx title="a.tsx"\n  <a />\n  ```\n'), 13 + 8);
  });
});
