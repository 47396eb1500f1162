import siteConfig from '@generated/docusaurus.config';
import { getLocalSearchClient, type LocalSearchClient, localSearchConfig, normalizeRequests, searchWithoutRejections } from './index';
import { endSnippetsOnAWord } from './searchPageHits';

/**
 * Stands in for `algoliasearch/lite` in local mode (aliased by the plugin):
 * the theme's search page calls `liteClient(appId, apiKey)` and gets the
 * local client, shared with the modal, with one hit per page (it counts
 * and lists documents) and snippets shaped for the page.
 * A search that fails answers without hits (the client notes the failure
 * for the page's notice). App id and key are ignored.
 */
export function liteClient(): LocalSearchClient {
  const client = getLocalSearchClient(localSearchConfig(siteConfig));
  const searchOrNothing = searchWithoutRejections(client);
  const search = async (input: unknown) => {
    const { results } = await searchOrNothing({ requests: normalizeRequests(input).map((request) => ({ ...request, distinct: true })) });
    return { results: results.map(endSnippetsOnAWord) };
  };
  return { ...client, search, searchForHits: search };
}
