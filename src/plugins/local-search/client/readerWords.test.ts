import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalizeTerm } from '../text';
import { docsWordsFor, readerTerms } from './readerWords';

const term = (word: string) => normalizeTerm(word)!;

describe('readerTerms', () => {
  it('drops question words and "trpc", keeping what the question is about', () => {
    assert.deepEqual(readerTerms('How do I send cookies with tRPC?'), [term('send'), term('cookies')]);
    assert.deepEqual(readerTerms('why does my query run twice'), [term('query'), term('run'), term('twice')]);
  });

  it('keeps a query made only of question words as it is', () => {
    assert.deepEqual(readerTerms('should we'), [term('should'), term('we')]);
    assert.deepEqual(readerTerms('trpc'), ['trpc']);
  });
});

describe('docsWordsFor', () => {
  it("gives the docs' words for a reader's, as index terms", () => {
    assert.ok(docsWordsFor(term('cookies')).includes(term('headers')));
    assert.ok(docsWordsFor(term('dates')).includes(term('superjson')));
    assert.ok(docsWordsFor(term('admin')).includes(term('authorization')));
    assert.ok(docsWordsFor(term('prefetch')).includes(term('createProxySSGHelpers')));
    assert.ok(docsWordsFor(term('key')).includes(term('getQueryKey')));
  });

  it('has nothing for words the docs use themselves, and never the word itself', () => {
    assert.deepEqual(docsWordsFor(term('middleware')), []);
    assert.ok(!docsWordsFor(term('protected')).includes(term('protected')));
  });
});
