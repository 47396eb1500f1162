import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { searchPlugins, searchThemeConfig } from '../../../src/config/integrations';
import { remarkPlugins } from '../../../src/config/markdown';
import type { SiteEnv } from '../../../src/config/env';
import typedSamplesPlugin from '../../../src/plugins/typed-samples';

/**
 * A small site with the offline search, for the tests of the index that
 * `npm start` builds from the Markdown sources (tests/e2e/devSearch.spec.ts,
 * src/plugins/local-search/devServer/fixtureSite.test.ts). The tests write its
 * docs/ and blog/ folders from tests/dev-search/pages, and link its src/ to
 * the site's, for the search bar's theme wrappers.
 */
const env: SiteEnv = { url: 'http://localhost', baseUrl: '/', gtagTrackingId: null, algolia: null, editUrl: null };

const config: Config = {
  title: 'Dev search',
  url: env.url,
  baseUrl: env.baseUrl,
  future: { v4: true, faster: true },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  presets: [
    [
      'classic',
      {
        docs: { routeBasePath: '/', sidebarPath: './sidebars.ts', breadcrumbs: true, remarkPlugins },
        blog: { remarkPlugins, onUntruncatedBlogPosts: 'ignore', onInlineAuthors: 'ignore' },
        pages: false,
      } satisfies Preset.Options,
    ],
  ],
  plugins: [typedSamplesPlugin, ...searchPlugins(env)],
  themeConfig: {
    navbar: { title: 'Dev search', items: [{ to: '/', label: 'Docs', position: 'left' }] },
    algolia: searchThemeConfig(env),
  } satisfies Preset.ThemeConfig,
};

export default config;
