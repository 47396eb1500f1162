import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LocalSearchEngine } from '../../src/plugins/local-search/client/engine';
import { IndexFileMissing } from '../../src/plugins/local-search/client/errors';
import { INDEX_DIR } from '../../src/plugins/local-search/indexFiles';
import { RELEVANCE_CASES } from './searchQueries';

/**
 * Relevance of the offline index in build/: each query of searchQueries.ts
 * must bring its page into the first three distinct pages for at least
 * 98 % of the queries, and first for at least 85 %. Runs the browser client's engine in node, with the
 * facet filters the modal sends from a page of the query's docs version.
 */

const indexDir = path.join(__dirname, '..', '..', 'build', INDEX_DIR);

test('at least 98 % of the realistic queries find their page in the top 3, 85 % first', async () => {
  test.skip(!existsSync(indexDir), 'no offline index in build/ (built with ALGOLIA_* set?)');
  const engine = new LocalSearchEngine(async (file) => {
    const filePath = path.join(indexDir, decodeURIComponent(file));
    if (!existsSync(filePath)) throw new IndexFileMissing(file);
    return JSON.parse(readFileSync(filePath, 'utf8'));
  }, 'https://trpc.io');

  const misses: string[] = [];
  let firsts = 0;
  for (const { query, expected, version = 'current' } of RELEVANCE_CASES) {
    const response = await engine.search({
      query,
      facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]],
      hitsPerPage: 20,
    });
    const pages = [...new Set(response.hits.map((hit) => new URL(hit.url_without_anchor).pathname))];
    const rank = pages.indexOf(expected);
    if (rank === 0) firsts += 1;
    if (rank < 0 || rank > 2) misses.push(`"${query}" (${version}): ${expected} is ${rank < 0 ? 'missing' : `#${rank + 1}`}; top 3: ${pages.slice(0, 3).join(', ')}`);
  }
  const total = RELEVANCE_CASES.length;
  const top3 = (total - misses.length) / total;
  const top1 = firsts / total;
  console.log(
    `search relevance: ${(top1 * 100).toFixed(1)} % top-1 (${firsts}/${total}), ${(top3 * 100).toFixed(1)} % top-3 (${total - misses.length}/${total})` +
      misses.map((miss) => `\n  miss: ${miss}`).join(''),
  );
  expect(total).toBeGreaterThanOrEqual(150);
  expect(top3).toBeGreaterThanOrEqual(0.98);
  expect(top1).toBeGreaterThanOrEqual(0.85);
});
