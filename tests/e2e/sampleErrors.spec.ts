import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../../src/plugins/typed-samples/run/freePort';
import { expectedLines, SampleSite } from './sampleSite';

/**
 * What `npm run build` and `npm start` do with TypeScript samples that fail,
 * on a small site with the typed-samples plugins (./sampleSite.ts).
 */

// Both commands use the site's one docs folder; a build or a dev server start on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const site = new SampleSite('site');

test.afterAll(() => site.removeDocs());

test('npm run build stops once the type pass is done, listing every problem of every failing sample once, without a stack trace', async () => {
  site.writeDocs(['broken', 'expected']);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-errors-build-'));
  try {
    const build = site.docusaurus('build', ['--out-dir', outDir]);
    expect(await build.exited).not.toBe(0);
    const output = build.output();
    const list = output.slice(output.indexOf('[ERROR] '));
    expect(list).toMatch(/^\[ERROR\] TypeScript samples to fix \(3 problems; `npm run check:samples docs\/broken\.mdx` checks this page alone; src\/plugins\/typed-samples\/README\.md has the conventions\):\n/);
    for (const line of expectedLines('broken')) expect(list).toContain(`  - ${line}\n`);
    expect(output.match(/TypeScript samples to fix/g)).toHaveLength(1);
    // Stopped by the type pass, not by the bundler at its end, and with nothing of Docusaurus's error printing.
    expect(output).not.toContain('compiled with errors');
    expect(output).not.toMatch(/^\s+at /m);
    // Samples that expect their errors or opt out with a reason are not errors.
    expect(build.output()).not.toContain('docs/expected.mdx:');
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

test('npm run build passes samples that expect their errors or opt out with a reason', async () => {
  site.writeDocs(['expected']);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-errors-build-'));
  try {
    const build = site.docusaurus('build', ['--out-dir', outDir]);
    expect(await build.exited, build.output()).toBe(0);
    expect(fs.readFileSync(path.join(outDir, 'expected', 'index.html'), 'utf8')).toContain('Expected errors');
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

test('npm start prints the problems and shows them over the page until the sample is fixed', async ({ page }) => {
  site.writeDocs(['broken', 'expected']);
  const port = await freePort();
  const server = site.docusaurus('start', ['--port', String(port), '--host', '127.0.0.1', '--no-open']);
  try {
    await expect.poll(server.output, { timeout: 240_000 }).toContain('docs/broken.mdx:');
    for (const line of expectedLines('broken')) expect(server.output()).toContain(line);

    await page.goto(`http://127.0.0.1:${port}/broken`);
    const overlay = page.frameLocator('#webpack-dev-server-client-overlay').locator('body');
    for (const line of expectedLines('broken')) await expect(overlay).toContainText(line, { timeout: 60_000 });

    site.replacePage('broken', 'broken.fixed');
    await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0, { timeout: 120_000 });
    await expect(page.locator('article code').first()).toContainText("shout('forty-two');", { timeout: 60_000 });
  } finally {
    await server.stop();
  }
});
