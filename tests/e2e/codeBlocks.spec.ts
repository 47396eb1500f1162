import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';

/**
 * Code blocks as a reader meets them (src/theme/CodeBlock, src/plugins/code-blocks,
 * src/clientModules/codeBlocks.ts): what keyboard focus shows under the sticky
 * navbar, where the keyboard hint is, code that does not fit its box, the
 * buttons over the code, the table of contents' code-font entries, and the
 * blocks after a client-side move. Type popovers are in typedSamples.spec.ts.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function open(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

const navbarBottom = async (page: Page) => (await page.locator('nav.navbar').boundingBox())!.height;

/** The code block titled `title` (a sample's file). */
const blockTitled = (page: Page, title: string) =>
  page.locator('.theme-code-block').filter({ has: page.locator('div', { hasText: new RegExp(`^${title.replace('.', '\\.')}$`) }) }).first();

/** Where the focused element is, and what it is, in viewport pixels. */
const focusedBox = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const box = element.getBoundingClientRect();
    const what = `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent!.trim().slice(0, 30)}`;
    return { top: box.top, bottom: box.bottom, height: box.height, inArticle: !!element.closest('article'), what };
  });

test('keyboard: everything Tab reaches in the article is scrolled into view below the navbar', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/docs/quickstart');
  const navbar = await navbarBottom(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  const hidden: string[] = [];
  let reached = 0;
  for (let presses = 0; presses < 200; presses++) {
    await page.keyboard.press('Tab');
    // The page moves a tall element in the frame after its focus (src/clientModules/focusBelowNavbar.ts).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const box = await focusedBox(page);
    if (!box.inArticle) {
      if (reached > 0) break;
      continue;
    }
    reached++;
    // All of it on screen below the navbar; one taller than that space starts
    // below the navbar, within the page's scroll padding (0.5rem), and runs off the screen's foot.
    const fits = box.height <= DESKTOP.height - navbar;
    const shown = fits
      ? box.top >= navbar - 0.5 && box.bottom <= DESKTOP.height + 0.5
      : box.top >= navbar - 0.5 && box.top <= navbar + 8.5 && box.bottom >= DESKTOP.height - 0.5;
    if (!shown) hidden.push(`${box.what} at y=${Math.round(box.top)}–${Math.round(box.bottom)}`);
  }
  expect(reached).toBeGreaterThan(10);
  expect(hidden, `navbar ends at y=${navbar}`).toEqual([]);
});

test('keyboard: reading a sample name by name keeps each name and its popover below the navbar', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/docs/quickstart');
  const navbar = await navbarBottom(page);
  const pre = blockTitled(page, 'server.ts').locator('pre');
  // The top of the block has gone up under the navbar, as when reading down the page.
  await pre.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, 120);
    element.focus({ preventScroll: true });
  });
  await page.keyboard.press('Enter');
  const hidden: string[] = [];
  const popover = page.locator('.typed-popover').filter({ visible: true });
  for (const key of [...Array(4).fill('ArrowDown'), ...Array(12).fill('ArrowUp')]) {
    await page.keyboard.press(key);
    const box = await focusedBox(page);
    if (box.top < navbar - 0.5 || box.bottom > DESKTOP.height + 0.5) hidden.push(`${key} to ${box.what} at y=${Math.round(box.top)}`);
    if ((await popover.count()) === 1) {
      const shown = (await popover.boundingBox())!;
      if (shown.y < navbar - 0.5) hidden.push(`popover of ${box.what} at y=${Math.round(shown.y)}`);
    }
  }
  expect(hidden, `navbar ends at y=${navbar}`).toEqual([]);
});

test('keyboard: the hint of a block taller than the screen is shown on the screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/docs/quickstart');
  const block = blockTitled(page, 'server.ts');
  // From the paragraph above the sample, as a reader tabbing down the page.
  await page.getByText('The sample below is a small to-do API.').click();
  const pre = block.locator('pre');
  for (let presses = 0; presses < 10 && !(await pre.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(pre).toBeFocused();
  expect((await pre.boundingBox())!.height).toBeGreaterThan(900);
  const hint = block.getByText(/^Press Enter to read the types/);
  await expect(hint).toBeVisible();
  const box = (await hint.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(await navbarBottom(page));
  expect(box.y + box.height).toBeLessThanOrEqual(900);
});

/** The pages of the reader's first day, with samples, install commands and diagrams. */
const CORE_PAGES = [
  '/docs',
  '/docs/quickstart',
  '/docs/nextjs/setup',
  '/docs/reactjs/setup',
  '/docs/server/routers',
  '/docs/server/procedures',
  '/docs/server/middlewares',
  '/docs/server/context',
  '/docs/client/setup',
  '/docs/rpc',
  '/docs/example-apps',
  '/docs/migrate-from-v9-to-v10',
];

/** The article's code blocks wider than their box: language and first words. */
const overflowing = (page: Page) =>
  page.locator('article pre').evaluateAll((blocks) =>
    blocks
      .filter((pre) => pre.checkVisibility() && pre.scrollWidth > pre.clientWidth + 1)
      .map((pre) => ({ language: /language-(\S+)/.exec(pre.className)?.[1] ?? '', text: pre.textContent!.slice(0, 60) })),
  );

test('install commands wrap: every word of /docs/nextjs/setup’s install line is in its box', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/docs/nextjs/setup');
  const pre = page.locator('article pre.language-bash').filter({ visible: true }).first();
  await expect(pre).toContainText('@trpc/next');
  const outside = await pre.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const words = ['@trpc/next', '@tanstack/react-query@4', 'zod'];
    const text = element.querySelector('code')!;
    return words.filter((word) => {
      const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(word);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        return Array.from(range.getClientRects()).some((rect) => rect.right > box.right - 1 || rect.left < box.left);
      }
      return true;
    });
  });
  expect(outside).toEqual([]);
});

