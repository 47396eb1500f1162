import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../src/plugins/typed-samples/run/freePort';
import { SampleSite } from './sampleSite';

/**
 * `npm start` serves pages before their types are ready and adds the types
 * as they come (src/plugins/typed-samples/dev), on the small site of
 * ./sampleSite.ts. The type pass is held until the test creates a file
 * (TYPED_SAMPLES_START_WHEN), so that the page is seen without its types
 * whatever the machine's speed.
 */
const site = new SampleSite('site-on-demand');

// A dev server start on a busy 2-core machine.
test.describe.configure({ timeout: 300_000 });

test.afterAll(() => site.removeDocs());

test('npm start shows a page before its types are ready, then its types in place, and the pass’s progress', async ({ page }) => {
  site.writeDocs(['typed', 'expected']);
  const startTypes = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'types-on-demand-')), 'start');
  const port = await freePort();
  const server = site.docusaurus('start', ['--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    TYPED_SAMPLES_START_WHEN: startTypes,
  });
  try {
    // Served while no page has its types: the dev server does not wait for them.
    const url = `http://127.0.0.1:${port}/typed`;
    const served = () => fetch(url, { headers: { accept: 'text/html' } }).then((response) => response.status, () => 0);
    await expect.poll(served, { timeout: 240_000, intervals: [1000] }).toBe(200);
    await page.goto(url);
    const code = page.locator('article pre code').first();
    await expect(code).toContainText("export const loud = shout('types on demand');", { timeout: 60_000 });
    await expect(page.locator('article .typed-id')).toHaveCount(0);
    // The page asked for is checked first.
    await expect.poll(server.output, { timeout: 60_000 }).toContain('[typed-samples] Types of docs/typed.mdx first: a browser asked for it');

    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    fs.writeFileSync(startTypes, '');
    await expect(page.locator('article .typed-id', { hasText: /^shout$/ }).first()).toBeVisible({ timeout: 120_000 });
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded), 'updated in place, not reloaded').toBe(true);

    // Progress of the three pages (the home page too), then the end.
    await expect.poll(server.output, { timeout: 120_000 }).toMatch(/\[typed-samples\] Types of 3 pages ready in [\d.]+ s/);
    expect(server.output()).toContain('[typed-samples] Type-checking the samples of 3 pages in');
    expect(server.output()).toContain('[typed-samples] Types: 1/3 pages');
    expect(server.output()).toContain('[typed-samples] Types: 2/3 pages');
  } finally {
    await test.info().attach('docusaurus start', { body: server.output(), contentType: 'text/plain' });
    await server.stop();
    fs.rmSync(path.dirname(startTypes), { recursive: true, force: true });
  }
});
