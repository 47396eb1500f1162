import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import MiniSearch from 'minisearch';
import { FIELD_WEIGHTS } from '../format/indexFormat';
import { type IndexedDocument, MINISEARCH_OPTIONS, packIndex } from '../indexing/shards';
import { codeTerms, queryTerms, tokenize } from '../format/text';
import { type Alternative, boundedEditDistance, prefixWeight, typoWeight } from './indexTerms';
import { bm25f, COVERAGE_EXPONENT, fieldFrequency, inverseFrequency, searchShards, type TermSearchOptions } from './termSearch';

const DOCUMENTS: IndexedDocument[] = [
  { id: 0, title: 'httpBatchLink', parents: '', content: 'Batches calls into one request. Requests in one tick are batched.', code: 'httpBatchLink({ url, maxURLLength: 2083 })', description: '' },
  { id: 1, title: 'Reconnects', parents: 'wsLink', content: 'The WebSocket reconnects with a delay after the connection drops.', code: 'createWSClient({ url, retryDelayMs })', description: '' },
  { id: 2, title: 'Aborting', parents: 'Client', content: 'Abort a request with an AbortController; aborted requests reject.', code: 'const ac = new AbortController(); ac.abort();', description: '' },
  { id: 3, title: 'Middlewares', parents: '', content: 'A middleware runs before the resolver and can change the context.', code: '', description: 'Run code before and after every procedure, to log or time calls.' },
  { id: 4, title: 'Context', parents: 'Server', content: 'The context holds the request, the session and the database.', code: 'createContext({ req, res })', description: '' },
  { id: 5, title: 'Authorization', parents: 'Server', content: 'Check the session in a middleware and throw UNAUTHORIZED.', code: "throw new TRPCError({ code: 'UNAUTHORIZED' })", description: '' },
];

const PREFIX = (term: string, i: number, all: readonly string[]) => i === all.length - 1 || term.length >= 5;
const TYPOS = (term: string) => (term.length >= 5 ? Math.min(2, Math.round(term.length * 0.2)) : 0);
const ALTERNATIVES = (term: string): Alternative[] => (term === 'cancel' ? [['abort', 0.7]] : []);
const OPTIONS: TermSearchOptions = { fieldWeights: FIELD_WEIGHTS, prefix: PREFIX, maxTypos: TYPOS, alternatives: ALTERNATIVES };

function packed(documents: IndexedDocument[]) {
  const index = new MiniSearch(MINISEARCH_OPTIONS);
  index.addAll(documents);
  // As shipped: through JSON.
  return JSON.parse(JSON.stringify(packIndex(index.toJSON())));
}

function levenshtein(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) rows[i]![j] = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  }
  return rows[a.length]![b.length]!;
}

const FIELDS = ['title', 'parents', 'content', 'code', 'description'] as const;
type Field = (typeof FIELDS)[number];

/** What is scored: a record, or a page made of records. */
interface Unit {
  tokens: Record<Field, string[]>;
  length: Record<Field, number>;
}

const tokensOf = (document: IndexedDocument) => Object.fromEntries(FIELDS.map((field) => [field, field === 'code' ? codeTerms(document.code) : tokenize(document[field])])) as Record<Field, string[]>;

/** Records as scored: a field's length is its number of distinct terms, as MiniSearch records it. */
const recordUnits = (documents: IndexedDocument[]): Unit[] =>
  documents.map((document) => {
    const tokens = tokensOf(document);
    return { tokens, length: Object.fromEntries(FIELDS.map((field) => [field, new Set(tokens[field]).size])) as Record<Field, number> };
  });

/** Pages as scored: each field the words of its records' field, its length the sum of theirs. */
const pageUnits = (documents: IndexedDocument[], pageOf: readonly number[]): Unit[] => {
  const records = recordUnits(documents);
  const pages: Unit[] = [];
  records.forEach((record, id) => {
    const page = (pages[pageOf[id]!] ??= {
      tokens: Object.fromEntries(FIELDS.map((field) => [field, [] as string[]])) as Record<Field, string[]>,
      length: Object.fromEntries(FIELDS.map((field) => [field, 0])) as Record<Field, number>,
    });
    for (const field of FIELDS) {
      page.tokens[field].push(...record.tokens[field]);
      page.length[field] += record.length[field];
    }
  });
  return pages;
};

