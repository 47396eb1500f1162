import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalizeTerm } from '../format/text';
import { type HitRecord, toAlgoliaHit } from './algoliaHit';
import { DEFAULT_HIGHLIGHT_TAGS, highlight, highlightTags, type Matcher, snippet } from './highlight';

function matcher(...words: string[]): Matcher {
  return { terms: new Set(words.map((word) => normalizeTerm(word)!)), queryTermCount: words.length };
}

const MARK = { pre: '<mark>', post: '</mark>' };

const RECORD: HitRecord = {
  objectID: 'docs-default-current:7',
  pageUrl: 'https://trpc.io/docs/links/wsLink',
  anchor: 'reconnects',
  level: 2,
  lvl0: 'Links',
  lvl1: 'wsLink',
  lvl2: 'Reconnects & <retries>',
  lvl3: null,
  content: 'When the socket closes, wsLink reconnects after retryDelayMs. Calls made meanwhile wait. <img src=x onerror=alert(1)> is not markup here.',
  language: 'en',
  tag: 'docs-default-current',
  version: 'current',
};

describe('highlight', () => {
  it('marks matched words, and the matching part of an identifier', () => {
    assert.equal(highlight('Use httpBatchLink to batch calls', matcher('batch'), MARK).value, 'Use http<mark>Batch</mark>Link to <mark>batch</mark> calls');
    assert.equal(highlight('Aborting requests', matcher('abort', 'request'), MARK).value, '<mark>Aborting</mark> <mark>requests</mark>');
  });

  it('escapes the text around and inside the marks', () => {
    const result = highlight('<b>wsLink</b> & "ws"', matcher('wslink'), MARK);
    assert.equal(result.value, '&lt;b&gt;<mark>wsLink</mark>&lt;/b&gt; &amp; &quot;ws&quot;');
    assert.equal(result.matchLevel, 'full');
    assert.deepEqual(result.matchedWords, ['wsLink']);
  });

  it('reports partial and absent matches', () => {
    assert.equal(highlight('wsLink only', matcher('wslink', 'batch'), MARK).matchLevel, 'partial');
    const none = highlight('nothing here', matcher('wslink'), MARK);
    assert.equal(none.matchLevel, 'none');
    assert.equal(none.value, 'nothing here');
  });
});

describe('highlightTags', () => {
  it('only accepts plain matching tags; anything else falls back to the tags of a DocSearch index', () => {
    assert.deepEqual(highlightTags('<mark>', '</mark>'), MARK);
    assert.deepEqual(highlightTags('<span class="hit x">', '</span>'), { pre: '<span class="hit x">', post: '</span>' });
    assert.deepEqual(highlightTags('<img src=x onerror=alert(1)>', '</img>'), DEFAULT_HIGHLIGHT_TAGS);
    assert.deepEqual(highlightTags('<mark>', '</em>'), DEFAULT_HIGHLIGHT_TAGS);
    assert.deepEqual(highlightTags(undefined, undefined), DEFAULT_HIGHLIGHT_TAGS);
  });
});

describe('snippet', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve wsLink thirteen fourteen fifteen sixteen.';

  it('cuts a window of words around the first match, with ellipses', () => {
    assert.equal(snippet(text, matcher('wslink'), MARK, 5, '…').value, '…eleven twelve <mark>wsLink</mark> thirteen fourteen…');
  });

  it('starts at the beginning when nothing matched, and keeps closing punctuation', () => {
    assert.equal(snippet(text, matcher('absent'), MARK, 3, '…').value, 'one two three…');
    assert.equal(snippet(text, matcher('sixteen'), MARK, 3, '…').value, '…fourteen fifteen <mark>sixteen</mark>.');
  });

  it('escapes the ellipsis too', () => {
    assert.equal(snippet(text, matcher('two'), MARK, 2, '<…>').value, 'one <mark>two</mark>&lt;…&gt;');
  });
});

describe('toAlgoliaHit', () => {
  const options = { matcher: matcher('reconnect'), tags: MARK, snippetWords: 8, ellipsis: '…' };
  const hit = toAlgoliaHit(RECORD, options);

  it('has the DocSearch record shape with absolute URLs', () => {
    assert.equal(hit.url, 'https://trpc.io/docs/links/wsLink#reconnects');
    assert.equal(hit.url_without_anchor, 'https://trpc.io/docs/links/wsLink');
    assert.equal(hit.anchor, 'reconnects');
    assert.equal(hit.docusaurus_tag, 'docs-default-current');
    assert.equal(hit.hierarchy.lvl3, null);
  });

  it('is a heading hit when the heading matched, listing only the levels that exist', () => {
    assert.equal(hit.type, 'lvl2');
    assert.deepEqual(Object.keys(hit._highlightResult.hierarchy), ['lvl0', 'lvl1', 'lvl2']);
    assert.equal(hit._highlightResult.hierarchy.lvl2!.value, '<mark>Reconnects</mark> &amp; &lt;retries&gt;');
    assert.equal(hit._snippetResult.hierarchy.lvl2!.value, '<mark>Reconnects</mark> &amp; &lt;retries&gt;');
  });

  it('is a content hit when only the text matched', () => {
    const contentHit = toAlgoliaHit(RECORD, { ...options, matcher: matcher('meanwhile') });
    assert.equal(contentHit.type, 'content');
    assert.equal(contentHit._snippetResult.content!.value, '…Calls made <mark>meanwhile</mark> wait. &lt;img src=x onerror=…');
  });

  it('highlights the whole text when it is read, and copies and serializes it like a plain field', () => {
    const contentHit = toAlgoliaHit(RECORD, { ...options, matcher: matcher('meanwhile') });
    const expected = highlight(RECORD.content, matcher('meanwhile'), MARK);
    assert.deepEqual(contentHit._highlightResult.content, expected);
    assert.deepEqual({ ...contentHit._highlightResult }.content, expected);
    assert.deepEqual(JSON.parse(JSON.stringify(contentHit))._highlightResult.content, expected);
  });

  it('never lets record text through as markup, highlighted or raw', () => {
    const serialized = JSON.stringify(toAlgoliaHit(RECORD, { ...options, matcher: matcher('img', 'onerror') }));
    assert.ok(!serialized.includes('<img'));
    assert.ok(!serialized.includes('<retries>'));
    // DocSearch renders the raw fields of recent searches as HTML too.
    assert.equal(hit.hierarchy.lvl2, 'Reconnects &amp; &lt;retries&gt;');
    assert.ok(hit.content!.includes('&lt;img src=x onerror=alert(1)&gt;'));
  });
});
