import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { prism } from '../../config/prism';
import { renderedSiteSamples } from './rendered-samples';
import { tokenColourCss } from './tokenColours';

/**
 * The client side of TypeScript samples rendered at build time (see
 * ./remark.ts): the token colours of both colour modes, as a stylesheet
 * generated from src/config/prism.ts, and the popover placement module. It
 * also starts the site's type pass when plugins are created, so that it runs
 * while the other plugins load and the bundler starts.
 */
export default function typedSamplesPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'typed-samples', 'token-colours.css');
  fs.mkdirSync(path.dirname(cssFile), { recursive: true });
  fs.writeFileSync(cssFile, tokenColourCss({ light: prism.theme, dark: prism.darkTheme }));
  // Not awaited here: pages await it in the remark plugin, which reports a failure.
  renderedSiteSamples(context.siteDir).catch(() => {});
  return {
    name: 'typed-samples',
    getClientModules() {
      return [cssFile, path.join(context.siteDir, 'src', 'clientModules', 'typedSamplePopovers.ts')];
    },
  };
}
