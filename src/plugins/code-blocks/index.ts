import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { prism } from '../../config/prism';
import { tokenColourCss } from './tokenColours';

/**
 * The client side of code blocks rendered at build time (./remark.ts, see
 * README.md): their colours in both colour modes, as a stylesheet generated
 * from src/config/prism.ts, and the module that gives every block its copy
 * and word-wrap buttons' behaviour and its keyboard hint, by events delegated
 * to the document.
 */
export default function codeBlocksPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'code-blocks', 'token-colours.css');
  fs.mkdirSync(path.dirname(cssFile), { recursive: true });
  fs.writeFileSync(cssFile, tokenColourCss({ light: prism.theme, dark: prism.darkTheme }));
  return {
    name: 'code-blocks',
    getClientModules() {
      return [cssFile, path.join(__dirname, '..', '..', 'clientModules', 'codeBlocks.ts')];
    },
  };
}
