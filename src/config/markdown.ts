import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';

/**
 * Remark plugins shared by docs (both versions), blog and pages, so a code
 * fence renders the same wherever it is written.
 */
export const remarkPlugins = [
  // `npm install …` fences become npm / yarn / pnpm / bun tabs; `sync` keeps
  // the reader's choice across every page.
  [npm2yarn, { sync: true, converters: ['yarn', 'pnpm', 'bun'] }],
];
