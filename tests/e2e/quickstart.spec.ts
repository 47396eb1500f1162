import { expect, test } from '@playwright/test';

/**
 * The quickstart from an empty folder: what it asks readers to install,
 * configure and type, as the page shows it. tests/quickstart checks that the
 * shown tsconfig.json and files compile and that tsc prints the shown error.
 */

test.describe.configure({ timeout: 60_000 });

/** The code blocks of the page's section under the h2 `heading`, as their text. */
async function blocksUnder(page: import('@playwright/test').Page, heading: string): Promise<string[]> {
  return page.locator('article .markdown').evaluate((article, heading) => {
    const blocks: string[] = [];
    let inSection = false;
    for (const element of Array.from(article.children)) {
      if (element.tagName === 'H2') inSection = element.textContent?.replace(/\u200B|#$/g, '').trim() === heading;
      else if (inSection) for (const pre of Array.from(element.querySelectorAll('pre'))) if (pre.closest('[role="tabpanel"][hidden]') === null) blocks.push((pre.textContent ?? '').trim());
      if (inSection && element.tagName === 'PRE') blocks.push((element.textContent ?? '').trim());
    }
    return blocks;
  }, heading);
}

test('the quickstart installs TypeScript and tsx, shows the tsconfig.json and a type-check step', async ({ page }) => {
  await page.goto('/docs/quickstart', { timeout: 30_000 });
  const install = await blocksUnder(page, 'Install the packages');
  expect(install).toContain('npm install --save-dev typescript tsx @types/node');
  const configure = await blocksUnder(page, 'Configure TypeScript');
  expect(configure.join('\n')).toContain('"strict": true');
  await expect(page.locator('[class*="codeBlockTitle"]').filter({ hasText: /^tsconfig\.json$/ })).toBeVisible();
  expect(await blocksUnder(page, 'Check the types')).toEqual(['npx tsc --noEmit']);
  // The wrong input shows what tsc prints for it.
  expect((await blocksUnder(page, 'What the types give you')).join('\n')).toContain("client.ts(10,47): error TS2322: Type 'number' is not assignable to type 'string'.");
});

test('"Run it" gives one block per terminal', async ({ page }) => {
  await page.goto('/docs/quickstart', { timeout: 30_000 });
  const blocks = await blocksUnder(page, 'Run it');
  expect(blocks.slice(0, 2)).toEqual(['npx tsx server.ts', 'npx tsx client.ts']);
});
