import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * prism-react-renderer bundles 26 grammars into the one module Docusaurus'
 * CodeBlock imports, so all of them end up in `main.js` of every page and are
 * registered on every load. This plugin strips that block from the bundle
 * (server and client, so pre-rendered and hydrated code blocks match); the
 * grammars the docs use are registered by Docusaurus from
 * `themeConfig.prism.additionalLanguages` (src/config/prism.ts).
 */
export default function prismLanguagesPlugin(): Plugin {
  return {
    name: 'prism-languages',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]prism-react-renderer[\\/]dist[\\/]index\.mjs$/,
              use: [{ loader: path.join(__dirname, 'stripBundledLanguages.cjs') }],
            },
          ],
        },
      };
    },
  };
}
