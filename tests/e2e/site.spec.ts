import { expect, type Locator, type Page, test } from '@playwright/test';
import { prism } from '../../src/config/prism';

const COLOUR_TOGGLE = /Switch between dark and light mode/;
const TAGLINE = 'Move Fast and Break Nothing. End-to-end typesafe APIs made easy.';

/** The colour a Prism theme gives keywords (the last matching style wins), as getComputedStyle reports it. */
function keywordColor(theme: { styles: { types: string[]; style: { color?: string } }[] }): string {
  const hex = theme.styles.filter((entry) => entry.types.includes('keyword') && entry.style.color).at(-1)?.style.color ?? '';
  const match = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex);
  return match ? `rgb(${match.slice(1).map((part) => parseInt(part, 16)).join(', ')})` : hex;
}
const LIGHT_KEYWORD = keywordColor(prism.theme);
const DARK_KEYWORD = keywordColor(prism.darkTheme);

test('home shows the title, the tagline and the way in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'tRPC' })).toBeVisible();
  await expect(page.getByText(TAGLINE)).toBeVisible();
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/docs\/quickstart$/);
});

test('home embeds the three "how it works" steps with their samples', async ({ page }) => {
  await page.goto('/');
  const steps = page.locator('section', { has: page.getByRole('heading', { name: 'How it works' }) });
  for (const step of ['Define your procedures', 'Create an HTTP server', 'Connect your client']) {
    await expect(steps.getByRole('heading', { name: step })).toBeVisible();
  }
  const firstSample = steps.locator('pre code').first();
  await expect(firstSample).toContainText('initTRPC');
  // Highlighted by the theme's code block, as on the docs pages.
  await expect(firstSample.locator('.token').first()).toBeVisible();
});

test('the navbar has the spec entries', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/docs');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Docs', 'Quickstart', 'Awesome tRPC Collection', 'Using Next.js']) {
    await expect(navbar.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['tRPC on GitHub', 'tRPC on Twitter', 'tRPC on Discord']) {
    await expect(navbar.getByRole('link', { name })).toBeVisible();
  }
  await expect(navbar.getByRole('button', { name: COLOUR_TOGGLE })).toBeVisible();
  await expect(navbar.getByRole('button', { name: /Search/ })).toBeVisible();
  await expect(navbar.getByRole('button', { name: '10.x' })).toBeVisible();
});

type ColourMode = 'light' | 'dark';

/** Opens a page under the given system theme and waits for React to take over. */
async function openWithSystemTheme(page: Page, colorScheme: ColourMode, path = '/') {
  await page.emulateMedia({ colorScheme });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  return { html: page.locator('html'), toggle: page.getByRole('button', { name: COLOUR_TOGGLE }) };
}

/** The mode on screen, and the toggle's label naming it. */
async function expectColourMode({ html, toggle }: { html: Locator; toggle: Locator }, mode: ColourMode) {
  await expect(html).toHaveAttribute('data-theme', mode);
  await expect(toggle).toHaveAccessibleName(new RegExp(`currently ${mode} mode`));
}

test('colour mode follows a light system; one click turns it dark, and that persists', async ({ page }) => {
  const site = await openWithSystemTheme(page, 'light');
  await expectColourMode(site, 'light');
  await site.toggle.click();
  await expectColourMode(site, 'dark');
  await page.reload();
  await expect(site.html).toHaveAttribute('data-has-hydrated', 'true');
  await expectColourMode(site, 'dark');
  // Every click flips it, the second one included.
  await site.toggle.click();
  await expectColourMode(site, 'light');
  await site.toggle.click();
  await expectColourMode(site, 'dark');
});

test('colour mode follows a dark system; one click turns it light', async ({ page }) => {
  const site = await openWithSystemTheme(page, 'dark');
  await expectColourMode(site, 'dark');
  await site.toggle.click();
  await expectColourMode(site, 'light');
});