test('shell blocks and diagrams fit their box at 1280 px and on a phone; the "How a call travels" diagram keeps its lines', async ({ browser }) => {
  for (const options of [{ viewport: DESKTOP }, PHONE]) {
    const page = await (await browser.newContext(options)).newPage();
    for (const route of CORE_PAGES) {
      await open(page, route);
      const cut = (await overflowing(page)).filter(({ language }) => ['bash', 'sh', 'shell'].includes(language) || (route === '/docs' && language === 'text'));
      expect(cut, `${route} at ${options.viewport.width} px`).toEqual([]);
    }
    await open(page, '/docs');
    // A diagram is not wrapped: each of its lines is one line on screen.
    const diagram = page.locator('article pre.language-text').first();
    const lines = await diagram.locator('.token-line').evaluateAll((all) => all.map((line) => line.getClientRects().length));
    expect(lines.every((rects) => rects === 1)).toBe(true);
    await page.context().close();
  }
});

/**
 * The pixels of a thin strip at the right edge of a block's box, in its top
 * padding where no code is drawn: with the code scrolled to its start, then
 * to its end. A block that scrolls shows it: the two differ.
 */
async function rightEdgeAtStartAndEnd(page: Page, pre: Locator): Promise<[Buffer, Buffer]> {
  await pre.evaluate((element) => {
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 150);
    element.scrollLeft = 0;
  });
  const box = (await pre.boundingBox())!;
  const clip = { x: box.x + box.width - 10, y: box.y + 2, width: 8, height: 10 };
  const start = await page.screenshot({ clip });
  await pre.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
  });
  const end = await page.screenshot({ clip });
  return [start, end];
}

test('a code block wider than its box shows that it scrolls, until scrolled to its end', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  // Away from the blocks, so that their buttons stay hidden.
  await page.mouse.move(0, DESKTOP.height - 1);
  const silent: string[] = [];
  let checked = 0;
  for (const route of CORE_PAGES) {
    await open(page, route);
    const wide = await page.locator('article pre').evaluateAll((blocks) =>
      blocks.flatMap((pre, index) => (pre.checkVisibility() && pre.scrollWidth > pre.clientWidth + 1 ? [index] : [])),
    );
    for (const index of wide) {
      const pre = page.locator('article pre').nth(index);
      checked++;
      const [start, end] = await rightEdgeAtStartAndEnd(page, pre);
      if (start.equals(end)) silent.push(`${route}: ${(await pre.textContent())!.slice(0, 50)}`);
    }
  }
  expect(checked).toBeGreaterThan(10);
  expect(silent).toEqual([]);
});

/** The rectangles of the code text of `block` (each text piece of its lines). */
const codeTextRects = (block: Locator) =>
  block.locator('pre code').evaluate((code) => {
    const rects: { left: number; top: number; right: number; bottom: number; text: string }[] = [];
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.trim() || !node.parentElement!.closest('.token-line')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) rects.push({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom, text: node.textContent!.trim().slice(0, 20) });
    }
    return rects;
  });

/** For each visible block, the code text its shown buttons cover (after `reveal` shows them). */
async function coveredText(page: Page, reveal: (block: Locator) => Promise<void>): Promise<string[]> {
  const covered: string[] = [];
  const blocks = page.locator('article .theme-code-block').filter({ visible: true });
  const count = await blocks.count();
  for (let index = 0; index < count; index++) {
    const block = blocks.nth(index);
    await block.scrollIntoViewIfNeeded();
    await reveal(block);
    const shown = block.getByRole('button').filter({ visible: true });
    // The theme fades them in (0.4 opaque on a block under the pointer or the finger).
    await expect.poll(() => shown.evaluateAll((all) => Math.max(0, ...all.map((button) => Number(getComputedStyle(button).opacity)))), { message: `block ${index}: its buttons show` }).toBeGreaterThanOrEqual(0.4);
    const buttons = await shown.evaluateAll((all) => all.map((button) => button.getBoundingClientRect().toJSON() as DOMRect));
    for (const rect of await codeTextRects(block)) {
      const hit = buttons.some((button) => rect.left < button.right && rect.right > button.left && rect.top < button.bottom && rect.bottom > button.top);
      if (hit) covered.push(`block ${index}: "${rect.text}"`);
    }
  }
  return covered;
}

