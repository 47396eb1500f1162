import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../src/plugins/typed-samples/run/freePort';
import { docusaurus } from './docusaurusCli';

/**
 * What `npm run build` and `npm start` do with TypeScript samples that fail,
 * on a small site with the typed-samples plugins (tests/sample-errors/site).
 * Its docs/ folder is written here from tests/sample-errors/pages, where
 * each failing page comes with the lines the build must print for it
 * (`<page>.errors.txt`) and, for the dev server, its fixed version.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const FIXTURES = path.join(ROOT, 'tests', 'sample-errors');
const SITE = path.join(FIXTURES, 'site');
const DOCS = path.join(SITE, 'docs');

// Both commands use the site's one docs folder; a build or a dev server start on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

/** Makes the site's docs its home page and the given pages of tests/sample-errors/pages. */
function writeDocs(pages: string[]): void {
  fs.rmSync(DOCS, { recursive: true, force: true });
  fs.mkdirSync(DOCS);
  for (const name of ['index', ...pages]) fs.copyFileSync(path.join(FIXTURES, 'pages', `${name}.mdx`), path.join(DOCS, `${name}.mdx`));
}

const expectedLines = (page: string) => fs.readFileSync(path.join(FIXTURES, 'pages', `${page}.errors.txt`), 'utf8').trim().split('\n');

test.afterAll(() => fs.rmSync(DOCS, { recursive: true, force: true }));

test('npm run build fails, naming every problem of every failing sample', async () => {
  writeDocs(['broken', 'expected']);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-errors-build-'));
  try {
    const build = docusaurus(['build', SITE, '--out-dir', outDir]);
    expect(await build.exited).not.toBe(0);
    for (const line of expectedLines('broken')) expect(build.output()).toContain(line);
    // Samples that expect their errors or opt out with a reason are not errors.
    expect(build.output()).not.toContain('docs/expected.mdx:');
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

test('npm run build passes samples that expect their errors or opt out with a reason', async () => {
  writeDocs(['expected']);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-errors-build-'));
  try {
    const build = docusaurus(['build', SITE, '--out-dir', outDir]);
    expect(await build.exited, build.output()).toBe(0);
    expect(fs.readFileSync(path.join(outDir, 'expected', 'index.html'), 'utf8')).toContain('Expected errors');
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

test('npm start prints the problems and shows them over the page until the sample is fixed', async ({ page }) => {
  writeDocs(['broken', 'expected']);
  const port = await freePort();
  const server = docusaurus(['start', SITE, '--port', String(port), '--host', '127.0.0.1', '--no-open']);
  try {
    await expect.poll(server.output, { timeout: 240_000 }).toContain('docs/broken.mdx:');
    for (const line of expectedLines('broken')) expect(server.output()).toContain(line);

    await page.goto(`http://127.0.0.1:${port}/broken`);
    const overlay = page.frameLocator('#webpack-dev-server-client-overlay').locator('body');
    for (const line of expectedLines('broken')) await expect(overlay).toContainText(line, { timeout: 60_000 });

    fs.copyFileSync(path.join(FIXTURES, 'pages', 'broken.fixed.mdx'), path.join(DOCS, 'broken.mdx'));
    await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0, { timeout: 120_000 });
    await expect(page.locator('article code').first()).toContainText("shout('forty-two');", { timeout: 60_000 });
  } finally {
    await server.stop();
  }
});
