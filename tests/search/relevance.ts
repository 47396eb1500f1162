import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LocalSearchEngine } from '../../src/plugins/local-search/client/engine';
import { IndexFileMissing } from '../../src/plugins/local-search/client/errors';
import { INDEX_DIR } from '../../src/plugins/local-search/format/indexFormat';
import { BLIND_LISTS, NAME_CASES, QUESTION_CASES, type ReaderQuestionList, readerQuestions, type RelevanceCase } from '../e2e/searchQueries';

/**
 * Scores the offline index of a build against a list of queries, in node:
 * the browser client's engine over the files in build/search-index, with
 * the facet filters the modal sends from a page of the query's docs version.
 * Used by tests/e2e/searchRelevance.spec.ts, and runnable on its own while
 * tuning the ranking:
 *
 *   npx tsx tests/search/relevance.ts [questions|names|tune|holdout|holdout2|blind3|all] [--verbose] [--show-blind-misses]
 *
 * `holdout2` and `blind3` measure questions the ranking was never tuned on:
 * look at their figures, never tune on their misses (see searchQueries.ts,
 * readerQuestions). The misses of `blind3` are printed only with
 * --show-blind-misses, for the closing report once tuning is over.
 */

export const DEFAULT_INDEX_DIR = path.join(__dirname, '..', '..', 'build', INDEX_DIR);

export interface RelevanceScore {
  total: number;
  firsts: number;
  inTop3: number;
  /** One line per query whose page is not in the top 3. */
  misses: string[];
  /** One line per query whose page is 2nd or 3rd. */
  seconds: string[];
}

export function engineOverBuild(indexDir = process.env.SEARCH_INDEX_DIR ?? DEFAULT_INDEX_DIR): LocalSearchEngine {
  return new LocalSearchEngine(async (file) => {
    const filePath = path.join(indexDir, decodeURIComponent(file));
    if (!existsSync(filePath)) throw new IndexFileMissing(file);
    return JSON.parse(readFileSync(filePath, 'utf8'));
  }, 'https://trpc.io');
}

/** `/docs/links/` and `/docs/links` are the same page (the site serves both). */
const withoutTrailingSlash = (page: string) => page.replace(/(.)\/$/, '$1');

/** The lists the CLI and searchRelevance.spec.ts score. */
export function relevanceLists(): Record<'names' | 'questions' | ReaderQuestionList, RelevanceCase[]> {
  return {
    names: NAME_CASES,
    questions: QUESTION_CASES,
    tune: readerQuestions('tune'),
    holdout: readerQuestions('holdout'),
    holdout2: readerQuestions('holdout2'),
    blind3: readerQuestions('blind3'),
  };
}

export async function scoreRelevance(engine: LocalSearchEngine, cases: readonly RelevanceCase[]): Promise<RelevanceScore> {
  const score: RelevanceScore = { total: cases.length, firsts: 0, inTop3: 0, misses: [], seconds: [] };
  for (const { query, expected, version = 'current' } of cases) {
    const response = await engine.search({
      query,
      facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]],
      hitsPerPage: 20,
    });
    const pages = [...new Set(response.hits.map((hit) => new URL(hit.url_without_anchor).pathname))];
    const wanted = new Set((typeof expected === 'string' ? [expected] : expected).map(withoutTrailingSlash));
    const rank = pages.findIndex((page) => wanted.has(withoutTrailingSlash(page)));
    const line = `"${query}" (${version}): ${[...wanted].join(' or ')} is ${rank < 0 ? 'missing' : `#${rank + 1}`}; top 3: ${pages.slice(0, 3).join(', ')}`;
    if (rank === 0) score.firsts += 1;
    if (rank >= 0 && rank <= 2) score.inTop3 += 1;
    if (rank < 0 || rank > 2) score.misses.push(line);
    else if (rank > 0) score.seconds.push(line);
  }
  return score;
}

export function formatScore(name: string, score: RelevanceScore): string {
  const percent = (count: number) => `${((count / score.total) * 100).toFixed(1)} %`;
  return `${name}: ${percent(score.firsts)} top-1 (${score.firsts}/${score.total}), ${percent(score.inTop3)} top-3 (${score.inTop3}/${score.total})`;
}

if (require.main === module) {
  void (async () => {
    const which = process.argv[2] ?? 'all';
    const lists = relevanceLists();
    if (which !== 'all' && !(which in lists)) throw new Error(`Unknown list "${which}": expected one of ${Object.keys(lists).join(', ')} or all`);
    const engine = engineOverBuild();
    for (const [name, cases] of Object.entries(lists)) {
      if (which !== 'all' && which !== name) continue;
      const score = await scoreRelevance(engine, cases);
      console.log(formatScore(name, score));
      for (const kind of ['question', 'identifier'] as const) {
        const ofKind = cases.filter((relevanceCase) => relevanceCase.kind === kind);
        if (ofKind.length > 0 && ofKind.length < cases.length) console.log(`  ${formatScore(`${kind}s`, await scoreRelevance(engine, ofKind))}`);
      }
      const blind = (BLIND_LISTS as readonly string[]).includes(name);
      if (blind && !process.argv.includes('--show-blind-misses')) continue;
      for (const line of score.misses) console.log(`  miss: ${line}`);
      if (process.argv.includes('--verbose')) for (const line of score.seconds) console.log(`  not first: ${line}`);
    }
  })();
}