test('the copy and word-wrap buttons never cover code text at 200 % zoom', async ({ browser }) => {
  // A 1280 px window at 200 %: 640 CSS pixels wide.
  const zoomed = await (await browser.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 })).newPage();
  await open(zoomed, '/docs/quickstart');
  const hovered = await coveredText(zoomed, (block) => block.locator('pre').hover());
  expect(hovered).toEqual([]);
  await zoomed.context().close();
});

test('the copy and word-wrap buttons never cover code text on a phone after a tap', async ({ browser }) => {
  const phone = await (await browser.newContext(PHONE)).newPage();
  await open(phone, '/docs/quickstart');
  const tapped = await coveredText(phone, async (block) => {
    // A tap on the block away from its code's names: the block's title, else its last line.
    const title = block.locator('div', { hasText: /\.tsx?$/ }).first();
    if (await title.count()) await title.tap();
    else await block.locator('.token-line').last().tap({ position: { x: 2, y: 2 } });
  });
  expect(tapped).toEqual([]);
  await phone.context().close();
});

test('the table of contents wraps a path in code font between its segments, not inside a name', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/docs/nextjs/setup');
  const entry = page.locator('.table-of-contents code', { hasText: 'server/routers/_app.ts' });
  await expect(entry).toBeVisible();
  // Each line of the entry on screen ends with a slash or the end of the path.
  const lines = await entry.evaluate((code) => {
    const text = code.textContent!;
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    const tops: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < node.textContent!.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        tops.push(Math.round(range.getBoundingClientRect().top));
      }
    }
    const split: string[] = [''];
    [...text].forEach((char, index) => {
      if (index > 0 && tops[index] !== tops[index - 1]) split.push('');
      split[split.length - 1] += char;
    });
    return split;
  });
  expect(lines.join('')).toBe('server/routers/_app.ts');
  for (const line of lines.slice(0, -1)) expect(line).toMatch(/\/$/);
});

async function copied(browser: Browser, route: string, act: (page: Page) => Promise<void>): Promise<string> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], viewport: DESKTOP });
  const page = await context.newPage();
  await open(page, route);
  await act(page);
  const text = await page.evaluate(() => navigator.clipboard.readText());
  await context.close();
  return text;
}

test('install tabs: choosing a package manager shows its command, and copy copies it', async ({ browser }) => {
  const text = await copied(browser, '/docs/quickstart', async (page) => {
    const tabs = page.locator('article .tabs-container').first();
    await tabs.getByRole('tab', { name: 'pnpm' }).click();
    const block = tabs.locator('.theme-code-block').filter({ visible: true });
    await expect(block).toContainText('pnpm add @trpc/server');
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  });
  expect(text).toMatch(/^pnpm add @trpc\/server@10\.18\.0 @trpc\/client@10\.18\.0 zod$/);
});

test('after a client-side move, a page’s code blocks show their code, highlighted, and their buttons work', async ({ browser }) => {
  const text = await copied(browser, '/docs', async (page) => {
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Quickstart', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/quickstart$/);
    const block = blockTitled(page, 'client.ts');
    await expect(block.locator('.token.keyword').first()).toHaveText('import');
    await expect(block.locator('.typed-id').first()).toBeVisible();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  });
  expect(text).toMatch(/^import /);
  expect(text).toContain('AppRouter');
});

test('without JavaScript, code blocks show their code, highlighted, and no buttons that would do nothing', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/docs/quickstart');
  const install = page.locator('article pre.language-bash').first();
  await expect(install.locator('.token.function').first()).toHaveText('npm');
  await expect(blockTitled(page, 'server.ts').locator('.token.keyword').first()).toHaveText('import');
  await blockTitled(page, 'server.ts').hover();
  await expect(page.locator('article .theme-code-block').getByRole('button')).toHaveCount(0);
  await context.close();
});

test('printed, every line of code is on the paper and no button or hint is', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await open(page, '/docs/quickstart');
  await blockTitled(page, 'server.ts').locator('pre').focus();
  await page.emulateMedia({ media: 'print' });
  expect(await overflowing(page)).toEqual([]);
  const shown = await page
    .locator('article .theme-code-block button')
    .or(page.getByText(/^Press Enter to read the types/))
    .evaluateAll((all) => all.filter((element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true })).map((element) => element.outerHTML.slice(0, 60)));
  expect(shown).toEqual([]);
});
