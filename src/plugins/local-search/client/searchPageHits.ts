import type { SearchRequest, SearchResponse } from './engine';

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

/**
 * What the search page gets when the index cannot be fetched: an answer
 * without hits, not a rejection. Its search library re-emits a rejection as
 * an "error" event that nothing listens to, which throws an uncaught error;
 * the page says "Unable to fetch results" instead (SearchPageErrorScreen).
 */
export function unanswered(request: SearchRequest): SearchResponse {
  const hitsPerPage = typeof request.hitsPerPage === 'number' ? request.hitsPerPage : 0;
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage,
    processingTimeMS: 0,
    query: typeof request.query === 'string' ? request.query : '',
    params: '',
    index: request.indexName ?? '',
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustive: { nbHits: true, facetsCount: true },
    facets: {},
  };
}
