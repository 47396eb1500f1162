import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { it } from 'node:test';
import { pageDescriptionProblems } from './metaDescription';
import { pageTitleProblems } from './pageTitle';
import { findPageResidue } from './visibleText';

/**
 * What a reader meets on every HTML page of the production build: no MDX
 * leftovers in the visible text (./residue.ts), a meta description that says
 * something, a plain-text title.
 */
const buildDir = join(__dirname, '..', '..', 'build');

let pages: Array<{ path: string; html: string }> | undefined;

/** Every built page with its HTML, read once for all the checks. */
function builtPages(): Array<{ path: string; html: string }> {
  if (pages) return pages;
  assert.ok(existsSync(buildDir), 'no build/ folder: run `npm run build` first');
  pages = readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => ({ path: `build/${relative(buildDir, file)}`, html: readFileSync(file, 'utf8') }));
  assert.ok(pages.length > 100, `only ${pages.length} HTML pages in build/`);
  return pages;
}

/** The problems `check` finds on every built page, each prefixed with its page. */
function problemsOfEveryPage(check: (html: string) => string[]): string[] {
  return builtPages().flatMap(({ path, html }) => check(html).map((problem) => `${path}: ${problem}`));
}

it('no built page shows MDX markup as text', () => {
  const found = problemsOfEveryPage((html) => findPageResidue(html).map(({ rule, text }) => `${rule}: ${text}`));
  assert.deepEqual(found, [], `${found.length} leftovers of MDX in the text of built pages`);
});

it('every built page has a meta description that is a sentence about it, not an excerpt of boilerplate', () => {
  const found = problemsOfEveryPage(pageDescriptionProblems);
  assert.deepEqual(found, [], `${found.length} missing or empty-worded meta descriptions in built pages`);
});

it('every built page has a plain-text title, without Markdown from its heading', () => {
  const found = problemsOfEveryPage(pageTitleProblems);
  assert.deepEqual(found, [], `${found.length} titles with Markdown in built pages`);
});
