import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { announcementBar } from './src/config/announcementBar';
import { blog } from './src/config/blog';
import blogPlugin from './src/plugins/blog';
import { docs, docsEditUrl } from './src/config/docs';
import { readSiteEnv } from './src/config/env';
import { footer } from './src/config/footer';
import { llmsTxt } from './src/config/llms';
import { remarkPlugins } from './src/config/markdown';
import { analyticsPlugins, searchPlugins, searchThemeConfig } from './src/config/integrations';
import { navbar } from './src/config/navbar';
import { prism } from './src/config/prism';
import bundleStatsPlugin from './src/plugins/bundle-stats';
import codeBlocksPlugin from './src/plugins/code-blocks';
import llmsTxtPlugin from './src/plugins/llms-txt';
import apiReferencePlugin from './src/plugins/typedoc-api';
import prismLanguagesPlugin from './src/plugins/prism-languages';
import sampleEditorPlugin from './src/plugins/sample-editor';
import typedSamplesPlugin from './src/plugins/typed-samples';

const env = readSiteEnv();

const config: Config = {
  title: 'tRPC',
  tagline: 'Move Fast and Break Nothing. End-to-end typesafe APIs made easy.',
  favicon: 'img/favicon.svg',
  url: env.url,
  baseUrl: env.baseUrl,
  organizationName: 'trpc',
  projectName: 'trpc',

  // experimental_vcs: the last-update dates of the docs come from one `git log`
  // of the repository, not one git process per page.
  future: { v4: true, faster: true, experimental_vcs: true },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },

  i18n: { defaultLocale: 'en', locales: ['en'] },

  presets: [
    [
      'classic',
      {
        docs: { ...docs, editUrl: docsEditUrl(env.editUrl) },
        blog: false,
        pages: { remarkPlugins },
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    [blogPlugin, { ...blog, editUrl: env.editUrl ?? undefined }],
    apiReferencePlugin,
    ...analyticsPlugins(env),
    ...searchPlugins(env),
    prismLanguagesPlugin,
    codeBlocksPlugin,
    typedSamplesPlugin,
    sampleEditorPlugin,
    bundleStatsPlugin,
    [llmsTxtPlugin, llmsTxt],
  ],
  clientModules: ['./src/clientModules/socialEmbeds.ts', './src/clientModules/focusBelowNavbar.ts'],

  themeConfig: {
    image: 'img/social-card.png',
    announcementBar: announcementBar(env.baseUrl),
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    navbar,
    footer,
    prism,
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    algolia: searchThemeConfig(env),
  } satisfies Preset.ThemeConfig,
};

export default config;
