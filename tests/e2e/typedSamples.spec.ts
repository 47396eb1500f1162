import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { MARGIN } from '../../src/clientModules/typedSamplePopovers';
import { blockingViolations } from './axe';

/**
 * Types on TypeScript samples (src/plugins/typed-samples): popovers by mouse,
 * touch and keyboard, `// ^?` callouts as plain text, copy and paste,
 * readable in both colour modes.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 90_000 });

const ROUTE = '/docs/server/routers';
/** The post whose `.input` popover is far taller than a screen. */
const TALL_ROUTE = '/blog/announcing-trpc-10';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const COLOUR_MODES = ['light', 'dark'] as const;

async function open(page: Page, route: string, colorScheme: (typeof COLOUR_MODES)[number] = 'light'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

async function phonePage(browser: Browser, route: string): Promise<Page> {
  const page = await (await browser.newContext(PHONE)).newPage();
  await open(page, route);
  return page;
}

/** The first `appRouter` identifier of the page's code blocks. */
const appRouter = (page: Page) => page.locator('.typed-id', { hasText: /^appRouter/ }).first();

/** The type popovers a reader can see. */
const shownPopovers = (page: Page) => page.locator('.typed-popover').filter({ visible: true });

/** The identifier (of those matching `name`) whose popover text is the longest, or the shortest. */
async function byPopoverLength(page: Page, name: RegExp, pick: 'longest' | 'shortest'): Promise<Locator> {
  const identifiers = page.locator('.typed-id', { hasText: name });
  const lengths = await identifiers.evaluateAll((all) =>
    all.map((identifier) => {
      const texts = Array.from(document.querySelectorAll('template.typed-popover-texts')).find(
        (template) => identifier.compareDocumentPosition(template) & Node.DOCUMENT_POSITION_FOLLOWING,
      ) as HTMLTemplateElement;
      return texts.content.children[Number(identifier.getAttribute('data-typed'))].textContent!.length;
    }),
  );
  return identifiers.nth(lengths.indexOf((pick === 'longest' ? Math.max : Math.min)(...lengths)));
}

/** The `input` identifier of the page whose popover text is the longest. */
const tallestInput = (page: Page) => byPopoverLength(page, /^input$/, 'longest');

/** Whether the element scrolls inside (its content is taller than its box). */
const scrollsInside = (element: Locator) => element.evaluate((box) => box.scrollHeight > box.clientHeight + 1);

/**
 * The `.input` popover is shown between the navbar and MARGIN above the
 * viewport's bottom, and scrolls inside; its box.
 */
async function expectTallPopoverFits(page: Page, popover: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  await expect(popover).toContainText('input<');
  const box = (await popover.boundingBox())!;
  const navbarBottom = (await page.locator('nav.navbar').boundingBox())!.height;
  expect(box.y).toBeGreaterThanOrEqual(navbarBottom);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height - MARGIN);
  expect(await scrollsInside(popover)).toBe(true);
  return box;
}

/** A finger moving up the screen from `from` (what scrolls content down), as touch events. */
async function swipeUp(page: Page, from: { x: number; y: number }, distance: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const touch = (y: number) => [{ x: Math.round(from.x), y: Math.round(y) }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch(from.y) });
  for (let step = 1; step <= 10; step++) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: touch(from.y - (distance * step) / 10) });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

test('hovering appRouter shows its type in a popover', async ({ page }) => {
  await open(page, ROUTE);
  const identifier = appRouter(page);
  await expect(shownPopovers(page)).toHaveCount(0);
  await identifier.hover();
  await expect(shownPopovers(page)).toHaveCount(1);
  await expect(shownPopovers(page)).toContainText('const appRouter: CreateRouterInner<');
  // It goes when the pointer leaves.
  await page.mouse.move(0, 0);
  await expect(shownPopovers(page)).toHaveCount(0);
});

