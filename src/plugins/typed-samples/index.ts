import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { prism } from '../../config/prism';
import { tokenColourCss } from './render/tokenColours';
import { startSitePass } from './site/siteSamples';
import { toolchainKey } from './site/toolchainKey';

/**
 * The client side of TypeScript samples rendered at build time (see
 * ./remark.ts): the token colours of both colour modes, as a stylesheet
 * generated from src/config/prism.ts, and the popover placement module. It
 * also starts the site's type pass when plugins are created, in worker
 * threads (site/typePool.ts), so that it runs while the other plugins load
 * and the bundler starts.
 */
export default function typedSamplesPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'typed-samples', 'token-colours.css');
  fs.mkdirSync(path.dirname(cssFile), { recursive: true });
  fs.writeFileSync(cssFile, tokenColourCss({ light: prism.theme, dark: prism.darkTheme }));
  const log = (line: string) => console.log(`[typed-samples] ${line}`);
  startSitePass(context.siteDir, { log });
  return {
    name: 'typed-samples',
    configureWebpack(config) {
      // Compiled pages embed the samples' HTML, but the bundler's persistent
      // cache only sees the Markdown files: a new renderer or new tRPC types
      // must evict it, or a warm build would ship the old rendering.
      return bundlerCacheVersion(config, toolchainKey(context.siteDir));
    },
    getClientModules() {
      // The popover module is part of this site's code, wherever the site being built is.
      return [cssFile, path.join(__dirname, '..', '..', 'clientModules', 'typedSamplePopovers.ts')];
    },
  };
}

/** The bundler config change that ties its persistent cache to `key` (none when it has no such cache). */
export function bundlerCacheVersion(config: { experiments?: unknown }, key: string): { experiments?: { cache: { version: string } } } {
  const cache = (config.experiments as { cache?: { type?: string; version?: string } } | undefined)?.cache;
  if (cache?.type !== 'persistent') return {};
  return { experiments: { cache: { version: `${cache.version ?? ''}-typed-samples-${key}` } } };
}
