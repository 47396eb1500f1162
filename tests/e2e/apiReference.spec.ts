import { expect, type Page, test } from '@playwright/test';

/** The generated API reference (src/plugins/typedoc-api) as a reader meets it. */

test.describe.configure({ timeout: 60_000 });

/** The words of the h1 as drawn, one string per line box. */
async function titleLines(page: Page): Promise<string[]> {
  return page.getByRole('heading', { level: 1 }).evaluate((heading) => {
    const range = document.createRange();
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, (lines.get(top) ?? '') + text[i]);
      }
    }
    return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => line.trim());
  });
}

for (const [width, height] of [[1280, 800], [390, 844]] as const) {
  test(`a class title breaks between words and before its type parameters only, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/docs/typedoc/client/classes/TRPCClientError', { timeout: 30_000 });
    const lines = (await titleLines(page)).join('|');
    // Lines end between words or before "<", never inside an identifier.
    const allowed = ['Class: TRPCClientError<TRouterOrProcedure>', 'Class: TRPCClientError|<TRouterOrProcedure>', 'Class:|TRPCClientError<TRouterOrProcedure>', 'Class:|TRPCClientError|<TRouterOrProcedure>'];
    expect(allowed).toContain(lines);
    const box = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  });
}

test('a page re-exported by @trpc/react-query says so and links its original', async ({ page }) => {
  await page.goto('/docs/typedoc/react-query/classes/TRPCClientError', { timeout: 30_000 });
  const article = page.getByRole('main');
  await expect(article.getByText(/Re-exported by @trpc\/react-query from @trpc\/client/)).toBeVisible();
  await article.getByRole('link', { name: 'TRPCClientError of @trpc/client' }).click();
  await expect(page).toHaveURL(/\/docs\/typedoc\/client\/classes\/TRPCClientError$/);
});

test('class and function pages link the guide that explains them', async ({ page }) => {
  await page.goto('/docs/typedoc/client/classes/TRPCClientError', { timeout: 30_000 });
  await page.getByRole('main').getByRole('link', { name: 'Error handling' }).first().click();
  await expect(page).toHaveURL(/\/docs\/server\/error-handling$/);
  await page.goto('/docs/typedoc/client/functions/httpBatchLink', { timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('link', { name: 'httpBatchLink', exact: true }).first()).toHaveAttribute('href', '/docs/links/httpBatchLink');
});
