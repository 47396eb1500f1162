import path from 'node:path';
import type { ConfigureWebpackUtils, LoadContext, Plugin, RouteBuildMetadata } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { devIndexOf } from './devServer/devIndex';
import { indexDevServer } from './devServer/serveIndex';
import { INDEX_DIR } from './format/indexFormat';
import { describeIndex, writeSearchIndex } from './indexing/writeIndex';
import { searchKeysScript } from './keys/searchKeysScript';

/**
 * The offline search, enabled when no hosted Algolia index is configured
 * (see src/config/integrations.ts). It
 *  - builds the index from the rendered HTML after the production build,
 *    and, in `npm start`, from the Markdown sources (devServer/),
 *    served at the same URLs,
 *  - points the search page's `algoliasearch/lite` at the local client
 *    (the modal gets it from the SearchBar wrapper in src/theme/SearchBar),
 *  - drops the stock SearchBar's preconnect to Algolia and Algolia's branding.
 * Disabled, it swaps the wrapper's local search module for a stub. In both
 * modes it repairs what readers meet of DocSearch and the search page: keys
 * typed to search from the first paint (an inline script), the modal's
 * "See all N results", and the search page's landmark.
 */

export const PLUGIN_NAME = 'local-search';

export interface LocalSearchOptions {
  /** False with a hosted Algolia index: the plugin then only keeps the local search code out of the bundle. */
  enabled: boolean;
}

/**
 * The bundler's persistent cache (node_modules/.cache) does not notice the
 * search mode, an environment variable, so a build could reuse modules
 * resolved for the other mode (the local client in an Algolia build, or the
 * Algolia preconnect in a local one). The mode is folded into the cache version.
 */
function cacheVersionForMode(config: Configuration, mode: 'local' | 'algolia'): Configuration {
  const rspackCache = (config.experiments as { cache?: { version?: string } } | undefined)?.cache;
  if (rspackCache && typeof rspackCache === 'object') {
    return { experiments: { cache: { version: `${rspackCache.version ?? ''}-search-${mode}` } } } as Configuration;
  }
  if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
    return { cache: { type: 'filesystem', version: `${config.cache.version ?? ''}-search-${mode}` } };
  }
  return {};
}

/** The request of the SearchBar wrapper for the local search module. */
const LOCAL_SEARCH_BAR_REQUEST = /^@site\/src\/plugins\/local-search\/ui\/localSearchBar$/;

/** The theme's search page module (not our wrapper of it). */
const STOCK_SEARCH_PAGE = /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchPage[\\/]/;

/** The theme's SearchBar module (not our wrapper of it). */
const STOCK_SEARCH_BAR = /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]/;

/**
 * Puts the whole search page in one <main> landmark, in both search modes:
 * its @theme/Layout becomes SearchPageLayout.tsx and its own <main> (around
 * results only) a <div>, through its JSX runtime.
 */
function searchPageLandmark(here: string, bundler: ConfigureWebpackUtils['currentBundler']['instance']) {
  const replacements: Record<string, string> = {
    '@theme/Layout': path.join(here, 'ui', 'SearchPageLayout.tsx'),
    'react/jsx-runtime': path.join(here, 'ui', 'searchPageJsxRuntime.ts'),
  };
  return new bundler.NormalModuleReplacementPlugin(/^(@theme\/Layout|react\/jsx-runtime)$/, (resource: { request: string; contextInfo?: { issuer?: string } }) => {
    const replacement = replacements[resource.request];
    if (replacement && STOCK_SEARCH_PAGE.test(resource.contextInfo?.issuer ?? '')) resource.request = replacement;
  });
}

/** The DocSearch modal as the stock SearchBar loads it: with the repaired "See all N results" (ui/DocSearchModal.tsx). */
function docSearchModalWithCounts(here: string, bundler: ConfigureWebpackUtils['currentBundler']['instance']) {
  return new bundler.NormalModuleReplacementPlugin(/^@docsearch\/react\/modal$/, (resource: { request: string; contextInfo?: { issuer?: string } }) => {
    if (STOCK_SEARCH_BAR.test(resource.contextInfo?.issuer ?? '')) resource.request = path.join(here, 'ui', 'DocSearchModal.tsx');
  });
}