test('each popover text is in the page once, and a popover is made only when one is shown', async ({ page }) => {
  await open(page, ROUTE);
  const texts = await page.locator('template.typed-popover-texts').evaluate((template: HTMLTemplateElement) =>
    Array.from(template.content.children, (child) => child.textContent ?? ''),
  );
  expect(new Set(texts).size).toBe(texts.length);
  // Before any hover, no popover exists outside the template.
  await expect(page.locator('.typed-popover')).toHaveCount(0);
  const identifiers = page.locator('.typed-id', { hasText: /^appRouter/ });
  expect(await identifiers.count()).toBeGreaterThan(1);
  await identifiers.nth(1).hover();
  await expect(shownPopovers(page)).toContainText('const appRouter: CreateRouterInner<');
  await identifiers.nth(0).hover();
  await expect(shownPopovers(page)).toContainText('const appRouter: CreateRouterInner<');
  await expect(page.locator('.typed-popover')).toHaveCount(1);
});

for (const colorScheme of COLOUR_MODES) {
  test(`keyboard only: from the page top to a sample's types and on (${colorScheme})`, async ({ page }) => {
    await open(page, ROUTE, colorScheme);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    const sample = page.locator('pre.typed-code').first();
    for (let presses = 0; presses < 40 && !(await sample.evaluate((pre) => pre === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(sample).toBeFocused();
    // The block says how to read its types.
    await expect(sample).toHaveAccessibleDescription(/Enter.*arrow keys.*Escape/);

    await page.keyboard.press('Enter');
    const focused = page.locator('.typed-id:focus');
    await expect(focused).toHaveText('initTRPC');
    await expect(shownPopovers(page)).toHaveCount(1);
    await expect(shownPopovers(page)).toContainText('const initTRPC: TRPCBuilder<object>');
    await expect(focused).toHaveAccessibleDescription(/const initTRPC: TRPCBuilder<object>/);

    await page.keyboard.press('ArrowRight');
    await expect(focused).toHaveText('t');
    await expect(shownPopovers(page)).toContainText('const t: {');
    await page.keyboard.press('ArrowDown');
    await expect(focused).toHaveText('router');
    await expect(shownPopovers(page)).toContainText('const router: <TProcRouterRecord');
    await page.keyboard.press('ArrowUp');
    await expect(focused).toHaveText('t');

    // The page stays clean for axe with a popover open.
    const blocking = await blockingViolations(page);
    expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(shownPopovers(page)).toHaveCount(0);
    await expect(sample).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await sample.evaluate((pre) => pre.contains(document.activeElement))).toBe(false);
  });
}

test('keyboard only: ArrowDown and ArrowUp cross a callout to the nearest name of the next line', async ({ page }) => {
  await open(page, ROUTE);
  // `const post = await client.post.byId.query(…)`, its callout, then `console.log(post?.title)`.
  const sample = page.locator('pre.typed-code', { has: page.locator('.typed-callout') }).first();
  const post = sample.locator('.typed-id', { hasText: /^post$/ }).first();
  await sample.focus();
  await page.keyboard.press('Enter');
  for (let presses = 0; presses < 60 && !(await post.evaluate((id) => id === document.activeElement)); presses++) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(post).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const focused = page.locator('.typed-id:focus');
  await expect(focused).toHaveText('log');
  await expect(shownPopovers(page)).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await expect(post).toBeFocused();
});

/** Pages whose samples run far below the first screen (bench/pages.ts). */
const LONG_SAMPLE_ROUTES = ['/docs/server/routers', '/docs/quickstart', '/docs/reactjs/usequery', '/docs/migrate-from-v9-to-v10', '/docs/v9/quickstart'];

/**
 * Where the article's code blocks and headings are, and whether a block
 * offers word wrap, as a reader meets them; and how wide each block scrolls.
 */
const articleLayout = (page: Page) =>
  page.locator('article').evaluate((article) => {
    /** Whether the block of `element` shows a word-wrap button (only while its code scrolls sideways). */
    const wordWrapOffered = (element: Element) =>
      !!element.closest('.theme-code-block')?.querySelector('button[aria-label="Toggle word wrap"]')?.checkVisibility({ visibilityProperty: true });
    const elements = Array.from(article.querySelectorAll('pre, h2, h3'));
    return {
      places: elements.map((element) => {
        const box = element.getBoundingClientRect();
        const place = `${element.tagName} ${Math.round(box.top + scrollY)} ${Math.round(box.height)}`;
        const wrap = wordWrapOffered(element) ? 'wrap offered' : 'no wrap';
        return element.tagName === 'PRE' ? `${place} ${wrap}` : place;
      }),
      scrollWidths: elements.filter((element) => element.tagName === 'PRE').map((element) => element.scrollWidth),
    };
  });

/**
 * The runs' stated widths are 1ch a character; the tokens' widths are rounded
 * to sub-pixel units, so a block may scroll up to a pixel narrower until its
 * widest run renders.
 */
function expectSameLayout(before: Awaited<ReturnType<typeof articleLayout>>, after: Awaited<ReturnType<typeof articleLayout>>, where: string): void {
  expect(before.places, where).toEqual(after.places);
  const widthChanges = before.scrollWidths.map((width, index) => Math.abs(width - after.scrollWidths[index]));
  expect(Math.max(0, ...widthChanges), `${where}: scroll widths ${before.scrollWidths} then ${after.scrollWidths}`).toBeLessThanOrEqual(1);
}

/** Makes every run of code lines render (src/theme/CodeBlock/Static leaves those off screen unrendered). */
const renderAllLines = (page: Page) => page.addStyleTag({ content: '.typed-lines { content-visibility: visible !important; }' });

test('code lines left unrendered off screen take the room they take rendered: nothing moves, word wrap offered as before', async ({ browser }) => {
  for (const options of [PHONE, { viewport: { width: 1280, height: 800 } }]) {
    const page = await (await browser.newContext(options)).newPage();
    for (const route of LONG_SAMPLE_ROUTES) {
      await open(page, route);
      // Some runs are off screen and left unrendered, or this would prove nothing.
      const skipped = await page.locator('.typed-lines').evaluateAll((runs) => runs.filter((run) => !run.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })).length);
      expect(skipped, route).toBeGreaterThan(0);
      const before = await articleLayout(page);
      await renderAllLines(page);
      expectSameLayout(before, await articleLayout(page), `${route} at ${options.viewport.width} px`);
      // Word wrap is offered exactly where the code, all rendered, is wider than its block.
      const wrongWrap = await page.locator('article pre').evaluateAll((blocks) =>
        blocks
          .filter((pre) => pre.checkVisibility())
          .filter(
            (pre) =>
              !!pre.closest('.theme-code-block')?.querySelector('button[aria-label="Toggle word wrap"]')?.checkVisibility({ visibilityProperty: true }) !==
              pre.scrollWidth > pre.clientWidth,
          )
          .map((pre) => pre.textContent!.slice(0, 40)),
      );
      expect(wrongWrap, route).toEqual([]);
    }
    await page.context().close();
  }
});

