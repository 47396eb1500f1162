import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * prism-react-renderer bundles 26 grammars into the one module Docusaurus'
 * CodeBlock imports, so all of them end up in `main.js` of every page and are
 * registered on every load. This plugin strips that block from the bundle
 * (server and client, so pre-rendered and hydrated code blocks match); the
 * grammars the docs use are registered by ./register.ts, which the CodeBlock
 * wrapper imports.
 */
export default function prismLanguagesPlugin(): Plugin {
  return {
    name: 'prism-languages',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          // With no `prism.additionalLanguages`, Docusaurus narrows its dynamic
          // require('prismjs/components/prism-' + lang) to the folder itself,
          // which bundles prismjs' 40 kB component loader into main.js. Match
          // no file instead: the grammars come from ./register.ts.
          new currentBundler.instance.ContextReplacementPlugin(/prismjs[\\/]components$/, /^$/),
        ],
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
