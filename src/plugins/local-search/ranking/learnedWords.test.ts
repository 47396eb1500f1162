import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import MiniSearch from 'minisearch';
import type { ShardPage, ShardRecord } from '../format/indexFormat';
import { indexedDocument, MINISEARCH_OPTIONS, packIndex } from '../indexing/shards';
import { normalizeTerm } from '../format/text';
import { headingVocabulary, LEARNED_WEIGHT, learnedWords } from './learnedWords';

const term = (word: string) => normalizeTerm(word)!;

/** A shard of pages, each a title and its sections (heading, text). */
function shard(pagesOf: [title: string, sections: [heading: string, text: string][]][]) {
  const pages: ShardPage[] = [];
  const records: ShardRecord[] = [];
  const texts: string[] = [];
  pagesOf.forEach(([title, sections], page) => {
    pages.push([`/docs/${page}`, 'Docs', title]);
    records.push([page, 1, null, null, null]);
    texts.push(`${title}.`);
    for (const [heading, text] of sections) {
      records.push([page, 2, heading, heading, null]);
      texts.push(text);
    }
  });
  const miniSearch = new MiniSearch(MINISEARCH_OPTIONS);
  miniSearch.addAll(records.map((record, id) => indexedDocument(pages, record, id, { content: texts[id]!, code: '', description: '' })));
  const index = packIndex(miniSearch.toJSON());
  return { index, headings: headingVocabulary({ pages, records }) };
}

const DOCS = shard([
  ['Aborting procedure calls', [['Passing a signal', 'Stop a call that is no longer needed.'], ['What gets cancelled', 'The request stops and the promise rejects.']]],
  ['loggerLink', [['Colours', 'Lines in the console are coloured.'], ['A custom logger', 'Write to the console or a file.']]],
  ['Subscriptions', [['Pitfalls', 'Always stop listening in the teardown.'], ['Options', 'The console shows nothing.']]],
  ['Caching', [['Pitfalls', 'Caches do not stop at subscriptions.'], ['Options', 'Cache headers.']]],
  ['Routers', [['Pitfalls', 'Collisions stop the server and its subscriptions.'], ['Options', 'None.']]],
]);

describe('learnedWords', () => {
  it('connects a reader\'s word to the headings of the sections whose text has it', () => {
    const stop = learnedWords([DOCS], term('stop'));
    assert.equal(stop[0]?.[0], term('aborting'));
    assert.ok(stop.every(([, weight]) => weight > 0 && weight <= LEARNED_WEIGHT));
    assert.equal(learnedWords([DOCS], term('console'))[0]?.[0], term('loggerLink'));
  });

  it('leaves out headings most pages have, words the docs head pages with, and words of one section', () => {
    const learned = learnedWords([DOCS], term('stop')).map(([word]) => word);
    assert.ok(!learned.includes(term('pitfalls')));
    assert.ok(!learned.includes(term('stop')));
    // "subscriptions" heads a page: it is the docs' own word.
    assert.deepEqual(learnedWords([DOCS], term('subscriptions')), []);
    assert.deepEqual(learnedWords([DOCS], term('teardown')), []);
    assert.deepEqual(learnedWords([DOCS], term('nowhere')), []);
  });

  it('learns content words only, never a function word or "trpc" of a heading', () => {
    const docs = shard([
      ['Examples in the tRPC repository', [['What is not there', 'The smallest app.'], ['Apps that are not small', 'The smallest server.']]],
      ['Routers', [['Pitfalls', 'None.']]],
      ['Links', [['Pitfalls', 'None.']]],
    ]);
    const learned = learnedWords([docs], term('smallest')).map(([word]) => word);
    assert.ok(learned.includes(term('examples')));
    assert.ok(!learned.includes('trpc'));
    assert.ok(!learned.includes(term('not')));
  });
});
