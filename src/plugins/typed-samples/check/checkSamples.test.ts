import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { CheckResult, MarkdownDocument } from '../protocol';
import { checkSamples } from './checkSamples';
import { formatProblem, formatReport } from './report';

const fence = (lang: string, meta: string, body: string) => `\`\`\`${lang} ${meta}\n${body}\n\`\`\`\n`;

const V10_SERVER = [
  "import { initTRPC } from '@trpc/server';",
  "import { z } from 'zod';",
  'const t = initTRPC.create();',
  'export const appRouter = t.router({',
  '  greet: t.procedure.input(z.string()).query(({ input }) => `hi ${input}`),',
  '});',
  'export type AppRouter = typeof appRouter;',
].join('\n');

const V9_SAMPLE = [
  "import * as trpc from '@trpc/server';",
  "import { createReactQueryHooks } from '@trpc/react';",
  "import { createExpressMiddleware } from '@trpc/server/adapters/express';",
  "import { z } from 'zod';",
  "const appRouter = trpc.router().query('hello', {",
  '  input: z.string(),',
  '  resolve: ({ input }) => ({ greeting: `hi ${input}` }),',
  '});',
  'type AppRouter = typeof appRouter;',
  'const hooks = createReactQueryHooks<AppRouter>();',
  'export function Greeting() {',
  "  const query = hooks.useQuery(['hello', 'you']);",
  '  const greeting: string | undefined = query.data?.greeting;',
  '  return <p>{greeting}</p>;',
  '}',
  'createExpressMiddleware({ router: appRouter });',
].join('\n');

