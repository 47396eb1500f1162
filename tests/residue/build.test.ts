import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { it } from 'node:test';
import { pageDescriptionProblems } from './metaDescription';
import { pageTitleProblems } from './pageTitle';
import { findPageResidue } from './visibleText';

/**
 * The visible text of every HTML page of the production build holds no MDX
 * leftovers (./residue.ts): what a reader would see as raw markup.
 */
const buildDir = join(__dirname, '..', '..', 'build');

function builtPages(): string[] {
  assert.ok(existsSync(buildDir), 'no build/ folder: run `npm run build` first');
  const pages = readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
  assert.ok(pages.length > 100, `only ${pages.length} HTML pages in build/`);
  return pages;
}

it('no built page shows MDX markup as text', () => {
  const pages = builtPages();
  const found = pages.flatMap((file) =>
    findPageResidue(readFileSync(file, 'utf8')).map(
      ({ rule, text }) => `build/${relative(buildDir, file)}: ${rule}: ${text}`,
    ),
  );
  assert.deepEqual(found, [], `${found.length} leftovers of MDX in the text of built pages`);
});

it("every built page has a meta description that is a sentence about it, not an excerpt of boilerplate", () => {
  const found = builtPages().flatMap((file) =>
    pageDescriptionProblems(readFileSync(file, 'utf8')).map((problem) => `build/${relative(buildDir, file)}: ${problem}`),
  );
  assert.deepEqual(found, [], `${found.length} missing or empty-worded meta descriptions in built pages`);
});

it('every built page has a plain-text title, without Markdown from its heading', () => {
  const found = builtPages().flatMap((file) =>
    pageTitleProblems(readFileSync(file, 'utf8')).map((problem) => `build/${relative(buildDir, file)}: ${problem}`),
  );
  assert.deepEqual(found, [], `${found.length} titles with Markdown in built pages`);
});
