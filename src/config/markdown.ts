import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import staticCodeBlocks from '../plugins/code-blocks/remark';
import typedSamples from '../plugins/typed-samples/remark';

/**
 * Remark plugins shared by docs (both versions), blog and pages, so a code
 * fence renders the same wherever it is written.
 */
export const remarkPlugins = [
  // TypeScript fences: hide setup before `// ---cut---` and directives, split
  // `// @filename` fences into titled blocks (they are type-checked by
  // `npm run check:samples`). Runs first so later plugins see the final code.
  typedSamples,
  // `npm install …` fences become npm / yarn / pnpm / bun tabs; `sync` keeps
  // the reader's choice across every page.
  [npm2yarn, { sync: true, converters: ['yarn', 'pnpm', 'bun'] }],
  // Every code block, the ones above included, becomes HTML highlighted at
  // build time, which React shows without hydrating it.
  staticCodeBlocks,
];
