import { useCallback } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { getLocalSearchClient, type LocalSearchClient, localSearchConfig } from './index';

const PLUGIN_NAME = 'local-search';

export interface LocalSearchBarProps {
  transformSearchClient?: (stockClient: unknown) => LocalSearchClient;
}

/**
 * Props that make the stock DocSearch modal search the local index: its
 * `transformSearchClient` receives the Algolia client and returns ours.
 * Empty when the local-search plugin is not registered (hosted Algolia).
 */
export function useLocalSearchBarProps(): LocalSearchBarProps {
  const localSearch = usePluginData(PLUGIN_NAME);
  const { siteConfig } = useDocusaurusContext();
  const transformSearchClient = useCallback(() => getLocalSearchClient(localSearchConfig(siteConfig)), [siteConfig]);
  return localSearch ? { transformSearchClient } : {};
}
