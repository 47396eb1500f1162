import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { checkSamples } from '../check/checkSamples';
import { formatProblem } from '../check/report';
import type { CheckResult, RenderedBlock } from '../protocol';
import { renderFence, underlinedSpans } from './renderFence';

const fence = (body: string, meta = '') => `\`\`\`ts ${meta}\n${body}\n\`\`\`\n`;

const SERVER = [
  "import { initTRPC } from '@trpc/server';",
  'const t = initTRPC.create();',
  '// ---cut---',
  '/** The routes of the app. */',
  'export const appRouter = t.router({});',
  'export type AppRouter = typeof appRouter;',
  '//          ^?',
].join('\n');

// One run (one program per version) for every fixture.
const documents = [
  { path: 'docs/types.mdx', content: fence(SERVER) },
  { path: 'docs/errors.mdx', content: fence("// @errors: 2322\nconst count: number = 'one';") },
  // Line 4 of the markdown is the `^?` under a keyword.
  { path: 'docs/pointless.mdx', content: fence('const a = 1;\nexport default a;\n// ^?') },
  { path: 'docs/runs.mdx', content: fence('const a = 1;\n//    ^?\nconst bb = a + 1;') },
];

describe('typed sample pipeline (check → annotate → highlight → render)', () => {
  let result: CheckResult;
  const blocks = (docPath: string): RenderedBlock[] =>
    renderFence(result.results.find((r) => r.docPath === docPath)!.fence);

  before(() => {
    result = checkSamples({ documents });
  });

  it('renders the quick info of identifiers, with the first paragraph of their doc comment', () => {
    const [block] = blocks('docs/types.mdx');
    const index = Number(/<span class="typed-id" data-typed="(\d+)">appRouter<\/span>/.exec(block.html!)?.[1]);
    assert.match(block.popovers![index], /^<span class="typed-signature">const appRouter: Router&lt;RouterDef&lt;/);
    assert.match(block.popovers![index], /<span class="typed-doc">The routes of the app\.<\/span>$/);
  });

  it('writes each distinct popover text once per block; identifiers refer to it by index', () => {
    const [block] = blocks('docs/types.mdx');
    const references = [...block.html!.matchAll(/data-typed="(\d+)"/g)].map((match) => Number(match[1]));
    // appRouter is shown twice (declared, then in typeof), with the same quick info.
    const appRouter = [...block.html!.matchAll(/data-typed="(\d+)">appRouter</g)].map((match) => match[1]);
    assert.equal(appRouter.length, 2);
    assert.equal(appRouter[0], appRouter[1]);
    assert.equal(new Set(block.popovers).size, block.popovers!.length);
    assert.deepEqual([...new Set(references)].sort((a, b) => a - b), block.popovers!.map((_, index) => index));
    assert.doesNotMatch(block.html!, /typed-popover/);
  });

  it('renders a // ^? as a callout with the type, under its line', () => {
    const [block] = blocks('docs/types.mdx');
    assert.match(
      block.html!,
      /typeof<\/span>[^]*?<br><\/div><\/div><div class="typed-callout" style="--typed-column:12"><span class="typed-signature">type AppRouter = Router&lt;RouterDef&lt;/,
    );
    // This one and the one of docs/runs.mdx.
    assert.equal(result.summary.callouts, 2);
  });

  it('groups the code lines between callouts in runs that state their size in characters and lines', () => {
    const [block] = blocks('docs/runs.mdx');
    const runs = [...block.html!.matchAll(/<div class="typed-lines" style="--typed-columns:(\d+);--typed-rows:(\d+)">(.*?<br><\/div>)<\/div>/g)];
    assert.deepEqual(
      runs.map(([, columns, rows]) => [Number(columns), Number(rows)]),
      [
        [12, 1],
        [17, 1],
      ],
    );
    assert.equal(runs[0].index, 0);
    assert.match(block.html!, /^<div class="typed-lines"[^>]*>.*?<\/div><\/div><div class="typed-callout"[^]*<\/div><div class="typed-lines"[^]*<\/div><\/div>$/);
    const [types] = blocks('docs/types.mdx');
    assert.match(types.html!, /^<div class="typed-lines" style="--typed-columns:41;--typed-rows:3">/);
  });

  it('renders the message of an expected error under the line producing it', () => {
    const [block] = blocks('docs/errors.mdx');
    assert.match(block.html!, /<\/div><div class="typed-error" style="--typed-column:6">Type &quot;string&quot; is not assignable|<div class="typed-error" style="--typed-column:6">Type 'string' is not assignable to type 'number'\. <span class="typed-error-code">\(TS2322\)<\/span><\/div>$/);
  });

  it('underlines the code an expected error is about, inside the identifier it falls on', () => {
    const [block] = blocks('docs/errors.mdx');
    assert.match(block.html!, /<span class="typed-id" data-typed="\d+"><span class="typed-error-span">count<\/span><\/span>/);
    assert.equal(block.html!.match(/typed-error-span/g)?.length, 1);
  });

  it('underlines an error running over several lines on each of them, up to its end', () => {
    const lines = ['const a = {', '  b: 1,', '};'];
    // `{` (column 10 of line 0), its line break and `  b: 1`: 1 + 1 + 6 characters.
    assert.deepEqual(underlinedSpans([{ line: 0, start: 10, length: 8, code: 2322, message: '' }], lines), [
      [{ start: 10, end: 11 }],
      [{ start: 0, end: 6 }],
      [],
    ]);
  });

  it('copies exactly the shown source: no setup, no // ^? lines, no annotations', () => {
    const [block] = blocks('docs/types.mdx');
    assert.equal(
      block.value,
      ['/** The routes of the app. */', 'export const appRouter = t.router({});', 'export type AppRouter = typeof appRouter;'].join('\n'),
    );
  });

  it('fails a // ^? that points at no identifier, with file and line', () => {
    const pointless = result.results.find((r) => r.docPath === 'docs/pointless.mdx')!;
    assert.equal(pointless.status, 'failed');
    assert.deepEqual(pointless.problems.map(formatProblem), [
      'docs/pointless.mdx:4: [index.ts] // ^? points at column 4 of "export default a;", which is not an identifier with a type; put the ^ under one',
    ]);
  });
});
