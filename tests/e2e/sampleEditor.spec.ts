import { expect as baseExpect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';

/**
 * The sample editor (src/plugins/sample-editor) on the built site: Edit on
 * the quickstart's samples turns them into editors in place, with live
 * errors under their lines and types that follow from one file to another,
 * with the network cut once the editor is loaded, from the keyboard alone,
 * on a phone; Reset and Copy.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
// A cold start loads the compiler and the declaration files: on a busy 2-core machine, give it time.
test.describe.configure({ timeout: 180_000 });

const ROUTE = '/docs/quickstart';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The code block titled `title` (the first of the page). */
const titled = (page: Page, title: string) =>
  page.locator('.theme-code-block').filter({ has: page.locator('[class*="codeBlockTitle"]', { hasText: new RegExp(`^${title}`) }) }).first();

async function open(page: Page): Promise<void> {
  await page.goto(ROUTE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Activates the Edit button of `block` and waits for its first live check. */
async function edit(block: Locator): Promise<Locator> {
  await block.getByRole('button', { name: 'Edit this sample' }).click();
  return live(block);
}

/** The editor in `block`, once its first check is shown. */
async function live(block: Locator): Promise<Locator> {
  await expect(block.locator('[class*="status"]')).toHaveText(/problem/, { timeout: 120_000 });
  return block.locator('.cm-content');
}

/** Puts the cursor at the end of the shown line that contains `text`. */
async function endOfLine(editor: Locator, text: string): Promise<void> {
  await editor.locator('.cm-line', { hasText: text }).first().click();
  await editor.page().keyboard.press('End');
}

/** Where the first whole-word `name` on the editor's line containing `line` is, in the viewport. */
async function wordCentre(editor: Locator, line: string, name: string): Promise<{ x: number; y: number }> {
  const target = editor.locator('.cm-line', { hasText: line }).first();
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((element, word) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let text = '';
    const nodes: { node: Text; start: number }[] = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      nodes.push({ node, start: text.length });
      text += node.data;
    }
    const at = new RegExp(`\\b${word}\\b`).exec(text)!.index + 1;
    const { node, start } = nodes.filter((entry) => entry.start <= at).at(-1)!;
    const range = document.createRange();
    range.setStart(node, at - start);
    range.setEnd(node, at - start + 1);
    const box = range.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, name);
}

/** The quick info a hover on `name` (on the line containing `line`) shows. */
async function hoverText(editor: Locator, line: string, name: string): Promise<string> {
  const page = editor.page();
  await page.mouse.move(0, 0);
  const { x, y } = await wordCentre(editor, line, name);
  await page.mouse.move(x, y);
  const tooltip = page.locator('.cm-tooltip-hover');
  await expect(tooltip).toBeVisible();
  return (await tooltip.textContent()) ?? '';
}

test('Edit on a quickstart sample: an error typed shows its message under its line', async ({ page }) => {
  await open(page);
  const server = titled(page, 'server.ts');
  const editor = await edit(server);
  await expect(server.locator('[class*="status"]')).toHaveText('No problems');
  await endOfLine(editor, 'let nextId = 1;');
  await page.keyboard.type("\nconst limit: number = 'ten';", { delay: 30 });
  const note = server.locator('.typed-error', { hasText: "Type 'string' is not assignable to type 'number'." });
  await expect(note).toBeVisible();
  await expect(note).toContainText('(TS2322)');
  // Under the line it is about, and the code it is about underlined.
  const line = editor.locator('.cm-line', { hasText: 'const limit' });
  expect((await note.boundingBox())!.y).toBeGreaterThan((await line.boundingBox())!.y);
  await expect(line.locator('.typed-error-span')).toHaveText('limit');
  await expect(server.locator('[class*="status"]')).toHaveText('1 problem');
});

/** Changes what `listTodos` returns in server.ts; the client's `all` and its loop follow. */
async function changeReturn(page: Page): Promise<void> {
  const server = titled(page, 'server.ts');
  const client = titled(page, 'client.ts');
  const serverEditor = server.locator('.cm-content');
  const clientEditor = client.locator('.cm-content');
  expect(await hoverText(clientEditor, 'const all', 'all')).toMatch(/^const all: \S*Todo\S*\[\]$/);
  await serverEditor.locator('.cm-line', { hasText: 'return [...todos.values()];' }).click();
  await page.keyboard.press('End');
  for (let key = 0; key < 'return [...todos.values()];'.length; key++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.type('return todos.size;', { delay: 30 });
  await expect(client.locator('.typed-error', { hasText: "Type 'number' must have a '[Symbol.iterator]()' method" })).toBeVisible();
  expect(await hoverText(clientEditor, 'const all', 'all')).toBe('const all: number');
}

test('the files of a sample are one program: a change of return in server.ts changes the client’s types', async ({ page }) => {
  await open(page);
  await edit(titled(page, 'server.ts'));
  await live(titled(page, 'client.ts'));
  await changeReturn(page);
});

test('with the network cut once the editor has loaded, editing goes on, other samples of the page too', async ({ page, context }) => {
  await open(page);
  await edit(titled(page, 'server.ts'));
  await live(titled(page, 'client.ts'));
  // Give the page a moment to fetch what its other samples need.
  await page.waitForLoadState('networkidle');
  await cutNetwork(context);
  await changeReturn(page);
  // The page's second sample (its server is setup, its client shown with an expected error).
  const second = page.locator('.theme-code-block').filter({ has: page.locator('pre.typed-code') }).nth(3);
  const editor = await edit(second);
  await expect(second.locator('.cm-content .typed-error', { hasText: "Type 'number' is not assignable to type 'string'." })).toBeVisible();
  await endOfLine(editor, 'title: 42');
  await page.keyboard.press('Home');
  await page.keyboard.type('// ');
  await expect(second.locator('.cm-content .typed-error')).toHaveCount(0);
});

async function cutNetwork(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

test('keyboard only: reach Edit, type, read the error, Escape out', async ({ page }) => {
  await open(page);
  const server = titled(page, 'server.ts');
  const button = server.getByRole('button', { name: 'Edit this sample' });
  await expect(button).toBeAttached();
  // Tab from the top of the page to the button.
  for (let presses = 0; presses < 300 && !(await button.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const editor = await live(server);
  await expect(editor).toBeFocused();
  await page.keyboard.type("const limit: number = 'ten';\n", { delay: 30 });
  await expect(server.locator('.typed-error', { hasText: "Type 'string' is not assignable to type 'number'." })).toBeVisible();
  // The count is said to screen readers.
  await expect(page.locator('[aria-live="polite"]', { hasText: /1 problem/ })).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(editor).not.toBeFocused();
  await expect(server.getByRole('button', { name: 'Reset the sample' })).toBeFocused();
  // Tab goes on past the editor's bar.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await server.evaluate((element) => element.contains(document.activeElement))).toBe(false);
});

test('the cursor starts where the reader clicked in the code', async ({ page }) => {
  await open(page);
  const server = titled(page, 'server.ts');
  const line = server.locator('pre .token-line', { hasText: 'let nextId = 1;' });
  await line.click({ position: { x: 1, y: 5 } });
  await server.getByRole('button', { name: 'Edit this sample' }).click();
  const editor = await live(server);
  await page.keyboard.type('/* here */ ');
  await expect(editor.locator('.cm-line', { hasText: '/* here */ let nextId = 1;' })).toBeVisible();
});

test('keyboard quick info: the arrow keys that bring the cursor onto a name show its type', async ({ page }) => {
  await open(page);
  const client = titled(page, 'client.ts');
  const editor = await edit(client);
  await editor.locator('.cm-line', { hasText: 'const all = await' }).click();
  await page.keyboard.press('Home');
  for (let key = 0; key < 'const '.length; key++) await page.keyboard.press('ArrowRight');
  await expect(page.locator('.cm-tooltip', { hasText: /^const all: \S*Todo\S*\[\]$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.cm-tooltip', { hasText: 'const all' })).toHaveCount(0);
  await expect(editor).toBeFocused();
});

test('on a phone: Edit, a tap shows a type, the page still scrolls over the editor', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await open(page);
  const client = titled(page, 'client.ts');
  await client.scrollIntoViewIfNeeded();
  await client.getByRole('button', { name: 'Edit this sample' }).tap();
  const editor = await live(client);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const word = await wordCentre(editor, 'const all', 'all');
  await page.touchscreen.tap(word.x, word.y);
  await expect(page.locator('.cm-tooltip', { hasText: /^const all: \S*Todo\S*\[\]$/ })).toBeVisible();
  const before = await page.evaluate(() => window.scrollY);
  const box = (await editor.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 20);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  await context.close();
});

test('Reset brings the sample back; Copy copies what is in the editor', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  const server = titled(page, 'server.ts');
  const editor = await edit(server);
  const copy = async () => {
    await server.getByRole('button', { name: 'Copy server.ts' }).click();
    return page.evaluate(() => navigator.clipboard.readText());
  };
  const original = await copy();
  // What the static block copies: the shown code, without its callout.
  expect(original).toContain('export type AppRouter = typeof appRouter;');
  expect(original).not.toContain('(parameter) input');
  await endOfLine(editor, 'let nextId = 1;');
  await page.keyboard.type("\nconst limit: number = 'ten';", { delay: 30 });
  await expect(server.locator('[class*="status"]')).toHaveText('1 problem');
  const copied = await copy();
  expect(copied).toContain("let nextId = 1;\nconst limit: number = 'ten';");
  expect(copied).not.toContain("Type 'string'");
  await server.getByRole('button', { name: 'Reset the sample' }).click();
  await expect(server.locator('[class*="status"]')).toHaveText('No problems');
  expect(await copy()).toBe(original);
  // Copying a selection of the editor gives its code, not the notes under its lines.
  await endOfLine(editor, 'let nextId = 1;');
  await page.keyboard.type("\nconst limit: number = 'ten';", { delay: 30 });
  await expect(server.locator('.cm-content .typed-error').first()).toBeVisible();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Control+c');
  const selected = await page.evaluate(() => navigator.clipboard.readText());
  expect(selected).toContain("const limit: number = 'ten';");
  expect(selected).not.toContain('(TS2322)');
});

test('an Edit button on every typed block, none on other code blocks or on the API reference', async ({ page }) => {
  await open(page);
  await expect(page.locator('.sample-edit-button').first()).toBeAttached();
  await expect(page.locator('.sample-edit-button')).toHaveCount(await page.locator('pre.typed-code').count());
  const untyped = page.locator('.theme-code-block').filter({ hasNot: page.locator('pre.typed-code') });
  expect(await untyped.count()).toBeGreaterThan(0);
  await expect(untyped.locator('.sample-edit-button')).toHaveCount(0);

  // A page of the API reference with a TypeScript code block (TypeDoc's, not a sample).
  await page.goto('/docs/typedoc/next/interfaces/WithTRPCSSROptions');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('.theme-code-block').first()).toBeAttached();
  await page.waitForTimeout(3000);
  await expect(page.locator('.sample-edit-button')).toHaveCount(0);
});

test('an error note wraps inside the editor’s box, however far right its code is', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page);
  const server = titled(page, 'server.ts');
  const editor = await edit(server);
  await endOfLine(editor, 'title: input.title');
  for (let key = 0; key < ', done: false };'.length; key++) await page.keyboard.press('ArrowLeft');
  for (let key = 0; key < 'input.title'.length; key++) await page.keyboard.press('Backspace');
  await page.keyboard.type('42', { delay: 30 });
  const note = server.locator('.typed-error', { hasText: "is not assignable to type 'string'" });
  await expect(note).toBeVisible();
  const box = (await server.locator('.cm-scroller').boundingBox())!;
  const noteBox = (await note.boundingBox())!;
  expect(noteBox.x + noteBox.width, `the note ends at x=${noteBox.x + noteBox.width}, the editor at x=${box.x + box.width}`).toBeLessThanOrEqual(box.x + box.width + 0.5);
});

test('on a phone, without a hover, a sample shows its Edit button before any tap', async ({ browser }) => {
  const phone = await (await browser.newContext(PHONE)).newPage();
  await open(phone);
  const button = titled(phone, 'server.ts').getByRole('button', { name: 'Edit this sample' });
  await expect(button).toBeAttached();
  await button.scrollIntoViewIfNeeded();
  await expect.poll(() => button.evaluate((element) => Number(getComputedStyle(element).opacity))).toBeGreaterThanOrEqual(0.4);
  await phone.context().close();
});
