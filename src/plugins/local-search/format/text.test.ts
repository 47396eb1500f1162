import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeTerms, escapeHtml, identifierParts, normalizeTerm, queryTerms, tokenize, wordSpans } from './text';

describe('tokenize', () => {
  it('indexes identifiers whole and by their camelCase parts', () => {
    assert.deepEqual(tokenize('httpBatchLink'), ['httpbatchlink', 'http', 'batch', 'link']);
    assert.deepEqual(tokenize('TRPCError'), ['trpcerror', 'trpc', 'error']);
  });

  it('folds plurals and -ing/-ed forms onto one stem, and drops stop words', () => {
    assert.deepEqual(tokenize('How to abort the requests'), ['abort', 'request']);
    assert.equal(normalizeTerm('aborting'), normalizeTerm('abort'));
    assert.equal(normalizeTerm('invalidated'), normalizeTerm('invalidate'));
    assert.equal(normalizeTerm('queries'), normalizeTerm('query'));
    // Derived forms meet too (Porter, stemmer.ts).
    assert.equal(normalizeTerm('validation'), normalizeTerm('validate'));
    assert.equal(normalizeTerm('Subscriptions'), normalizeTerm('subscription'));
    // Identifiers are names: useQueries is not useQuery.
    assert.equal(normalizeTerm('useQueries'), 'usequeries');
    assert.notEqual(normalizeTerm('useQueries'), normalizeTerm('useQuery'));
    assert.equal(normalizeTerm('retries'), normalizeTerm('retry'));
    assert.equal(normalizeTerm('the'), null);
  });

  it('splits on punctuation, symbols and emoji but keeps accented letters and _ and $', () => {
    assert.deepEqual(tokenize('ctx.user?.id 🚀 café $input _def'), ['ctx', 'user', 'id', 'cafe', '$input', '_def']);
    assert.deepEqual(tokenize('.*+?^${}()|[]\\'), ['$']);
  });

  it('keeps short words whole', () => {
    assert.deepEqual(tokenize('v9'), ['v9']);
  });
});

describe('codeTerms', () => {
  it('keeps the identifiers of code, whole and once, and leaves keywords and plain words to the prose', () => {
    assert.deepEqual(codeTerms("const { isInitialLoading } = trpc.post.byId.useQuery({ id }, { enabled: false }); new TRPCError({ code: 'NOT_FOUND' }); TRPCError"), [
      'isinitialloading',
      'byid',
      'usequery',
      'trpcerror',
      'not_found',
    ]);
  });
});

describe('queryTerms', () => {
  it('looks identifiers up whole, once', () => {
    assert.deepEqual(queryTerms('httpBatchLink httpBatchLink options'), ['httpbatchlink', 'option']);
  });
});

describe('wordSpans and identifierParts', () => {
  it('report offsets into the original text', () => {
    const text = 'use wsLink.';
    assert.deepEqual(
      wordSpans(text).map(({ start, end }) => text.slice(start, end)),
      ['use', 'wsLink'],
    );
    assert.deepEqual(
      identifierParts('createTRPCNext').map(({ start, end }) => 'createTRPCNext'.slice(start, end)),
      ['create', 'TRPC', 'Next'],
    );
  });
});

describe('escapeHtml', () => {
  it('escapes every character that matters in HTML', () => {
    assert.equal(escapeHtml(`<a href="x" onclick='y'>&</a>`), '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
