import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalizeTerm } from '../format/text';
import { docsWordsFor as docsAlternatives, plainForms, readerTerms, readQuery } from './readerWords';

const docsWordsFor = (word: string) => docsAlternatives(word).map(([docTerm]) => docTerm);

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

describe('readQuery', () => {
  it('takes what follows "without", "instead of", "rather than" as what the reader wants an alternative to', () => {
    const withoutExpress = readQuery('run a server without express or any framework');
    assert.deepEqual(withoutExpress.terms, [term('run'), term('server')]);
    assert.deepEqual(withoutExpress.negated, [term('express'), term('framework')]);
    const insteadOfZod = readQuery('can I use yup instead of zod, with a custom parser?');
    assert.deepEqual(insteadOfZod.negated, [term('zod')]);
    assert.deepEqual(insteadOfZod.terms, [term('yup'), term('custom'), term('parser')]);
    assert.deepEqual(readQuery('send dates rather than strings').negated, [term('strings')]);
  });

  it('ends a negation where its noun phrase ends, at a preposition', () => {
    const read = readQuery('call procedures without a server in my tests');
    assert.deepEqual(read.negated, [term('server')]);
    assert.ok(read.terms.includes(term('tests')));
  });

  it('searches what a question that is only a negation names, in every field, and still does not want its page', () => {
    const read = readQuery('can I use trpc without react');
    assert.deepEqual(read.terms, [term('react')]);
    assert.deepEqual(read.negated, []);
    assert.deepEqual(read.unwanted, [term('react')]);
    assert.deepEqual(readQuery('a server without express').unwanted, [term('express')]);
  });

  it('keeps the words a reader quotes, question words too (a pasted error message)', () => {
    assert.deepEqual(readQuery('Query "trpc" not found').terms, ['query', 'trpc', 'found'].map(term));
    assert.deepEqual(readQuery('Query `trpc` not found').terms, ['query', 'trpc', 'found'].map(term));
  });

  it('leaves "no" and "not" alone: they negate a verb or belong to an error message', () => {
    assert.deepEqual(readQuery('cookies not sent').negated, []);
    assert.deepEqual(readQuery('No input expected').negated, []);
    assert.ok(readQuery('No input expected').terms.includes(term('input')));
  });

  it('keeps every word of the query in order for phrase matching, negated words and question words too', () => {
    assert.deepEqual(readQuery('Can I use tRPC without React?').phrase, ['use', 'tRPC', 'without', 'React'].map(term));
  });
});

describe('docsWordsFor', () => {
  it("gives the docs' words for a reader's general vocabulary, as index terms", () => {
    assert.ok(docsWordsFor(term('admin')).includes(term('authorization')));
    assert.ok(docsWordsFor(term('dates')).includes(term('superjson')));
    assert.ok(docsWordsFor(term('realtime')).includes(term('subscriptions')));
  });

  it('has nothing for words the docs use themselves, nor for what is learned from the docs (learnedWords.ts)', () => {
    assert.deepEqual(docsWordsFor(term('middleware')), []);
    assert.deepEqual(docsWordsFor(term('cookies')), []);
    assert.deepEqual(docsWordsFor(term('cancel')), []);
  });
});

describe('plainForms', () => {
  it("gives an adjective's plain form for its comparative and superlative, as index terms", () => {
    assert.ok(plainForms(term('smallest')).includes(term('small')));
    assert.ok(plainForms(term('biggest')).includes(term('big')));
    assert.ok(plainForms(term('easier')).includes(term('easy')));
    assert.ok(plainForms(term('larger')).includes(term('large')));
    assert.ok(plainForms(term('fastest')).includes(term('fast')));
  });

  it('has nothing for other words', () => {
    assert.deepEqual(plainForms(term('procedure')), []);
    assert.deepEqual(plainForms(term('set')), []);
  });
});
