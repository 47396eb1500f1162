import siteConfig from '@generated/docusaurus.config';
import { getLocalSearchClient, type LocalSearchClient, localSearchConfig } from './index';

/**
 * Stands in for `algoliasearch/lite` in local mode (aliased by the plugin):
 * the theme's search page calls `liteClient(appId, apiKey)` and gets the
 * local client, shared with the modal. App id and key are ignored.
 */
export function liteClient(): LocalSearchClient {
  return getLocalSearchClient(localSearchConfig(siteConfig));
}
