import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, type Route, test } from '@playwright/test';
import { freePort } from '../../src/plugins/typed-samples/run/freePort';
import { buildSite, expectedIndex, indexOfBuild, removeSite, SITE, writeSite } from '../dev-search/fixtureSite';
import { fromSourcesOnly, readIndex } from '../dev-search/readIndex';
import { docusaurus } from './docusaurusCli';

/**
 * Search in `npm start`: the dev server builds the offline index from the
 * Markdown sources and serves it where the production build has it, and the
 * modal searches it. On the test site of tests/dev-search, whose production
 * index is tests/dev-search/expected.json (checked here against a build).
 * E2E_DEV_PORT sets the dev server's port (default: any free one).
 */

// A build, then a dev server, of the one test site, on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 600_000 });

const EDITED_PAGE = path.join(SITE, 'docs', 'guides', 'advanced', 'edited.mdx');

test.beforeAll(() => writeSite());
test.afterAll(() => removeSite());

async function search(page: Page, query: string) {
  await page.getByRole('button', { name: /Search/ }).first().click();
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await input.fill(query);
  return page.locator('.DocSearch-Hits a');
}

test('the production build of the test site indexes what tests/dev-search/expected.json says', async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-search-build-'));
  try {
    const build = buildSite(outDir);
    expect(await build.exited, build.output()).toBe(0);
    expect(await indexOfBuild(outDir), 'Docusaurus indexes the test site differently: run `npx tsx tests/dev-search/fixtureSite.ts`, then npm run test:unit').toEqual(
      await expectedIndex(),
    );
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

test('npm start serves the index built from the sources: the modal finds pages, and a word added while it runs', async ({ page }) => {
  const port = Number(process.env.E2E_DEV_PORT) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const server = docusaurus(['start', SITE, '--port', String(port), '--host', '127.0.0.1', '--no-open']);
  try {
    await expect.poll(server.output, { timeout: 240_000 }).toContain('compiled successfully');

    // Ctrl+K right after the page has loaded shows the modal at once, with
    // its loading state, however busy the dev server is: here nothing more
    // of the site's code or index arrives until it has shown.
    await page.goto(`${origin}/guides/advanced/edited`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1, { timeout: 120_000 });
    const held: Route[] = [];
    let holding = true;
    await page.route(/\.js(\?|$)|\/search-index\//, (route) => (holding ? held.push(route) : route.continue()));
    await page.keyboard.press('Control+k');
    const loading = page.getByRole('dialog', { name: 'Search' }).filter({ has: page.getByRole('status') });
    await expect(loading).toBeVisible();
    await expect(loading.getByRole('status')).toHaveText('Loading search…');
    await page.keyboard.type('admonition', { delay: 50 });
    await expect(loading.getByRole('searchbox')).toHaveValue('admonition');
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute(/\.js(\?|$)|\/search-index\//);
    // DocSearch's modal (not the stand-in) has the query.
    await expect(page.locator('.DocSearch-Container:not([data-search-shell]) .DocSearch-Input')).toHaveValue('admonition', { timeout: 60_000 });
    await page.keyboard.press('Escape');

    // The first search may come before the index is ready: it waits for it.
    const hits = await search(page, 'admonition title');
    await expect(hits.first()).toHaveAttribute('href', /\/guides\/text#admonitions$/, { timeout: 60_000 });
    const expected = fromSourcesOnly(await expectedIndex());
    const records = expected.reduce((sum, { records: ofPage }) => sum + ofPage.length, 0);
    expect(server.output()).toMatch(new RegExp(`\\[local-search\\] Search index of npm start built from the Markdown sources: ${expected.length} pages as ${records} records in \\d+ ms\\.`));

    // The production index, as far as the sources hold it, at the same URLs.
    const served = await readIndex(async (file) => {
      const response = await fetch(`${origin}/search-index/${file}`, { headers: { Accept: 'application/json' } });
      expect(response.status, file).toBe(200);
      return response.json();
    });
    expect(served).toEqual(expected);

    // An edit reaches the page, and the next search finds the new word.
    await page.keyboard.press('Escape');
    fs.appendFileSync(EDITED_PAGE, '\n## After the edit\n\nA word added while npm start runs: quetzalcoatl.\n');
    await expect(page.getByRole('heading', { name: 'After the edit' })).toBeVisible({ timeout: 120_000 });
    const afterEdit = await search(page, 'quetzalcoatl');
    await expect(afterEdit.first()).toHaveAttribute('href', /\/guides\/advanced\/edited#after-the-edit$/, { timeout: 60_000 });
  } finally {
    await server.stop();
  }
});
