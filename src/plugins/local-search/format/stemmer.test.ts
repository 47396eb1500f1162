import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { stem } from './stemmer';

describe('stem (Porter)', () => {
  it('gives the forms of a word one stem: plurals, tenses, -ation, -er, -ize', () => {
    const same = [
      ['validate', 'validated', 'validation', 'validating'],
      ['subscription', 'subscriptions'],
      ['transformer', 'transformers', 'transform', 'transformed'],
      ['configure', 'configuration', 'configured'],
      ['stop', 'stops', 'stopped', 'stopping'],
      ['retry', 'retries', 'retried'],
      ['cancel', 'cancelled', 'cancellation'],
      ['batch', 'batches', 'batching'],
      ['mutate', 'mutation', 'mutations'],
      ['generate', 'generated', 'generation'],
    ];
    for (const forms of same) assert.deepEqual(new Set(forms.map(stem)).size, 1, forms.join(' '));
  });

  it('matches the published Porter stems of the classic examples', () => {
    const expected: Record<string, string> = {
      caresses: 'caress', ponies: 'poni', cats: 'cat', feed: 'feed', agreed: 'agre', plastered: 'plaster', motoring: 'motor',
      conflated: 'conflat', troubled: 'troubl', sized: 'size', hopping: 'hop', tanned: 'tan', falling: 'fall', hissing: 'hiss',
      filing: 'file', happy: 'happi', relational: 'relat', conditional: 'condit', rational: 'ration', digitizer: 'digit',
      operator: 'oper', feudalism: 'feudal', triplicate: 'triplic', formative: 'form', electrical: 'electr', revival: 'reviv',
      allowance: 'allow', adjustment: 'adjust', adoption: 'adopt', probate: 'probat', controll: 'control', roll: 'roll',
    };
    for (const [word, stemmed] of Object.entries(expected)) assert.equal(stem(word), stemmed, word);
  });

  it('leaves short words, digits and anything not plain a–z alone', () => {
    for (const word of ['is', 'v9', '404', 'ws', 'café', '$input']) assert.equal(stem(word), word);
  });
});
