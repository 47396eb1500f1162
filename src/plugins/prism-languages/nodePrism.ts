/**
 * A Prism for the build, with exactly the grammars the browser's has
 * (./register.ts), registered in the same order, so code highlighted at
 * build time gets the tokens the theme's CodeBlock would give it in the
 * browser. prism-react-renderer's own instance is no use here: in Node it
 * keeps the 26 grammars its bundle registers (the bundler strips them only
 * for the site's JS), and some of them patch others (css adds style
 * attributes to markup, and so to jsx and tsx).
 */
import type { Prism as PrismType } from 'prism-react-renderer';
import { PRISM_LANGUAGES } from './languages';

/* eslint-disable @typescript-eslint/no-require-imports */
const global = globalThis as { Prism?: unknown };
const previous = global.Prism;
// prismjs' core sets the global itself; its grammar files extend that global.
const prism = require('prismjs/components/prism-core') as typeof PrismType;
global.Prism = prism;
for (const language of PRISM_LANGUAGES) require(`prismjs/components/prism-${language}`);
if (previous === undefined) delete global.Prism;
else global.Prism = previous;
/* eslint-enable @typescript-eslint/no-require-imports */

export const nodePrism = prism;
