/**
 * The Prism grammars the site ships, in registration order. They cover every
 * fence language of the docs, the blog and the pages (`languages.test.ts`
 * checks that) and nothing else: every grammar is in the JS of every page,
 * and registering one costs main-thread time on each load.
 *
 * Grammars copy or patch the ones registered before them (jsx extends markup
 * and javascript; javadoclike, jsdoc and js-extras add doc-comment, import
 * and method tokens to javascript), so the order decides the tokens. It is
 * the order prism-react-renderer's bundle used, which keeps the highlighted
 * HTML of every page as it was. regex, javadoclike, jsdoc and js-extras are
 * not fence languages but refine JS and TS code (regex literals, doc comments).
 */
export const PRISM_LANGUAGES = [
  'markup',
  'regex',
  'clike',
  'javascript',
  'javadoclike',
  'typescript',
  'jsdoc',
  'js-extras',
  'jsx',
  'tsx',
  'json',
  'bash',
  'http',
] as const;

/**
 * Fence languages that need no grammar (plain text), and the aliases the
 * grammars above define for themselves.
 */
export const PLAIN_LANGUAGES = ['text', 'txt', 'plain', 'plaintext'];
export const LANGUAGE_ALIASES: Record<string, (typeof PRISM_LANGUAGES)[number]> = {
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  js: 'javascript',
  ts: 'typescript',
  sh: 'bash',
  shell: 'bash',
  webmanifest: 'json',
};
