import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/**
 * Types on TypeScript samples (src/plugins/typed-samples): hover and tap
 * popovers, `// ^?` callouts as plain text, readable in both colour modes.
 */
const ROUTE = '/docs/server/routers';

/** The first `appRouter` identifier of the page's code blocks. */
const appRouter = (page: import('@playwright/test').Page) => page.locator('.typed-id', { hasText: /^appRouter/ }).first();

test('hovering appRouter shows its type in a popover', async ({ page }) => {
  await page.goto(ROUTE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const identifier = appRouter(page);
  const popover = identifier.locator('.typed-popover');
  await expect(popover).toBeHidden();
  await identifier.hover();
  await expect(popover).toBeVisible();
  await expect(popover).toContainText('const appRouter: CreateRouterInner<');
});

test('each popover text is in the page once, and an identifier gets its own copy on hover', async ({ page }) => {
  await page.goto(ROUTE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const texts = await page.locator('template.typed-popover-texts').evaluate((template: HTMLTemplateElement) =>
    Array.from(template.content.children, (child) => child.textContent ?? ''),
  );
  expect(new Set(texts).size).toBe(texts.length);
  // Before any hover, no identifier carries a popover.
  await expect(page.locator('.typed-code .typed-popover')).toHaveCount(0);
  const identifiers = page.locator('.typed-id', { hasText: /^appRouter/ });
  expect(await identifiers.count()).toBeGreaterThan(1);
  await identifiers.nth(1).hover();
  await expect(identifiers.nth(1).locator('.typed-popover')).toContainText('const appRouter: CreateRouterInner<');
  await expect(page.locator('.typed-code .typed-popover')).toHaveCount(1);
});

test('at 390 px a tap shows the popover, inside the viewport', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(ROUTE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const identifier = appRouter(page);
  await identifier.scrollIntoViewIfNeeded();
  await identifier.tap();
  const popover = identifier.locator('.typed-popover');
  await expect(popover).toBeVisible();
  await expect(popover).toContainText('CreateRouterInner');
  const box = (await popover.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await context.close();
});

test('callouts are visible text with JavaScript disabled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(ROUTE);
  const callout = page.locator('.typed-callout').first();
  await expect(callout).toBeVisible();
  await expect(callout).toContainText('const post: {');
  // The `// ^?` line itself is not shown.
  await expect(page.locator('.typed-code').first()).not.toContainText('^?');
  await context.close();
});

test('an expected error underlines its code and explains it under the line', async ({ page }) => {
  await page.goto('/docs/reactjs/usequery');
  const underlined = page.locator('.typed-error-span');
  await expect(underlined.first()).toBeVisible();
  const text = (await underlined.allTextContents()).join('');
  expect(text.replace(/\s+/g, ' ')).toBe('{ enabled: false }');
  const decoration = await underlined.first().evaluate((element) => getComputedStyle(element).textDecorationStyle);
  expect(decoration).toBe('wavy');
  await expect(page.locator('.typed-error').first()).toContainText("Argument of type '{ enabled: boolean; }'");
});

test('the copy button copies the shown source without callouts', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto(ROUTE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const block = page.locator('.theme-code-block', { has: page.locator('.typed-callout') }).first();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("const post = await client.post.byId.query({ id: '1' });");
  expect(copied).not.toContain('^?');
  expect(copied).not.toContain('const post: {');
  await context.close();
});

test('dark-mode popovers and callouts pass axe', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(ROUTE);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const identifier = appRouter(page);
  await identifier.hover();
  await expect(identifier.locator('.typed-popover')).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include('.typed-code')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
});

test('generated API pages show their code blocks as plain code, without types', async ({ page }) => {
  // TypeDoc writes the `@default undefined` of reactQueryContext as a ts code block.
  await page.goto('/docs/typedoc/next/interfaces/WithTRPCSSROptions');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('#reactquerycontext ~ div pre code').first()).toHaveText('undefined');
  await expect(page.locator('.typed-id')).toHaveCount(0);
  await expect(page.locator('template.typed-popover-texts')).toHaveCount(0);
});
