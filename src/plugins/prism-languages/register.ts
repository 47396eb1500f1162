/**
 * Registers the site's Prism grammars (./languages.ts) on prism-react-renderer's
 * Prism instance. Imported by the CodeBlock wrapper (src/theme/CodeBlock), so
 * the grammars travel in the chunk of the code block component, loaded with
 * the pages that have code, instead of in main.js of every page, which is
 * where Docusaurus' own `prism.additionalLanguages` would put them.
 *
 * prismjs' grammar files extend a global `Prism`; like Docusaurus'
 * prism-include-languages, mount the instance while they load. The requires
 * are spelled out (the bundler needs literal paths) in PRISM_LANGUAGES order;
 * languages.test.ts keeps the two lists equal.
 */
import { Prism } from 'prism-react-renderer';

const global = globalThis as { Prism?: unknown };
const previous = global.Prism;
global.Prism = Prism;
/* eslint-disable @typescript-eslint/no-require-imports */
require('prismjs/components/prism-markup');
require('prismjs/components/prism-regex');
require('prismjs/components/prism-clike');
require('prismjs/components/prism-javascript');
require('prismjs/components/prism-javadoclike');
require('prismjs/components/prism-typescript');
require('prismjs/components/prism-jsdoc');
require('prismjs/components/prism-js-extras');
require('prismjs/components/prism-jsx');
require('prismjs/components/prism-tsx');
require('prismjs/components/prism-json');
require('prismjs/components/prism-bash');
require('prismjs/components/prism-http');
/* eslint-enable @typescript-eslint/no-require-imports */
if (previous === undefined) delete global.Prism;
else global.Prism = previous;
