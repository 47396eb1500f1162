import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * A Docusaurus plugin for tests/e2e/firstPageTypes.spec.ts, added to a copy
 * of the site (siteCopy.ts), never to the site itself: it holds the end of
 * the dev server's first client compile until the stamp of the page at
 * `docPath` says `typed`. The page's module is built in that compile; its
 * types, asked for by a browser, come while the compile is held, so the stamp
 * is rewritten before the compile ends, before the bundler's watcher starts.
 * That is the window a cold start on a busy machine opens by chance. It logs
 * whether the page was compiled without its types first (the window opened)
 * and when the hold ends.
 */
export default function firstCompileHold(context: LoadContext, options: { docPath: string }): Plugin {
  const stamp = path.join(context.generatedFilesDir, 'typed-samples', 'stamps', `${options.docPath}.stamp`);
  const readStamp = () => {
    try {
      return fs.readFileSync(stamp, 'utf8');
    } catch {
      return undefined;
    }
  };
  let held = false;
  return {
    name: 'first-compile-hold',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: { hooks: { afterCompile: { tapPromise(name: string, hold: () => Promise<void>): void } } }) {
              compiler.hooks.afterCompile.tapPromise('first-compile-hold', async () => {
                if (held) return;
                held = true;
                console.log(`[first-compile-hold] first compile built, stamp of ${options.docPath}: ${readStamp()}; held until it says typed`);
                const deadline = Date.now() + 600_000;
                while (readStamp() !== 'typed' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
                console.log(`[first-compile-hold] released, stamp: ${readStamp()}`);
              });
            },
          },
        ],
      };
    },
  };
}
