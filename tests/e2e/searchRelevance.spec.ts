import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEFAULT_INDEX_DIR, engineOverBuild, formatScore, scoreRelevance } from '../search/relevance';
import { NAME_CASES, QUESTION_CASES, RELEVANCE_CASES } from './searchQueries';

/**
 * Relevance of the offline index in build/ (tests/search/relevance.ts runs
 * the browser client's engine in node, with the facet filters the modal
 * sends from a page of the query's docs version): names and identifiers in
 * the top 3 for at least 98 %, readers' questions for at least 95 %, and
 * the page first for at least 85 % of all queries.
 */

test('names, identifiers and readers\' questions find their page in the top 3, and first for 85 %', async () => {
  test.skip(!existsSync(DEFAULT_INDEX_DIR), 'no offline index in build/ (built with ALGOLIA_* set?)');
  const engine = engineOverBuild();
  const names = await scoreRelevance(engine, NAME_CASES);
  const questions = await scoreRelevance(engine, QUESTION_CASES);
  const all = await scoreRelevance(engine, RELEVANCE_CASES);
  console.log(
    [formatScore('search relevance, names', names), formatScore('search relevance, questions', questions), formatScore('search relevance, all', all)].join('\n') +
      [...names.misses, ...questions.misses].map((miss) => `\n  miss: ${miss}`).join(''),
  );
  expect(NAME_CASES.length).toBeGreaterThanOrEqual(150);
  expect(QUESTION_CASES.length).toBeGreaterThanOrEqual(60);
  expect(names.inTop3 / names.total).toBeGreaterThanOrEqual(0.98);
  expect(questions.inTop3 / questions.total).toBeGreaterThanOrEqual(0.95);
  expect(all.firsts / all.total).toBeGreaterThanOrEqual(0.85);
});
