import type { SearchResponse } from './answer';

/**
 * The theme's search page appends "..." to every content snippet itself, so
 * the snippets it gets end on a word: a trailing ellipsis or closing
 * punctuation would read "link.…...". The modal shows snippets as they are.
 */
export function endSnippetsOnAWord(response: SearchResponse): SearchResponse {
  return {
    ...response,
    hits: response.hits.map((hit) => {
      const content = hit._snippetResult.content;
      if (!content) return hit;
      return {
        ...hit,
        _snippetResult: { ...hit._snippetResult, content: { ...content, value: content.value.replace(/[\s.,;:!?…]+$/u, '') } },
      };
    }),
  };
}

