import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/** Where `BUNDLE_STATS=1 npm run build` writes the client bundle's stats. */
export function bundleStatsFile(siteDir: string): string {
  return path.join(siteDir, 'bench', 'stats', 'client-stats.json');
}

interface StatsCompiler {
  hooks: {
    done: {
      tapPromise(name: string, fn: (stats: { toJson(options: object): unknown }) => Promise<void>): void;
    };
  };
}

/**
 * With BUNDLE_STATS=1, writes the Rspack stats of the client bundle (chunks
 * and the modules in each, with sizes) for `npm run bench:analyze`, to find
 * what ends up in the first-load JS. Off by default: the stats are large and
 * cost build time.
 */
export default function bundleStatsPlugin(context: LoadContext): Plugin {
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      if (isServer || !process.env.BUNDLE_STATS) return {};
      const file = bundleStatsFile(context.siteDir);
      return {
        plugins: [
          {
            apply(compiler: StatsCompiler) {
              compiler.hooks.done.tapPromise('bundle-stats', async (stats) => {
                const json = stats.toJson({
                  all: false,
                  assets: true,
                  chunks: true,
                  chunkModules: true,
                  chunkOrigins: true,
                  modules: true,
                  nestedModules: true,
                  ids: true,
                  reasons: false,
                  // List every module: by default stats group and elide them.
                  dependentModules: true,
                  orphanModules: true,
                  cachedModules: true,
                  modulesSpace: Number.MAX_SAFE_INTEGER,
                  chunkModulesSpace: Number.MAX_SAFE_INTEGER,
                  nestedModulesSpace: Number.MAX_SAFE_INTEGER,
                });
                await mkdir(path.dirname(file), { recursive: true });
                await writeFile(file, JSON.stringify(json));
              });
            },
          },
        ],
      };
    },
  };
}
