import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { LANGUAGE_ALIASES, PLAIN_LANGUAGES, PRISM_LANGUAGES } from './languages';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { stripBundledLanguages } = require('./stripBundledLanguages.cjs') as {
  stripBundledLanguages(source: string): string;
};

const root = path.join(__dirname, '..', '..', '..');
const CONTENT_DIRS = ['docs', 'versioned_docs', 'blog', 'src/pages', 'src/components'];
const GENERATED = path.join(root, 'docs', 'typedoc');

function contentFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === GENERATED ? [] : contentFiles(file);
    return /\.(mdx?|tsx)$/.test(entry.name) ? [file] : [];
  });
}

describe('Prism languages', () => {
  it('registers a grammar for every fence language the content uses', () => {
    const shipped = new Set<string>([...PRISM_LANGUAGES, ...Object.keys(LANGUAGE_ALIASES), ...PLAIN_LANGUAGES]);
    const missing = new Map<string, string>();
    for (const file of CONTENT_DIRS.flatMap((dir) => contentFiles(path.join(root, dir)))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/^\s*(?:```|~~~)([\w+#-]+)/gm)) {
        const language = match[1].toLowerCase();
        if (!shipped.has(language)) missing.set(language, path.relative(root, file));
      }
    }
    assert.deepEqual(
      Object.fromEntries(missing),
      {},
      'add these languages to src/plugins/prism-languages/languages.ts (or use ```text)',
    );
  });

  it('registers exactly these grammars, in this order', () => {
    const source = readFileSync(path.join(__dirname, 'register.ts'), 'utf8');
    const required = [...source.matchAll(/require\('prismjs\/components\/prism-([\w-]+)'\)/g)].map((match) => match[1]);
    assert.deepEqual(required, [...PRISM_LANGUAGES]);
  });

  it('only lists grammars that prismjs provides', () => {
    for (const language of PRISM_LANGUAGES) {
      assert.doesNotThrow(() => require.resolve(`prismjs/components/prism-${language}`), language);
    }
  });

  it('strips the bundled grammars of the installed prism-react-renderer and keeps the rest', () => {
    const file = require.resolve('prism-react-renderer').replace(/index\.js$/, 'index.mjs');
    const original = readFileSync(file, 'utf8');
    const stripped = stripBundledLanguages(original);
    assert.match(original, /Prism\.languages\.swift =/);
    assert.doesNotMatch(stripped, /Prism\.languages\.(swift|python|go|markup) =/);
    assert.match(stripped, /var Prism = __toESM\(require_prism\(\)\);/);
    assert.match(stripped, /Highlight2 as Highlight/);
    assert.ok(stripped.length < original.length - 50_000);
  });

  it('fails loudly when the bundle is laid out differently', () => {
    assert.throws(() => stripBundledLanguages('export const Highlight = 1;'), /no longer has the/);
  });
});
