import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import MiniSearch, { type SearchOptions } from 'minisearch';
import { FIELD_BOOST } from '../indexFiles';
import { type IndexedDocument, MINISEARCH_OPTIONS, packIndex } from '../searchIndex';
import { queryTerms } from '../text';
import { boundedEditDistance, searchShards, type TermSearchOptions } from './termSearch';

const DOCUMENTS: IndexedDocument[] = [
  { id: 0, title: 'httpBatchLink', parents: '', content: 'Batches calls into one request. Requests in one tick are batched.' },
  { id: 1, title: 'Reconnects', parents: 'wsLink', content: 'The WebSocket reconnects with a delay after the connection drops.' },
  { id: 2, title: 'Aborting', parents: 'Client', content: 'Abort a request with an AbortController; aborted requests reject.' },
  { id: 3, title: 'Middlewares', parents: '', content: 'A middleware runs before the resolver and can change the context.' },
  { id: 4, title: 'Context', parents: 'Server', content: 'The context holds the request, the session and the database.' },
  { id: 5, title: 'Authorization', parents: 'Server', content: 'Check the session in a middleware and throw UNAUTHORIZED.' },
];

const PREFIX = (term: string, i: number, all: readonly string[]) => i === all.length - 1 || term.length >= 5;
const TYPOS = (term: string) => (term.length >= 5 ? Math.min(2, Math.round(term.length * 0.2)) : 0);

function miniSearchOver(documents: IndexedDocument[]) {
  const index = new MiniSearch(MINISEARCH_OPTIONS);
  index.addAll(documents);
  return index;
}

function miniSearchResults(index: MiniSearch<IndexedDocument>, terms: string[], combineWith: 'AND' | 'OR') {
  return index
    .search(terms.join(' '), {
      fields: ['title', 'parents', 'content'],
      boost: FIELD_BOOST,
      combineWith,
      tokenize: () => terms,
      processTerm: (term) => term,
      prefix: PREFIX,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
    } satisfies SearchOptions)
    .map((result) => ({ id: result.id as number, score: result.score, terms: [...result.terms].sort() }));
}

const OPTIONS = (combineWith: 'AND' | 'OR'): TermSearchOptions => ({ fieldBoosts: FIELD_BOOST, combineWith, prefix: PREFIX, maxTypos: TYPOS });

const QUERIES = ['batch', 'request', 'websocket reconect', 'abort', 'middleware context', 'sess', 'httpBatchLink', 'unauthorized midleware', 'the'];

describe('searchShards', () => {
  it('finds and scores exactly as MiniSearch over the same documents', () => {
    const index = miniSearchOver(DOCUMENTS);
    const packed = JSON.parse(JSON.stringify(packIndex(index.toJSON())));
    for (const query of QUERIES) {
      for (const combineWith of ['AND', 'OR'] as const) {
        const terms = queryTerms(query);
        const expected = miniSearchResults(index, terms, combineWith);
        const actual = searchShards([packed], terms, OPTIONS(combineWith)).map(({ id, score, terms: matched }) => ({ id, score, terms: [...matched].sort() }));
        assert.equal(actual.length, expected.length, `${query} ${combineWith}`);
        actual.forEach((result, i) => {
          assert.equal(result.id, expected[i]!.id, `${query} ${combineWith} #${i}`);
          assert.ok(Math.abs(result.score - expected[i]!.score) < 1e-9, `${query} ${combineWith} #${i}: ${result.score} vs ${expected[i]!.score}`);
          assert.deepEqual(result.terms, expected[i]!.terms, `${query} ${combineWith} #${i}`);
        });
      }
    }
  });

  it('searches several shards as one index: scores as over all their documents', () => {
    const all = miniSearchOver(DOCUMENTS);
    const first = packIndex(miniSearchOver(DOCUMENTS.slice(0, 3)).toJSON());
    const second = packIndex(miniSearchOver(DOCUMENTS.slice(3).map((document, id) => ({ ...document, id }))).toJSON());
    for (const query of ['request', 'middleware', 'session context']) {
      const terms = queryTerms(query);
      const expected = miniSearchResults(all, terms, 'OR');
      const actual = searchShards([first, second], terms, OPTIONS('OR')).map(({ shard, id, score }) => ({ id: shard === 0 ? id : id + 3, score }));
      assert.deepEqual(
        actual.map(({ id }) => id),
        expected.map(({ id }) => id),
        query,
      );
      actual.forEach((result, i) => assert.ok(Math.abs(result.score - expected[i]!.score) < 1e-9, query));
    }
  });

  it('leaves out documents whose boost is 0, and answers nothing for no terms', () => {
    const packed = packIndex(miniSearchOver(DOCUMENTS).toJSON());
    const results = searchShards([packed], ['request'], { ...OPTIONS('OR'), boostDocument: (_shard, id) => (id === 0 ? 0 : 1) });
    assert.ok(results.length > 0);
    assert.ok(!results.some(({ id }) => id === 0));
    assert.deepEqual(searchShards([packed], [], OPTIONS('OR')), []);
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
