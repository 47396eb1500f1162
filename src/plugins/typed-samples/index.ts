import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { ignoringFolder, watchingBundler } from './dev/devBundler';
import { startDevTypes, type DevTypes } from './dev/devTypes';
import { pageRequestMiddleware, pagesByRoute } from './dev/pageRequests';
import { PageStamps } from './dev/pageStamps';
import { passOutput } from './site/passOutput';
import { isBuild, stopBuild } from '../content-problems';
import { sampleProblemList } from './check/report';
import { siteProblems } from './site/siteProblems';
import { siteRendered, startSitePass } from './site/siteSamples';
import { toolchainKey } from './site/toolchainKey';

/**
 * The client side of TypeScript samples rendered at build time (see
 * ./remark.ts): the popover module (their colours and buttons are every code
 * block's, src/plugins/code-blocks). It also starts the site's type pass
 * when plugins are created, in worker threads (site/typePool.ts), so that it
 * runs while the other plugins load and the bundler starts; in `docusaurus start` it serves pages before their
 * types are ready and adds them as they come (dev/devTypes.ts).
 */
export default function typedSamplesPlugin(context: LoadContext): Plugin {
  const output = passOutput(process.stdout, '[typed-samples] ', [process.stderr]);
  // In `docusaurus start`, until the bundler's first compile ends, only the
  // pages a browser asks for are checked: the rest would take the CPU that
  // compile needs (typesOnDemand).
  const pass = startSitePass(context.siteDir, { output, holdUnasked: !isBuild() });
  const stamps = new PageStamps(path.join(context.generatedFilesDir, 'typed-samples', 'stamps'));
  // In builds too: stamps must be written before a dev server's bundler starts.
  const dev = startDevTypes(pass, stamps, output.line);
  // A build stops as soon as the pass has every page, listing what fails,
  // instead of after bundling, each failing page under a trace of its own.
  if (isBuild()) {
    siteRendered().then(() => {
      const problems = siteProblems(context.siteDir, (document) => pass.readyRendering(document));
      if (problems.length > 0) stopBuild(sampleProblemList(problems));
    }, () => {});
  }
  let routes = new Map<string, string>();
  return {
    name: 'typed-samples',
    allContentLoaded({ allContent }) {
      routes = pagesByRoute(allContent);
    },
    configureWebpack(config, isServer) {
      // Compiled pages embed the samples' HTML, but the bundler's persistent
      // cache only sees the Markdown files: a new renderer or new tRPC types
      // must evict it, or a warm build would ship the old rendering.
      const cache = bundlerCacheVersion(config, toolchainKey(context.siteDir));
      if (isServer) return cache;
      return {
        ...cache,
        ...typesOnDemand(dev, () => pass.releaseUnasked(), stamps.dir, context.siteDir, config.watchOptions?.ignored),
        devServer: {
          setupMiddlewares: (middlewares: unknown[]) => {
            middlewares.unshift({
              name: 'typed-samples-page-requests',
              middleware: pageRequestMiddleware(
                () => routes,
                (docPath) => dev.pageRequested(docPath),
              ),
            });
            // Docusaurus has its own setupMiddlewares, and the two are merged
            // by calling both and joining what they return: the list is
            // Docusaurus's, changed in place here, so this one returns none.
            return [];
          },
        },
      };
    },
    getClientModules() {
      // The popover module is part of this site's code, wherever the site being built is.
      return [path.join(__dirname, '..', '..', 'clientModules', 'typedSamplePopovers.ts')];
    },
  };
}

/**
 * What `docusaurus start` needs of the client bundler (dev/devTypes.ts): a
 * loader making each page depend on its stamp file, a plugin handing the dev
 * types service the bundler once it watches and releasing the rest of the
 * type pass when its first compile ends, and a watcher that leaves the
 * stamps to the service. A build's bundler does not watch: for it, these do
 * nothing.
 */
function typesOnDemand(dev: DevTypes, firstCompileDone: () => void, stampsDir: string, siteDir: string, ignored: Parameters<typeof ignoringFolder>[0]) {
  return {
    watchOptions: { ignored: ignoringFolder(ignored, stampsDir) },
    module: {
      rules: [
        {
          // `resource`, not `test`: Docusaurus's fallback MDX rule leaves out the
          // `include` folders of every rule whose `test` matches MDX files.
          resource: /\.mdx?$/i,
          exclude: /node_modules/,
          enforce: 'pre' as const,
          use: [{ loader: path.join(__dirname, 'dev', 'pageStampLoader.js'), options: { siteDir, stampsDir } }],
        },
      ],
    },
    plugins: [
      {
        apply(compiler: Parameters<typeof watchingBundler>[0] & { hooks: Record<'watchRun' | 'done', { tap(name: string, callback: () => void): void }> }) {
          compiler.hooks.watchRun.tap('typed-samples', () => dev.startWatching(watchingBundler(compiler)));
          compiler.hooks.done.tap('typed-samples', firstCompileDone);
        },
      },
    ],
  };
}

/** The bundler config change that ties its persistent cache to `key` (none when it has no such cache). */
export function bundlerCacheVersion(config: { experiments?: unknown }, key: string): { experiments?: { cache: { version: string } } } {
  const cache = (config.experiments as { cache?: { type?: string; version?: string } } | undefined)?.cache;
  if (cache?.type !== 'persistent') return {};
  return { experiments: { cache: { version: `${cache.version ?? ''}-typed-samples-${key}` } } };
}
