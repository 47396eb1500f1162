import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { endSnippetsOnAWord } from './searchPageHits';
import type { SearchResponse } from './answer';

function response(...snippets: (string | undefined)[]): SearchResponse {
  return {
    hits: snippets.map((value, index) => ({
      objectID: String(index),
      _snippetResult: { hierarchy: {}, ...(value === undefined ? {} : { content: { value, matchLevel: 'full' } }) },
    })),
  } as unknown as SearchResponse;
}

const values = (result: SearchResponse) => result.hits.map((hit) => hit._snippetResult.content?.value);

describe('endSnippetsOnAWord (the search page appends its own "...")', () => {
  it('drops a trailing ellipsis and the punctuation before it', () => {
    assert.deepEqual(values(endSnippetsOnAWord(response('…calls the <em>middleware</em> next.…', 'one two…', 'ends: ', 'plain'))), [
      '…calls the <em>middleware</em> next',
      'one two',
      'ends',
      'plain',
    ]);
  });

  it('keeps the leading ellipsis, highlight tags at the end and hits without content', () => {
    assert.deepEqual(values(endSnippetsOnAWord(response('…a <em>link</em>', undefined))), ['…a <em>link</em>', undefined]);
  });
});
