import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { remarkPlugins } from '../../../src/config/markdown';
import codeBlocksPlugin from '../../../src/plugins/code-blocks';
import typedSamplesPlugin from '../../../src/plugins/typed-samples';

/**
 * A site of a few pages with TypeScript samples, for the tests of what
 * `docusaurus build` and `docusaurus start` do with samples that fail
 * (tests/e2e/sampleErrors.spec.ts). The tests write its docs/ folder.
 */
const config: Config = {
  title: 'Sample errors',
  url: 'http://localhost',
  baseUrl: '/',
  future: { v4: true, faster: true },
  presets: [['classic', { docs: { routeBasePath: '/', remarkPlugins }, blog: false, pages: false } satisfies Preset.Options]],
  plugins: [codeBlocksPlugin, typedSamplesPlugin],
};

export default config;