test('without a saved choice, colour mode follows changes of the system theme', async ({ page }) => {
  const site = await openWithSystemTheme(page, 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectColourMode(site, 'dark');
});

test('clearing the saved colour mode falls back to the system theme', async ({ page }) => {
  const site = await openWithSystemTheme(page, 'light');
  await site.toggle.click();
  await expectColourMode(site, 'dark');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(site.html).toHaveAttribute('data-has-hydrated', 'true');
  await expectColourMode(site, 'light');
});

test('a colour mode chosen or cleared in another tab is picked up', async ({ page, context }) => {
  const site = await openWithSystemTheme(page, 'light');
  const otherTab = await openWithSystemTheme(await context.newPage(), 'light', '/docs');
  await otherTab.toggle.click();
  await expectColourMode(otherTab, 'dark');
  await expectColourMode(site, 'dark');
  // Clearing the whole storage there (a storage event without a key) brings back the system theme here.
  await otherTab.html.evaluate(() => localStorage.clear());
  await expectColourMode(site, 'light');
});

test('the colour-mode toggle is disabled until the page is ready', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  const toggle = page.getByRole('button', { name: COLOUR_TOGGLE });
  await expect(toggle).toBeDisabled();
  // The server-rendered label does not guess the mode React has not read yet.
  await expect(toggle).toHaveAccessibleName(/currently system mode/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('dismissing the announcement is remembered across reloads', async ({ page }) => {
  await page.goto('/');
  const announcement = page.getByText('tRPC v10 is out!');
  await expect(announcement).toBeVisible();
  await expect(page.getByRole('link', { name: 'migration guide' })).toHaveAttribute(
    'href',
    /\/docs\/migrate-from-v9-to-v10$/,
  );
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(announcement).toBeHidden();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
  await expect(announcement).toBeHidden();
});

test('the navbar collapses to a hamburger at 996 px but not at 997 px', async ({ page }) => {
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  await page.setViewportSize({ width: 997, height: 800 });
  await page.goto('/docs');
  await expect(toggle).toBeHidden();
  await page.setViewportSize({ width: 996, height: 800 });
  await expect(toggle).toBeVisible();
  await toggle.click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar.getByRole('button', { name: /Back to main menu/ })).toBeVisible();
});

test('on a phone, choosing another version in the menu closes the menu, as any other menu link does', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/server/routers');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const menu = page.locator('.navbar-sidebar');
  await menu.getByRole('button', { name: /Back to main menu/ }).click();
  // The version dropdown is open: it holds the version shown.
  await menu.getByRole('link', { name: '9.x' }).click();
  await expect(page).toHaveURL(/\/docs\/v9\/router$/);
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

test('on a phone a doc page prefetches the pages of the links on screen, not those of the closed menu', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  // Docusaurus' links prefetch their page through window.docusaurus.prefetch when they come into view: note each call.
  await context.addInitScript(() => {
    const prefetched: string[] = [];
    let docusaurus: { prefetch(path: string): unknown } | undefined;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => docusaurus,
      set: (value: { prefetch(path: string): unknown }) => {
        docusaurus = { ...value, prefetch: (path: string) => (prefetched.push(path), value.prefetch(path)) };
      },
    });
    Object.assign(window, { prefetched });
  });
  const page = await context.newPage();
  await page.goto('/docs/server/routers');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 30_000 });
  // The closed menu has switched to the page's sidebar, and its slide is over.
  const items = page.locator('.navbar-sidebar__items--show-secondary');
  await expect(items).toHaveCount(1);
  await expect.poll(() => items.evaluate((element) => element.getAnimations().length)).toBe(0);
  const { prefetched, onScreen } = await page.evaluate(async () => {
    // Intersection observers report on the next frame.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const links = Array.from(document.querySelectorAll('a[href^="/"]')).filter((link) => {
      const box = link.getBoundingClientRect();
      return !link.closest('.navbar-sidebar') && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    });
    return {
      prefetched: (window as unknown as { prefetched: string[] }).prefetched,
      onScreen: links.map((link) => link.getAttribute('href')!),
    };
  });
  const path = (href: string) => href.replace(/#.*$/, '').replace(/(.)\/$/, '$1');
  // The menu lists the other pages of the category, e.g. Procedures.
  await expect(page.locator('.navbar-sidebar a[href="/docs/server/procedures"]')).toHaveCount(1);
  expect(prefetched.map(path).filter((route) => !onScreen.map(path).includes(route))).toEqual([]);
  await context.close();
});

test('right-clicking the brand opens the media page', async ({ page }) => {
  await page.goto('/docs');
  await page.locator('.navbar__brand').click({ button: 'right' });
  await expect(page).toHaveURL(/\/media$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Media assets' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download SVG' })).toHaveCount(4);
});

test('the media page copies the brand colour', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/media');
  const swatch = page.getByRole('button', { name: /tRPC blue/ });
  await swatch.click();
  await expect(swatch.getByRole('status')).toHaveText('Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#398CCB');
  await expect(page.getByRole('main')).toContainText("not the project's official logo");
});

test('an unknown path shows the not-found page', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Look for it with the search at the top of the page')).toBeVisible();
});

test('9.x pages carry the unmaintained banner and 10.x pages do not', async ({ page }) => {
  await page.goto('/docs/v9');
  const banner = page.getByText('This is documentation for tRPC 9.x, which is no longer actively maintained.');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('link', { name: 'latest version' })).toBeVisible();
  await page.goto('/docs');
  await expect(page.getByText('no longer actively maintained')).toHaveCount(0);
});

test('docs pages show breadcrumbs and a table of contents', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/docs/quickstart');
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
  await expect(page.locator('.table-of-contents a').first()).toBeVisible();
});

test('code blocks the theme highlights keep their tokens after hydration and after a move from a page without any', async ({ page }) => {
  // The Prism grammars come with the code block component, not main.js
  // (src/plugins/prism-languages): a page whose blocks are all TypeScript
  // samples, highlighted at build time, must not leave the next page without them.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  const install = page.locator('pre.language-bash').first();
  await page.goto('/docs/quickstart');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 30_000 });
  await expect(install.locator('.token.function').first()).toHaveText('npm');

  await page.goto('/docs/server/routers');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 30_000 });
  await expect(page.locator('pre:not(.typed-code)')).toHaveCount(0);
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Quickstart', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/quickstart$/);
  await expect(install.locator('.token.function').first()).toHaveText('npm');
  expect(errors).toEqual([]);
});

test('code blocks take the Prism theme of the colour mode, on load and on toggle', async ({ page }) => {
  // The CodeBlock wrapper (src/theme/CodeBlock) re-renders code blocks after
  // hydration instead of remounting them; the colours must still follow the mode.
  const keyword = page.locator('pre code .token.keyword').first();
  const colorOf = () => keyword.evaluate((element) => getComputedStyle(element).color);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/docs/server/routers');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(colorOf).toBe(DARK_KEYWORD);

  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/docs/server/routers');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect.poll(colorOf).toBe(LIGHT_KEYWORD);
  await page.getByRole('button', { name: COLOUR_TOGGLE }).click();
  await expect.poll(colorOf).toBe(DARK_KEYWORD);
});