// All fixtures share one run: each run builds a TypeScript program per version.
const documents: MarkdownDocument[] = [
  {
    path: 'docs/good.mdx',
    content: `---\ntitle: Good\n---\n\n<Tabs>\n\n${fence(
      'ts',
      'showLineNumbers',
      `// @filename: server.ts\n${V10_SERVER}\n// @filename: client.ts\nimport { createTRPCProxyClient, httpBatchLink } from '@trpc/client';\nimport type { AppRouter } from './server';\nconst client = createTRPCProxyClient<AppRouter>({ links: [httpBatchLink({ url: '/trpc' })] });\n// ---cut---\nexport const greeting: string = await client.greet.query('you');`,
    )}\n</Tabs>\n`,
  },
  // Line 3 of the markdown is the bad assignment (fence on line 1, body from 2).
  { path: 'docs/broken.md', content: fence('ts', '', 'const ok = 1;\nconst bad: string = ok;') },
  { path: 'docs/expected-ok.md', content: fence('ts', '', '// @errors: 2322\nconst bad: string = 1;') },
  { path: 'docs/expected-missing.md', content: fence('ts', '', '// @errors: 2322 2345\nconst bad: string = 1;') },
  { path: 'docs/expected-extra.md', content: fence('ts', '', '// @errors: 2345\nconst bad: string = 1;') },
  { path: 'docs/nocheck.md', content: fence('ts', 'nocheck="pseudo-code"', 'this is not TypeScript') + fence('ts', 'nocheck', 'neither is this') },
  { path: 'versioned_docs/version-9.x/react.mdx', content: fence('tsx', '', V9_SAMPLE) + fence('ts', '', "import { initTRPC } from '@trpc/server';") },
  { path: 'docs/migrate.mdx', content: fence('tsx', 'version="9"', V9_SAMPLE) },
  // Same names in two samples: each sample has its own directory and scope.
  { path: 'docs/isolated.md', content: fence('ts', '', 'const name = 1;\nexport const a = name;') + fence('ts', '', 'const name = "x";\nconst b: string = name;') },
];

function resultsFor(result: CheckResult, docPath: string) {
  return result.results.filter((r) => r.docPath === docPath);
}

describe('checkSamples', () => {
  let result: CheckResult;
  before(() => {
    result = checkSamples({ documents });
  });

  it('passes a multi-file sample whose client imports AppRouter from ./server', () => {
    const [good] = resultsFor(result, 'docs/good.mdx');
    assert.equal(good.status, 'passed', good.problems.map(formatProblem).join('\n'));
    assert.equal(good.fenceLine, 7);
  });

  it('reports a broken sample with markdown line, file name and TS code', () => {
    const [broken] = resultsFor(result, 'docs/broken.md');
    assert.equal(broken.status, 'failed');
    assert.deepEqual(broken.problems.map(formatProblem), [
      "docs/broken.md:3: [index.ts] TS2322: Type 'number' is not assignable to type 'string'.",
    ]);
  });

  it('accepts exactly the errors listed in // @errors', () => {
    assert.equal(resultsFor(result, 'docs/expected-ok.md')[0].status, 'passed');
    const [missing] = resultsFor(result, 'docs/expected-missing.md');
    assert.equal(missing.status, 'failed');
    assert.deepEqual(missing.problems.map(formatProblem), [
      'docs/expected-missing.md:2: [index.ts] expected error TS2345 (// @errors) was not reported',
    ]);
    const [extra] = resultsFor(result, 'docs/expected-extra.md');
    // The unlisted TS2322 fails, and so does the listed TS2345 that never came.
    assert.deepEqual(extra.problems.map((p) => [p.line, p.code]), [[2, undefined], [3, 2322]]);
  });

  it('opts out with a reason and fails nocheck without one', () => {
    const [withReason, withoutReason] = resultsFor(result, 'docs/nocheck.md');
    assert.equal(withReason.status, 'opted-out');
    assert.equal(withoutReason.status, 'failed');
    assert.match(formatProblem(withoutReason.problems[0]), /^docs\/nocheck\.md:4: nocheck needs a reason/);
  });

  it('compiles versioned 9.x docs against tRPC 9.27.4, where v10 APIs fail', () => {
    const [v9, v10Api] = resultsFor(result, 'versioned_docs/version-9.x/react.mdx');
    assert.equal(v9.version, '9');
    assert.equal(v9.status, 'passed', v9.problems.map(formatProblem).join('\n'));
    assert.equal(v10Api.status, 'failed');
    assert.deepEqual(v10Api.problems.map((p) => p.code), [2305]);
    assert.match(v10Api.problems[0].message, /initTRPC/);
  });

  it('honours version="9" outside versioned docs', () => {
    const [migrate] = resultsFor(result, 'docs/migrate.mdx');
    assert.equal(migrate.version, '9');
    assert.equal(migrate.status, 'passed', migrate.problems.map(formatProblem).join('\n'));
  });

  it('keeps samples from seeing each other', () => {
    assert.deepEqual(resultsFor(result, 'docs/isolated.md').map((r) => r.status), ['passed', 'passed']);
  });

  it('summarises and fails overall', () => {
    assert.deepEqual(
      { ...result.summary, elapsedMs: 0, cpuMs: 0, identifiers: 0 },
      { checked: 11, failed: 5, optedOut: 1, elapsedMs: 0, cpuMs: 0, identifiers: 0, callouts: 0 },
    );
    assert.ok(result.summary.identifiers > 50, 'identifiers of shown lines have quick info');
    assert.equal(result.ok, false);
    const report = formatReport(result);
    assert.match(report.at(-1)!, /^11 samples checked, 5 failed, 1 opted out; [\d,]+ identifiers with types; 0 callouts$/);
    assert.match(report.at(-2)!, /^Checked in \d+\.\d+s \(CPU \d+\.\d+s\)$/);
  });
});

describe('checkSamples on disk', () => {
  it('reads the pages under root, a failing one with its path', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-samples-'));
    try {
      fs.mkdirSync(path.join(root, 'docs'));
      fs.writeFileSync(path.join(root, 'docs', 'intro.md'), fence('ts', '', 'export const a: number = "one";'));
      const result = checkSamples({ root });
      assert.deepEqual(result.results.map((r) => [r.docPath, r.status]), [['docs/intro.md', 'failed']]);
      assert.equal(result.ok, false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
