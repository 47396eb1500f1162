import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accepting, freePort } from '../../src/plugins/typed-samples/run/freePort';
import { SiteCopy } from './siteCopy';

/**
 * `npm start` of this site from cold (a copy without generated files or
 * caches, ./siteCopy.ts): the page a browser opens as soon as the server
 * takes connections, while the bundler's first compile and the type pass
 * run, gets its types in place (a hot update, no reload) and keeps them
 * after a reload.
 *
 * The race a busy machine runs by chance is run every time: the type pass
 * is held (TYPED_SAMPLES_START_WHEN) until the page's module was built
 * without its types and the browser's request came; the end of the first
 * compile is held (./firstCompileHold.ts) until the page's stamp says
 * `typed`. So its types come, and its stamp is rewritten, while the first
 * compile runs, before the bundler's file watcher has started.
 */

// A cold dev server start of the whole site on a busy 2-core machine.
test.describe.configure({ timeout: 900_000 });

const ROUTE = '/docs/server/procedures';
const DOC_PATH = 'docs/server/procedures.mdx';


test('npm start from cold: the page opened during the first compile gets its types without a reload, and keeps them', async ({ page }) => {
  const site = new SiteCopy();
  site.holdFirstCompile(DOC_PATH);
  const startTypes = path.join(site.dir, 'start-types');
  const port = await freePort();
  const server = site.start(port, { TYPED_SAMPLES_START_WHEN: startTypes });
  try {
    await expect.poll(() => accepting(port), { timeout: 600_000, intervals: [250] }).toBe(true);
    // Answered when the first compile ends.
    const served = page.goto(`http://127.0.0.1:${port}${ROUTE}`, { timeout: 600_000 });
    await expect.poll(server.output, { timeout: 60_000 }).toContain(`[typed-samples] Types of ${DOC_PATH} first: a browser asked for it`);
    await expect.poll(server.output, { timeout: 600_000 }).toContain(`[first-compile-hold] first compile built, stamp of ${DOC_PATH}: untyped`);
    fs.writeFileSync(startTypes, '');
    await served;
    await expect(page.locator('article pre code').first()).toContainText('initTRPC', { timeout: 60_000 });
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    const initTRPC = page.locator('article .typed-id', { hasText: /^initTRPC$/ }).first();
    await expect(initTRPC, 'the page gets its types in place').toBeVisible({ timeout: 180_000 });
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded), 'updated in place, not reloaded').toBe(true);
    await initTRPC.hover();
    await expect(page.locator('.typed-popover').filter({ visible: true })).toContainText('initTRPC');

    await page.reload();
    await expect(page.locator('article .typed-id', { hasText: /^initTRPC$/ }).first(), 'after a reload').toBeVisible({ timeout: 120_000 });
  } finally {
    await test.info().attach('docusaurus start', { body: server.output(), contentType: 'text/plain' });
    await server.stop();
    site.remove();
  }
});
