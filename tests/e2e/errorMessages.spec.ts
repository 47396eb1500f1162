import { test } from '@playwright/test';
import { configureSearchSpec, expect, hitLinks, hydrated, openModal } from './searchSetup';

/**
 * Error messages tRPC itself produces, pasted into the search as readers
 * paste them: the page that explains each is among the first hits, in the
 * reader's version.
 */

configureSearchSpec();

const FIRST_HITS = 3;

/** `pages`: where the message is explained (any one of them among the first hits). */
const PASTED: Array<{ from: string; message: string; pages: string[] }> = [
  { from: '/docs', message: 'No "query"-procedure on path "greeting"', pages: ['/docs/rpc'] },
  // The quickstart's procedure: its pitfalls quote the message and link the explanation.
  { from: '/docs', message: 'No "query"-procedure on path "addTodo"', pages: ['/docs/rpc', '/docs/quickstart'] },
  { from: '/docs', message: 'TRPCClientError: No "mutation"-procedure on path "post.byId"', pages: ['/docs/rpc'] },
  { from: '/docs', message: 'Unexpected request method PUT', pages: ['/docs/rpc'] },
  { from: '/docs', message: '"input" needs to be an object when doing a batch call', pages: ['/docs/rpc'] },
  { from: '/docs', message: 'Batching is not enabled on the server', pages: ['/docs/rpc'] },
  { from: '/docs', message: 'Error: No fetch implementation found', pages: ['/docs/client/setup', '/docs/links/httpBatchLink'] },
  { from: '/docs', message: 'TRPCClientError: Output validation failed', pages: ['/docs/server/output-validation'] },
  { from: '/docs/v9/quickstart', message: 'No "query"-procedure on path "post.add"', pages: ['/docs/v9/rpc'] },
  { from: '/docs/v9/quickstart', message: 'Unexpected request method DELETE', pages: ['/docs/v9/rpc'] },
];

for (const { from, message, pages } of PASTED) {
  test(`pasting «${message}» on ${from} finds ${pages.join(' or ')} among the first ${FIRST_HITS} hits`, async ({ page }) => {
    await page.goto(from, { timeout: 30_000 });
    await expect(hydrated(page)).toHaveCount(1);
    const input = await openModal(page);
    // A paste: the whole message arrives at once.
    await page.keyboard.insertText(message);
    await expect(input).toHaveValue(message);
    await expect(hitLinks(page).first()).toBeVisible();
    const paths = await hitLinks(page).evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(paths.slice(0, FIRST_HITS).some((path) => pages.includes(path)), `first hits for ${message}: ${paths.slice(0, FIRST_HITS).join(', ')}`).toBe(true);
  });
}

// A message names the reader's own procedure ("post.byId"), which other
// sections mention: the section whose heading the message quotes comes
// before the one about the other procedure type.
for (const [message, section] of [
  ['No "query"-procedure on path "post.byId"', '/docs/rpc#no-query-procedure-on-path-'],
  ['No "mutation"-procedure on path "post.byId"', '/docs/rpc#no-mutation-procedure-on-path-'],
] as const) {
  test(`pasting «${message}» lists ${section} before any other section of /docs/rpc`, async ({ page }) => {
    await page.goto('/docs', { timeout: 30_000 });
    await expect(hydrated(page)).toHaveCount(1);
    const input = await openModal(page);
    await page.keyboard.insertText(message);
    await expect(input).toHaveValue(message);
    await expect(hitLinks(page).first()).toBeVisible();
    const sections = await hitLinks(page).evaluateAll((links) => links.map((link) => { const url = new URL((link as HTMLAnchorElement).href); return url.pathname + url.hash; }));
    expect(sections.find((hit) => hit.startsWith('/docs/rpc')), sections.join(', ')).toBe(section);
  });
}