test('with word wrap on, a sample renders all its lines, wrapped, and nothing moves as the page scrolls', async ({ browser }) => {
  const page = await (await browser.newContext(PHONE)).newPage();
  await open(page, '/docs/migrate-from-v9-to-v10');
  // The last sample that offers word wrap: far below the first screen.
  const block = page.locator('.theme-code-block:has(pre.typed-code)').filter({ has: page.getByRole('button', { name: 'Toggle word wrap' }) }).last();
  await block.getByRole('button', { name: 'Toggle word wrap' }).click();
  await expect(block.locator('code')).toHaveAttribute('style', /pre-wrap/);
  const unrendered = await block.locator('.typed-lines').evaluateAll((runs) => runs.filter((run) => !run.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })).length);
  expect(unrendered).toBe(0);
  const before = await articleLayout(page);
  await renderAllLines(page);
  expectSameLayout(before, await articleLayout(page), 'word wrap on');
});

test('keyboard only: Tab moves into a long popover, arrow keys scroll it, Shift+Tab returns to its word', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, TALL_ROUTE);
  const identifier = await tallestInput(page);
  const sample = identifier.locator('xpath=ancestor::pre[1]');
  await sample.focus();
  await page.keyboard.press('Enter');
  const focused = page.locator('.typed-id:focus');
  for (let presses = 0; presses < 200 && !(await identifier.evaluate((id) => id === document.activeElement)); presses++) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(identifier).toBeFocused();
  const popover = shownPopovers(page);
  expect(await scrollsInside(popover)).toBe(true);
  await page.keyboard.press('Tab');
  await expect(popover).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => popover.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  const blocking = await blockingViolations(page);
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
  await page.keyboard.press('Shift+Tab');
  await expect(identifier).toBeFocused();
  await expect(focused).toHaveText('input');
  await page.keyboard.press('Escape');
  await expect(sample).toBeFocused();
  await expect(shownPopovers(page)).toHaveCount(0);
});

