import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PROJECT_ROOT } from '../markdown/documents';
import type { MarkdownDocument } from '../protocol';
import { formatProblem } from '../check/report';
import { findSamples } from '../markdown/findSamples';
import { problemsOnPage, renderSamples, sampleKey } from './siteSamples';

const read = (docPath: string): MarkdownDocument => ({ path: docPath, content: fs.readFileSync(path.join(PROJECT_ROOT, docPath), 'utf8') });

/**
 * The build caches renderings page by page (pageCache.ts), which is
 * only right if a page renders the same whatever else is compiled with it.
 */
describe('a page renders the same alone as among other pages', () => {
  it('gives the same blocks, popovers included, for the page after another one', () => {
    // loggerLink after a page that imports next (global declarations that
    // narrow process.env.NODE_ENV): its samples get other ids and virtual
    // paths, and the other page's types are created first.
    const other = read('docs/nextjs/ssg.mdx');
    const page = read('docs/links/loggerLink.mdx');
    const alone = renderSamples([page]);
    const together = renderSamples([other, page]);
    assert.ok(Object.keys(alone).length >= 3, 'loggerLink has samples');
    for (const [key, blocks] of Object.entries(alone)) assert.deepEqual(together[key], blocks, `sample ${key}`);
  });
});

describe('a rendered sample carries its problems', () => {
  it('counted from its fence, so the same fence elsewhere is reported at its own line', () => {
    const failing = '```ts\nconst count: number = "one";\n```\n';
    const passing = '```ts\nconst count: number = 1;\n```\n';
    const rendered = renderSamples([{ path: 'docs/a.mdx', content: `${failing}\n${passing}` }]);
    const [elsewhere, passed] = findSamples({ path: 'docs/b.mdx', content: `# B\n\nProse.\n\n${failing}\n${passing}` }, []);
    assert.deepEqual(problemsOnPage(elsewhere, rendered[sampleKey(elsewhere)]).map(formatProblem), [
      "docs/b.mdx:6: [index.ts] TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
    assert.deepEqual(rendered[sampleKey(passed)].problems, []);
  });
});
