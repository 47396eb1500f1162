import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { llmsTxt } from '../../src/config/llms';
import { findMarkdownResidue } from '../residue/residue';
import { API_PACKAGES } from '../../src/plugins/typedoc-api';
import { GENERATED_PREFIX, parseRouteList } from '../routes/contract';

/**
 * The llms files of the production build (src/plugins/llms-txt): every docs
 * route of the contract is listed in its version's index, and the full texts
 * are clean Markdown. Run after `npm run build` with the default SITE_URL and
 * BASE_URL, like the other build tests.
 */
const root = join(__dirname, '..', '..');
const buildDir = join(root, 'build');
const origin = 'https://trpc.io';

function read(name: string): string {
  const file = join(buildDir, name);
  assert.ok(existsSync(file), `build/${name} is missing: run \`npm run build\` first`);
  return readFileSync(file, 'utf8');
}

/** The routes of one `[section]` of routes.txt. */
function contractSection(name: string): string[] {
  const text = readFileSync(join(root, 'tests', 'routes', 'routes.txt'), 'utf8');
  const start = text.indexOf(`[${name}]`);
  assert.ok(start >= 0, `routes.txt has no [${name}] section`);
  const end = text.indexOf('\n[', start + 1);
  return parseRouteList(text.slice(start, end < 0 ? undefined : end));
}

/** The page paths an index links to, without origin and trailing slash. */
function linkedPaths(index: string): Set<string> {
  return new Set(
    [...index.matchAll(/^- \[[^\n]*?\]\((https?:\/\/[^)\s]+)\)/gm)].map(([, url]) => {
      assert.ok(url.startsWith(`${origin}/`), `${url} is not on ${origin}`);
      const path = url.slice(origin.length).replace(/#.*$/, '');
      return path.length > 1 ? path.replace(/\/$/, '') : path;
    }),
  );
}

/**
 * Unlisted pages (the home page's steps, /docs/landing-intro/StepN) are
 * routes, built with a robots noindex meta, and kept out of the llms files as
 * out of search.
 */
function isUnlistedRoute(route: string): boolean {
  return /<meta\b(?=[^>]*\bname="?robots\b)(?=[^>]*\bcontent="?noindex)[^>]*>/.test(read(`${route.slice(1)}/index.html`));
}

const [current, v9] = llmsTxt.versions;

describe('llms.txt files', () => {
  it('list every 10.x docs route in llms.txt, the API reference by its package indexes', () => {
    const listed = linkedPaths(read(current.index));
    const routes = contractSection('docs 10.x');
    assert.ok(routes.length > 50, 'routes.txt lists the 10.x docs');
    assert.deepEqual(routes.filter((route) => !listed.has(route) && !isUnlistedRoute(route)), [], 'routes missing from llms.txt');
    assert.deepEqual(routes.filter((route) => listed.has(route) && isUnlistedRoute(route)), [], 'unlisted pages listed in llms.txt');
    const packageIndexes = API_PACKAGES.map((pkg) => `${GENERATED_PREFIX}${pkg}`);
    assert.deepEqual(packageIndexes.filter((route) => !listed.has(route)), [], 'API reference packages missing from llms.txt');
  });

  it('list every 9.x docs route in llms-v9.txt', () => {
    const listed = linkedPaths(read(v9.index));
    const routes = contractSection('docs 9.x');
    assert.deepEqual(routes.filter((route) => !listed.has(route)), [], 'routes missing from llms-v9.txt');
    assert.ok([...listed].every((path) => path.startsWith('/docs/v9') || path.startsWith('/llms')), 'llms-v9.txt links only 9.x pages');
  });

  it('link the 9.x files and the full texts from llms.txt', () => {
    const listed = linkedPaths(read(current.index));
    for (const file of [current.full, v9.index, v9.full]) assert.ok(listed.has(`/${file}`), `${file} is not linked`);
  });

  for (const { index, full } of llmsTxt.versions) {
    it(`give every page of ${index} with a text its title and URL in ${full}`, () => {
      const text = read(full);
      const urls = [...text.matchAll(/^# .+\n\nURL: (\S+)$/gm)].map(([, url]) => url);
      assert.ok(urls.length > 30, `${full} has pages`);
      const listed = [...read(index).matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map(([, url]) => url);
      assert.deepEqual(urls.filter((url) => !listed.includes(url)), [], `pages of ${full} that ${index} does not list`);
      assert.ok(!urls.some((url) => url.includes('/typedoc/')), 'no generated API pages in the full text');
    });

    it(`leave no MDX or sample syntax in ${full}`, () => {
      assert.deepEqual(findMarkdownResidue(read(full)), []);
    });
  }
});
