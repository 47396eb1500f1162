import type { PluginConfig } from '@docusaurus/types';
import type { ThemeConfig as AlgoliaThemeConfig } from '@docusaurus/theme-search-algolia';
import localSearchPlugin, { type LocalSearchOptions } from '../plugins/local-search';
import type { SiteEnv } from './env';

/**
 * Analytics is only switched on when a tracking id is configured: local
 * builds, previews and forks send nothing anywhere.
 */
export function analyticsPlugins(env: SiteEnv): PluginConfig[] {
  if (!env.gtagTrackingId) return [];
  return [
    [
      '@docusaurus/plugin-google-gtag',
      { trackingID: env.gtagTrackingId, anonymizeIP: true },
    ],
  ];
}

/**
 * App id the DocSearch UI is given when no hosted index is configured. The
 * UI needs an app id and key; in local mode they are never sent anywhere
 * because the search client is replaced by one that reads the index shipped
 * in build/ (src/plugins/local-search).
 */
const LOCAL_SEARCH_APP_ID = 'LOCAL';

/**
 * The offline search plugin: enabled when no hosted Algolia index is
 * configured; with one, it only keeps the offline search code out of the build.
 */
export function searchPlugins(env: SiteEnv): PluginConfig[] {
  return [[localSearchPlugin, { enabled: env.algolia === null } satisfies LocalSearchOptions]];
}

/**
 * Hits the search modal lists (DocSearch asks for 20 by default). DocSearch
 * renders, lays out and paints the whole list before any hit shows, and on
 * a phone-class CPU that is most of the time from typing to the first hit.
 * 10 hits are more than the modal shows without scrolling on a desktop
 * screen (about 7) and about a screenful on a phone; the rest are one click
 * away on the search page ("See all N results").
 */
export const MODAL_HITS = 10;

/** DocSearch options shared by the hosted and the offline index. */
export function searchThemeConfig(env: SiteEnv): AlgoliaThemeConfig['algolia'] {
  const hosted = env.algolia;
  return {
    appId: hosted?.appId ?? LOCAL_SEARCH_APP_ID,
    apiKey: hosted?.apiKey ?? 'offline',
    indexName: hosted?.indexName ?? 'trpc-docs',
    contextualSearch: true,
    searchPagePath: 'search',
    // The modal lists the first MODAL_HITS hits and links to all of them on
    // the search page ("See all N results"); see MODAL_HITS.
    searchParameters: { hitsPerPage: MODAL_HITS },
    // Only a hosted index can hold pages of other deployments: the offline
    // index is built from this build and links to it as it is served.
    ...(hosted && {
      // Hits on other hosts (e.g. an index shared with another deployment)
      // need a full page load instead of client-side navigation.
      externalUrlRegex: 'https?://(?!trpc\\.io)',
      // An index crawled from the production site also serves previews.
      replaceSearchResultPathname: { from: '/docs/', to: `${env.baseUrl}docs/` },
    }),
  };
}