test('Tab from an identifier leaves the code and closes its popover', async ({ page }) => {
  await open(page, ROUTE);
  const sample = page.locator('pre.typed-code').first();
  await sample.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.typed-id:focus')).toHaveText('initTRPC');
  await page.keyboard.press('Tab');
  expect(await sample.evaluate((pre) => pre.contains(document.activeElement))).toBe(false);
  await expect(shownPopovers(page)).toHaveCount(0);
});

/** Opens ROUTE and appRouter's popover with a click. */
async function clickAppRouter(page: Page): Promise<void> {
  await open(page, ROUTE);
  const identifier = appRouter(page);
  await identifier.scrollIntoViewIfNeeded();
  await identifier.click();
  await expect(shownPopovers(page)).toContainText('const appRouter: CreateRouterInner<');
}

test('Escape closes a popover opened by a click, though the pointer is still on its word', async ({ page }) => {
  await clickAppRouter(page);
  await page.keyboard.press('Escape');
  await expect(shownPopovers(page)).toHaveCount(0);
});

test('a popover opened by a click stays when the pointer leaves; a click elsewhere closes it', async ({ page }) => {
  await clickAppRouter(page);
  await page.mouse.move(0, 0);
  await expect(shownPopovers(page)).toContainText('const appRouter: CreateRouterInner<');
  await page.locator('article h1').click();
  await expect(shownPopovers(page)).toHaveCount(0);
});

test('on a phone a tap opens a popover at least 8 px inside the screen, a second tap closes it', async ({ browser }) => {
  const page = await phonePage(browser, ROUTE);
  const identifier = appRouter(page);
  await identifier.scrollIntoViewIfNeeded();
  await identifier.tap();
  const popover = shownPopovers(page);
  await expect(popover).toContainText('CreateRouterInner');
  const box = (await popover.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(MARGIN);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.viewport.width - MARGIN);
  await identifier.tap();
  await expect(shownPopovers(page)).toHaveCount(0);
  await page.context().close();
});

/** The text of the popover the page has for `identifier` (its template entry). */
const popoverTextOf = (identifier: Locator) =>
  identifier.evaluate((id) => {
    const texts = Array.from(document.querySelectorAll<HTMLTemplateElement>('template.typed-popover-texts')).find(
      (template) => id.compareDocumentPosition(template) & Node.DOCUMENT_POSITION_FOLLOWING,
    )!;
    return texts.content.children[Number(id.getAttribute('data-typed'))].textContent!;
  });

/** Whether the shown popover covers any of the code line `identifier` is on. */
const coversLineOf = (identifier: Locator) =>
  identifier.evaluate((id) => {
    const popover = document.querySelector('.typed-popover-shown')!.getBoundingClientRect();
    const line = id.closest('.token-line')!.getBoundingClientRect();
    return popover.top < line.bottom && popover.bottom > line.top && popover.left < line.right && popover.right > line.left;
  });