/**
 * The scoring termSearch.ts documents, computed the plain way from the
 * documents' own words (no index): what the packed index and the browser's
 * search must reproduce exactly, for records and for pages.
 */
function referenceScores(units: Unit[], terms: string[], boost: (id: number) => number = () => 1) {
  const vocabulary = new Set(units.flatMap(({ tokens }) => FIELDS.flatMap((field) => tokens[field])));
  const averageLength = Object.fromEntries(FIELDS.map((field) => [field, units.reduce((sum, unit) => sum + unit.length[field], 0) / units.length]));
  const results = new Map<number, { score: number; covered: number; terms: Set<string> }>();
  let queryWeight = 0;
  terms.forEach((term, i) => {
    const ways = new Map<string, number>([[term, 1]]);
    const offer = (found: string, weight: number) => ways.set(found, Math.max(ways.get(found) ?? 0, weight));
    for (const [alternative, weight] of ALTERNATIVES(term)) offer(alternative, weight);
    for (const found of vocabulary) {
      if (PREFIX(term, i, terms) && found.startsWith(term) && found !== term) offer(found, prefixWeight(term, found));
      const distance = levenshtein(term, found);
      if (distance > 0 && distance <= TYPOS(term)) offer(found, typoWeight(found, distance));
    }
    const has = (id: number, found: string) => FIELDS.some((field) => units[id]!.tokens[field].includes(found));
    const matching = units.map((_, id) => id).filter((id) => [...ways.keys()].some((found) => has(id, found)));
    if (matching.length === 0) return;
    // The query term's own rarity, or, missing from the documents, that of what it finds.
    const own = units.filter((_, id) => has(id, term)).length;
    const idf = inverseFrequency(units.length, own || matching.length);
    queryWeight += idf;
    for (const id of matching) {
      let best = 0;
      let bestWeight = 0;
      const found: string[] = [];
      for (const [candidate, weight] of ways) {
        const withTerm = units.filter((_, other) => has(other, candidate)).length;
        if (withTerm === 0 || !has(id, candidate)) continue;
        const { tokens, length } = units[id]!;
        const frequency = FIELDS.reduce(
          (sum, field) => sum + fieldFrequency(FIELD_WEIGHTS[field], tokens[field].filter((token) => token === candidate).length, length[field], averageLength[field]!),
          0,
        );
        best = Math.max(best, weight * bm25f(inverseFrequency(units.length, withTerm), frequency));
        bestWeight = Math.max(bestWeight, weight);
        found.push(candidate);
      }
      const result = results.get(id) ?? { score: 0, covered: 0, terms: new Set<string>() };
      result.score += best * boost(id);
      result.covered += idf * bestWeight;
      for (const candidate of found) result.terms.add(candidate);
      results.set(id, result);
    }
  });
  return [...results]
    .map(([id, { score, covered, terms: found }]) => ({ id, score: score * Math.min(1, covered / queryWeight) ** COVERAGE_EXPONENT, terms: [...found].sort() }))
    .sort((a, b) => b.score - a.score);
}

const QUERIES = ['batch', 'request', 'time calls', 'websocket reconect', 'abort', 'cancel request', 'middleware context', 'sess', 'httpBatchLink', 'unauthorized midleware', 'the', 'zzz request', 'retryDelayMs', 'maxURLLength', 'createContext session'];

