import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SampleChecker } from '../check/checkSamples';
import { formatProblem } from '../check/report';
import { PROJECT_ROOT } from '../markdown/documents';
import { findSamples } from '../markdown/findSamples';
import type { MarkdownDocument, RenderedSamples } from '../protocol';
import { problemsOnPage, renderPages, sampleKey } from './renderedSamples';

const read = (docPath: string): MarkdownDocument => ({ path: docPath, content: fs.readFileSync(path.join(PROJECT_ROOT, docPath), 'utf8') });

/** The rendered samples of `documents`, checked one after the other by `checker`. */
function renderSamples(documents: MarkdownDocument[], checker = new SampleChecker(PROJECT_ROOT)): RenderedSamples {
  const pages = documents.map((document) => renderPages([document.path], checker.check([document]).results).get(document.path));
  return Object.assign({}, ...pages) as RenderedSamples;
}

/**
 * The build caches renderings page by page (pageCache.ts), and a worker of
 * the type pool checks page after page with the same checker: both are only
 * right if a page renders the same whatever was compiled before it.
 */
describe('a page renders the same alone as after other pages', () => {
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