/** What the plugin does in both search modes: the inline script of searchKeysScript.ts, and module replacements. */
function bothModes(here: string) {
  const script = searchKeysScript(path.join(here, 'keys'));
  return {
    injectHtmlTags: (): ReturnType<NonNullable<Plugin['injectHtmlTags']>> => ({ headTags: [{ tagName: 'script', innerHTML: script }] }),
    replacements: (bundler: ConfigureWebpackUtils['currentBundler']['instance']) => [searchPageLandmark(here, bundler), docSearchModalWithCounts(here, bundler)],
  };
}

export default function localSearchPlugin(context: LoadContext, options: unknown): Plugin {
  const here = path.join(context.siteDir, 'src', 'plugins', 'local-search');
  const { injectHtmlTags, replacements } = bothModes(here);
  if ((options as Partial<LocalSearchOptions> | undefined)?.enabled === false) {
    return {
      name: PLUGIN_NAME,
      injectHtmlTags,
      configureWebpack(config, _isServer, { currentBundler }) {
        return {
          ...cacheVersionForMode(config, 'algolia'),
          plugins: [
            // The SearchBar wrapper gets a stub: DocSearch keeps its Algolia client.
            new currentBundler.instance.NormalModuleReplacementPlugin(LOCAL_SEARCH_BAR_REQUEST, path.join(here, 'ui', 'localSearchBarOff.tsx')),
            ...replacements(currentBundler.instance),
          ],
        };
      },
    };
  }
  const { baseUrl, title, themeConfig } = context.siteConfig;
  const searchPagePath = (themeConfig.algolia as { searchPagePath?: string | false } | undefined)?.searchPagePath;
  const devIndex = devIndexOf(context.siteDir, { siteTitle: title, language: context.i18n.currentLocale });

  return {
    name: PLUGIN_NAME,
    injectHtmlTags,

    getClientModules() {
      return [
        path.join(here, 'ui', 'localMode.css'),
        // `npm start` rebuilds the index on every edit; the client must not keep its old copy.
        ...(process.env.NODE_ENV === 'development' ? [path.join(here, 'ui', 'devRefresh.ts')] : []),
      ];
    },

    allContentLoaded({ allContent }) {
      // Only kept (cheap) unless a dev server serves the index.
      devIndex.setContent(allContent);
    },

    configureWebpack(config, isServer, { currentBundler }) {
      return {
        ...cacheVersionForMode(config, 'local'),
        // The dev server of `docusaurus start`, which bundles for the client only, in development mode.
        ...(!isServer && config.mode === 'development' && ({ devServer: indexDevServer(devIndex, `${baseUrl}${INDEX_DIR}`) } as Configuration)),
        resolve: {
          alias: {
            // The search page builds its own client from algoliasearch/lite.
            'algoliasearch/lite$': path.join(here, 'client', 'liteClient.ts'),
          },
        },
        plugins: [
          ...replacements(currentBundler.instance),
          // The stock SearchBar uses <Head> only for a preconnect to
          // https://<appId>-dsn.algolia.net; no such host is used here, so
          // its Head becomes a no-op. Every other Head is untouched.
          new currentBundler.instance.NormalModuleReplacementPlugin(/^@docusaurus\/Head$/, (resource: { request: string; contextInfo?: { issuer?: string } }) => {
            if (STOCK_SEARCH_BAR.test(resource.contextInfo?.issuer ?? '')) {
              resource.request = path.join(here, 'ui', 'NoHead.tsx');
            }
          }),
        ],
      };
    },

    async postBuild({ outDir, routesPaths, routesBuildMetadata }) {
      const started = Date.now();
      const summary = await writeSearchIndex({
        outDir,
        baseUrl,
        siteTitle: title,
        routesPaths,
        excludedPaths: [
          `${baseUrl}404.html`,
          ...(searchPagePath ? [`${baseUrl}${searchPagePath.replace(/^\//, '')}`] : []),
        ],
        routesBuildMetadata,
      });
      console.log(describeIndex(summary, Date.now() - started));
    },
  };
}
