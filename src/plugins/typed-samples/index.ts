import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { prism } from '../../config/prism';
import { tokenColourCss } from './tokenColours';

/**
 * The client side of TypeScript samples rendered at build time (see
 * ./remark.ts): the token colours of both colour modes, as a stylesheet
 * generated from src/config/prism.ts, and the popover placement module.
 */
export default function typedSamplesPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'typed-samples', 'token-colours.css');
  fs.mkdirSync(path.dirname(cssFile), { recursive: true });
  fs.writeFileSync(cssFile, tokenColourCss({ light: prism.theme, dark: prism.darkTheme }));
  return {
    name: 'typed-samples',
    getClientModules() {
      return [cssFile, path.join(context.siteDir, 'src', 'clientModules', 'typedSamplePopovers.ts')];
    },
  };
}