describe('searchShards', () => {
  it('scores as BM25F with coverage computed from the documents themselves, over the shipped index', () => {
    const index = packed(DOCUMENTS);
    for (const query of QUERIES) {
      const terms = queryTerms(query);
      const expected = referenceScores(recordUnits(DOCUMENTS), terms);
      const actual = searchShards([index], terms, OPTIONS).map(({ id, score, terms: matched }) => ({ id, score, terms: [...matched].sort() }));
      assert.equal(actual.length, expected.length, query);
      actual.forEach((result, i) => {
        assert.equal(result.id, expected[i]!.id, `${query} #${i}`);
        assert.ok(Math.abs(result.score - expected[i]!.score) < 1e-9, `${query} #${i}: ${result.score} vs ${expected[i]!.score}`);
        assert.deepEqual(result.terms, expected[i]!.terms, `${query} #${i}`);
      });
    }
  });

  it('scores each record\'s page as one document made of its records, by the same formula', () => {
    // Records 1 and 2 are sections of one page, and so are 4 and 5.
    const pageOf = [0, 1, 1, 2, 3, 3];
    const index = packed(DOCUMENTS);
    for (const query of QUERIES) {
      const terms = queryTerms(query);
      const expected = new Map(referenceScores(pageUnits(DOCUMENTS, pageOf), terms).map(({ id, score }) => [id, score]));
      const results = searchShards([index], terms, { ...OPTIONS, pageOf: [pageOf] });
      for (const { id, page, pageScore } of results) {
        assert.equal(page, pageOf[id], `${query}: page of #${id}`);
        assert.ok(Math.abs(pageScore - (expected.get(page) ?? 0)) < 1e-9, `${query}: page ${page}: ${pageScore} vs ${expected.get(page)}`);
      }
      assert.deepEqual(new Set(results.map(({ page }) => page)), new Set(expected.keys()), `${query}: pages found`);
    }
  });

  it('searches several shards as one index: scores as over all their documents', () => {
    const first = packed(DOCUMENTS.slice(0, 3));
    const second = packed(DOCUMENTS.slice(3).map((document, id) => ({ ...document, id })));
    for (const query of ['request', 'middleware', 'session context']) {
      const terms = queryTerms(query);
      const expected = referenceScores(recordUnits(DOCUMENTS), terms);
      const actual = searchShards([first, second], terms, OPTIONS).map(({ shard, id, score }) => ({ id: shard === 0 ? id : id + 3, score }));
      assert.deepEqual(
        actual.map(({ id }) => id),
        expected.map(({ id }) => id),
        query,
      );
      actual.forEach((result, i) => assert.ok(Math.abs(result.score - expected[i]!.score) < 1e-9, query));
      // Pages too: numbered in each shard, scored as over all of them.
      const pageScores = new Map(referenceScores(pageUnits(DOCUMENTS, [0, 1, 1, 2, 3, 3]), terms).map(({ id, score }) => [id, score]));
      for (const { shard, page, pageScore } of searchShards([first, second], terms, { ...OPTIONS, pageOf: [[0, 1, 1], [0, 1, 1]] })) {
        assert.ok(Math.abs(pageScore - pageScores.get(shard * 2 + page)!) < 1e-9, `${query}: page ${page} of shard ${shard}`);
      }
    }
  });

  it('weighs a record by the share of the query it covers, rare words counting more than common ones', () => {
    const documents: IndexedDocument[] = [
      { id: 0, title: 'Options', parents: '', content: 'Every query option of every procedure.', code: '', description: '' },
      { id: 1, title: 'Timeouts', parents: '', content: 'A procedure call that hangs is aborted after a timeout.', code: '', description: '' },
      ...Array.from({ length: 8 }, (_, i) => ({ id: i + 2, title: `Page ${i}`, parents: '', content: 'Every procedure and every query.', code: '', description: '' })),
    ];
    const results = searchShards([packed(documents)], queryTerms('every procedure query timeout'), OPTIONS);
    assert.equal(results[0]!.id, 1);
    assert.ok(results[0]!.coverage > results.find(({ id }) => id === 0)!.coverage);
  });

  it('finds an identifier only the code shows, below the same word in prose', () => {
    const results = searchShards([packed(DOCUMENTS)], queryTerms('createWSClient'), OPTIONS);
    assert.deepEqual(results.map(({ id }) => id), [1]);
    assert.deepEqual(searchShards([packed(DOCUMENTS)], queryTerms('const'), OPTIONS), []);
  });

  it('leaves out documents whose boost is 0, and answers nothing for no terms', () => {
    const index = packed(DOCUMENTS);
    const results = searchShards([index], ['request'], { ...OPTIONS, boostDocument: (_shard, id) => (id === 0 ? 0 : 1) });
    assert.ok(results.length > 0);
    assert.ok(!results.some(({ id }) => id === 0));
    assert.deepEqual(searchShards([index], [], OPTIONS), []);
  });
});

describe('boundedEditDistance', () => {
  it('is the Levenshtein distance up to the bound, Infinity beyond', () => {
    assert.equal(boundedEditDistance('middleware', 'midleware', 2), 1);
    assert.equal(boundedEditDistance('kitten', 'sitting', 3), 3);
    assert.equal(boundedEditDistance('kitten', 'sitting', 2), Number.POSITIVE_INFINITY);
    assert.equal(boundedEditDistance('abc', 'abcdef', 2), Number.POSITIVE_INFINITY);
    assert.equal(boundedEditDistance('same', 'same', 1), 0);
  });
});
