import siteConfig from '@generated/docusaurus.config';
import { getLocalSearchClient, localSearchConfig } from '../client/index';

/**
 * `npm start` only: the dev server rebuilds the index when a page is edited
 * (devServer/), but the client keeps the index it loaded for the whole
 * visit. After every hot update (an edit reaching the page) it forgets it,
 * so the next search reads the index again.
 */
interface HotModuleApi {
  addStatusHandler(handler: (status: string) => void): void;
}

const hot = (import.meta as ImportMeta & { webpackHot?: HotModuleApi }).webpackHot;
hot?.addStatusHandler((status) => {
  if (status === 'idle') void getLocalSearchClient(localSearchConfig(siteConfig)).clearCache();
});
