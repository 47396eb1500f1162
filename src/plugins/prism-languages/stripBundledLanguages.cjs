// @ts-check
/**
 * Rspack loader for prism-react-renderer's single-file bundle: removes the
 * 26 grammars it registers unconditionally (Swift, Go, Python, SQL, …), so
 * that the site ships only the grammars it registers itself (./register.ts,
 * ./languages.ts). The Prism
 * core, the themes and the Highlight component are left untouched.
 *
 * The bundle marks the block with esbuild's source comments. If a new
 * version lays it out differently, the build fails here instead of silently
 * shipping every grammar again (or none).
 */
const START = '// src/prism-langs.ts\n';
const CORE = 'var Prism = __toESM(require_prism());\n';
const END = '// src/themes/index.ts\n';

/** @param {string} source */
function stripBundledLanguages(source) {
  const start = source.indexOf(START);
  const core = source.indexOf(CORE, start);
  const end = source.indexOf(END, core);
  if (start === -1 || core !== start + START.length || end === -1) {
    throw new Error(
      'prism-languages: prism-react-renderer/dist/index.mjs no longer has the "// src/prism-langs.ts" block this ' +
        'loader removes. Check the installed prism-react-renderer version and update ' +
        'src/plugins/prism-languages/stripBundledLanguages.cjs.',
    );
  }
  const afterCore = core + CORE.length;
  return `${source.slice(0, afterCore)}// (bundled grammars removed: see src/plugins/prism-languages)\n\n${source.slice(end)}`;
}

/** @this {{ resourcePath: string }} @param {string} source */
module.exports = function loader(source) {
  return stripBundledLanguages(source);
};
module.exports.stripBundledLanguages = stripBundledLanguages;
