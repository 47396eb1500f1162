import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PROJECT_ROOT } from '../markdown/documents';
import type { CheckResult } from '../protocol';
import { checkSamples } from './checkSamples';
import { formatProblem } from './report';

/**
 * The site's types are what the reader's editor shows for the page's code
 * alone, checked on pages whose types used to be changed by other pages:
 * next's global declarations (`Crypto.randomUUID`, `ProcessEnv.NODE_ENV`)
 * and the union and property order left by earlier samples.
 */
const PAGES = [
  'docs/server/data-transformers.mdx',
  'docs/links/loggerLink.mdx',
  'docs/client/introduction.mdx',
  // Imports next, whose global declarations must stay on this page.
  'docs/nextjs/ssg.mdx',
];

describe('types agree with an editor showing the page alone', () => {
  let result: CheckResult;
  before(() => {
    result = checkSamples({ root: PROJECT_ROOT, paths: PAGES });
  });

  /** The hover text of `token` where it first appears in `snippet` of a shown line of `fileName`. */
  function hover(docPath: string, fileName: string, snippet: string, token: string): string | undefined {
    for (const sample of result.results.filter((r) => r.docPath === docPath)) {
      for (const file of sample.fence.files.filter((f) => f.name === fileName)) {
        const line = file.displayLines.findIndex((text) => text.includes(snippet));
        if (line < 0) continue;
        const start = file.displayLines[line].indexOf(snippet) + snippet.indexOf(token);
        return file.annotations?.identifiers.find((id) => id.line === line && id.start === start)?.info.text;
      }
    }
    return undefined;
  }

  const callouts = (docPath: string) =>
    result.results
      .filter((r) => r.docPath === docPath)
      .flatMap((r) => r.fence.files.flatMap((file) => file.annotations?.callouts ?? []))
      .map((callout) => callout.info.text);

  it('checks the pages without problems', () => {
    assert.equal(result.ok, true, result.results.flatMap((r) => r.problems.map(formatProblem)).join('\n'));
  });

  it('keeps the UUID template type of crypto.randomUUID() (data transformers: booking.id)', () => {
    assert.equal(
      hover('docs/server/data-transformers.mdx', 'server/routers/_app.ts', 'bookings.set(booking.id', 'id'),
      '(property) id: `${string}-${string}-${string}-${string}-${string}`',
    );
    assert.equal(
      hover('docs/server/data-transformers.mdx', 'server/routers/_app.ts', 'id: crypto.randomUUID()', 'randomUUID'),
      '(method) Crypto.randomUUID(): `${string}-${string}-${string}-${string}-${string}`',
    );
  });

  it('shows process.env.NODE_ENV as Node types it, not as next narrows it', () => {
    assert.equal(hover('docs/links/loggerLink.mdx', 'client.ts', "process.env.NODE_ENV === 'development'", 'NODE_ENV'), 'string | undefined');
  });

  it('lists properties in the order the editor does', () => {
    assert.ok(callouts('docs/client/introduction.mdx').includes('const created: {\n    title: string;\n    id: number;\n}'), callouts('docs/client/introduction.mdx').join('\n---\n'));
  });
});