test('on a phone a tap on another name shows its type, even where the open popover lies over it; no popover covers the line tapped', async ({ browser }) => {
  const page = await phonePage(browser, ROUTE);
  const first = appRouter(page);
  await first.scrollIntoViewIfNeeded();
  await first.tap();
  const popover = shownPopovers(page);
  await expect(popover).toContainText('const appRouter: CreateRouterInner<');
  expect(await coversLineOf(first)).toBe(false);
  // A name of the code under the popover, `publicProcedure` if there is one.
  const under = await page.locator('.typed-id').evaluateAll((ids) => {
    const box = document.querySelector('.typed-popover-shown')!.getBoundingClientRect();
    const covered = ids
      .map((id, index) => ({ index, name: id.textContent!, rect: id.getBoundingClientRect() }))
      .filter(({ rect }) => rect.top > box.top && rect.bottom < box.bottom && rect.left > box.left && rect.right < box.right);
    return (covered.find(({ name }) => name === 'publicProcedure') ?? covered[0])?.index ?? -1;
  });
  expect(under, 'a name lies under the popover').toBeGreaterThanOrEqual(0);
  const other = page.locator('.typed-id').nth(under);
  const text = await popoverTextOf(other);
  const box = (await other.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect(popover).toHaveText(text);
  expect(await coversLineOf(other)).toBe(false);
  await page.context().close();
});

test('on a phone, callouts and error messages fit inside the visible code block', async ({ browser }) => {
  for (const route of ['/docs/quickstart', '/docs/reactjs/usequery', TALL_ROUTE]) {
    const page = await phonePage(browser, route);
    const overflowing = await page.locator('pre.typed-code').evaluateAll((blocks) =>
      blocks.flatMap((pre) => {
        const edge = pre.getBoundingClientRect().right;
        return Array.from(pre.querySelectorAll('.typed-callout, .typed-error'))
          .filter((note) => note.getBoundingClientRect().right > edge + 0.5)
          .map((note) => `${Math.round(note.getBoundingClientRect().right - edge)} px past the block: ${note.textContent!.slice(0, 50)}`);
      }),
    );
    expect(overflowing, route).toEqual([]);
    await page.context().close();
  }
});

test('on a phone a popover taller than the screen fits it and scrolls inside under a finger', async ({ browser }) => {
  const page = await phonePage(browser, TALL_ROUTE);
  const identifier = await tallestInput(page);
  await identifier.scrollIntoViewIfNeeded();
  await identifier.tap();
  const popover = shownPopovers(page);
  const box = await expectTallPopoverFits(page, popover);

  const pageScroll = await page.evaluate(() => window.scrollY);
  await swipeUp(page, { x: box.x + box.width / 2, y: box.y + box.height - 20 }, 200);
  await expect.poll(() => popover.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await expect(popover).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
  await page.context().close();
});

test('on a desktop a tall popover fits below the navbar; on hover the mouse can move into it and scroll it, as in an editor; opened by a click it scrolls too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, TALL_ROUTE);
  const identifier = await tallestInput(page);
  await identifier.scrollIntoViewIfNeeded();
  await identifier.hover();
  const popover = shownPopovers(page);
  const box = await expectTallPopoverFits(page, popover);
  const pageScroll = await page.evaluate(() => window.scrollY);

  // From the word into its popover, across the gap between them, at a hand's pace.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
  await expect(popover).toBeVisible();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => popover.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await expect(popover).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
  // Leaving it for the page closes it.
  await page.mouse.move(box.x + box.width + 40, 780, { steps: 5 });
  await expect(popover).toBeHidden();

  await identifier.click();
  const opened = (await popover.boundingBox())!;
  await page.mouse.move(opened.x + opened.width / 2, opened.y + opened.height / 2, { steps: 12 });
  await page.mouse.wheel(0, 200);
  await expect.poll(() => popover.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
  await expect(popover).toBeVisible();
});

test('on a desktop, scrolling with the wheel past code under a resting pointer shows no popover while it scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, TALL_ROUTE);
  await page.locator('.typed-code').first().scrollIntoViewIfNeeded();
  await page.mouse.move(600, 450);
  // Every moment a popover is shown, with the text it shows.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenPopovers: string[] }).seenPopovers = seen;
    new MutationObserver(() => {
      const shown = document.querySelector('.typed-popover');
      if (shown?.checkVisibility()) seen.push(shown.textContent!.slice(0, 80));
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  for (let tick = 0; tick < 40; tick++) {
    await page.mouse.wheel(0, 100);
    await page.waitForTimeout(40);
  }
  // While the page scrolled: nothing (after it stops, the word under a pointer at rest may show its type).
  expect(await page.evaluate(() => (window as unknown as { seenPopovers: string[] }).seenPopovers.splice(0))).toEqual([]);
  // A pointer that moves onto a word does show its type.
  const identifier = page.locator('.typed-id').filter({ visible: true }).last();
  await identifier.hover();
  await expect(shownPopovers(page)).toBeVisible();
});

test('on a desktop a hover popover with nothing to scroll lets the pointer through to the next word', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, ROUTE);
  await (await byPopoverLength(page, /./, 'shortest')).hover();
  const popover = shownPopovers(page);
  await expect(popover).toBeVisible();
  expect(await scrollsInside(popover)).toBe(false);
  const box = (await popover.boundingBox())!;
  const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.typed-popover') ?? null, {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(under).toBeNull();
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

test('samples keep their colours with JavaScript disabled (the light theme, as the page is)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(ROUTE);
  const code = page.locator('.typed-code').first();
  const keyword = code.locator('.token.keyword').first();
  await expect(keyword).toBeVisible();
  const [plain, coloured] = await Promise.all([code.evaluate((element) => getComputedStyle(element).color), keyword.evaluate((element) => getComputedStyle(element).color)]);
  expect(coloured).not.toBe(plain);
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

/** The sample of the page with a `// ^?` callout, and the text its copy button copies. */
async function calloutSampleAndCopiedCode(page: Page): Promise<{ block: Locator; copied: string }> {
  const block = page.locator('.theme-code-block', { has: page.locator('.typed-callout') }).first();
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  return { block, copied: await page.evaluate(() => navigator.clipboard.readText()) };
}

test('the copy button copies the shown source without callouts', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await open(page, ROUTE);
  const { copied } = await calloutSampleAndCopiedCode(page);
  expect(copied).toContain("const post = await client.post.byId.query({ id: '1' });");
  expect(copied).not.toContain('^?');
  expect(copied).not.toContain('const post: {');
  await context.close();
});

test('selecting a sample with the mouse copies its code as the copy button does: no callout or popover text', async ({
  browser,
}) => {
  const context = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await open(page, ROUTE);
  const { block, copied } = await calloutSampleAndCopiedCode(page);
  const code = block.locator('pre.typed-code code');
  // From the left of the first character to past the end of the last line.
  const { start, end } = await code.evaluate((element) => {
    const lines = element.querySelectorAll('.token-line');
    const textRect = (line: Element, atEnd: boolean) => {
      const range = document.createRange();
      range.selectNodeContents(line);
      const rects = range.getClientRects();
      return atEnd ? rects[rects.length - 1] : rects[0];
    };
    const first = textRect(lines[0], false);
    const last = textRect(lines[lines.length - 1], true);
    return {
      start: { x: first.left - 3, y: first.top + first.height / 2 },
      end: { x: last.right + 40, y: last.top + last.height / 2 },
    };
  });
  expect(end.y).toBeLessThan(800);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 25 });
  await page.mouse.up();
  // A popover shown while the selection is there must not be copied either.
  await block.locator('.typed-id', { hasText: /^post$/ }).first().hover();
  await expect(shownPopovers(page)).toHaveCount(1);
  await page.keyboard.press('ControlOrMeta+c');
  const pasted = await page.evaluate(() => navigator.clipboard.readText());
  expect(pasted.trimEnd()).toBe(copied.trimEnd());
  await context.close();
});

test('dark-mode popovers and callouts pass axe', async ({ page }) => {
  await open(page, ROUTE, 'dark');
  await appRouter(page).hover();
  await expect(shownPopovers(page)).toHaveCount(1);
  const blocking = await blockingViolations(page, '.typed-code');
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
});

test('generated API pages show their code blocks as plain code, without types', async ({ page }) => {
  // TypeDoc writes the `@default undefined` of reactQueryContext as a ts code block.
  await page.goto('/docs/typedoc/next/interfaces/WithTRPCSSROptions');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('#reactquerycontext ~ div pre code').first()).toHaveText('undefined');
  await expect(page.locator('.typed-id')).toHaveCount(0);
  await expect(page.locator('template.typed-popover-texts')).toHaveCount(0);
});
