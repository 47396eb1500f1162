import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { blog } from '../../../src/config/blog';
import blogPlugin from '../../../src/plugins/blog';

/**
 * A site of the blog alone, with the site's blog plugin and options, for the
 * tests of what `docusaurus build` and `docusaurus start` say about a post's
 * mistakes (tests/e2e/blogErrors.spec.ts). The tests write its blog/ folder
 * from tests/blog-errors/posts and the site's authors.yml and tags.yml.
 */
const config: Config = {
  title: 'Blog errors',
  url: 'http://localhost',
  baseUrl: '/',
  future: { v4: true, faster: true },
  presets: [['classic', { docs: false, blog: false, pages: false } satisfies Preset.Options]],
  plugins: [[blogPlugin, blog]],
};

export default config;
