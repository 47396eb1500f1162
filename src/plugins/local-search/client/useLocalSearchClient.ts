import { useMemo } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { getLocalSearchClient, type LocalSearchClient, localSearchConfig } from './index';

const PLUGIN_NAME = 'local-search';

/**
 * The local search client when the local-search plugin is registered (no
 * hosted Algolia index), else null and DocSearch keeps its Algolia client.
 */
export function useLocalSearchClient(): LocalSearchClient | null {
  const enabled = usePluginData(PLUGIN_NAME) !== undefined;
  const { siteConfig } = useDocusaurusContext();
  return useMemo(() => (enabled ? getLocalSearchClient(localSearchConfig(siteConfig)) : null), [enabled, siteConfig]);
}
