import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { countImports, renderOverview, writeOverview } from './overview';

describe('countImports', () => {
  it('counts the pages importing each name from the package root, once per page', () => {
    const pages = [
      "import { httpBatchLink, createTRPCProxyClient } from '@trpc/client';\nimport { httpBatchLink } from '@trpc/client';",
      "import type { TRPCLink } from '@trpc/client';\nimport { httpBatchLink as batch } from \"@trpc/client\";",
      "import {\n  initTRPC,\n  type inferAsyncReturnType,\n} from '@trpc/server';",
      "import { createHTTPServer } from '@trpc/server/adapters/standalone';",
    ];
    assert.deepEqual(
      [...countImports(pages, 'client')],
      [['httpBatchLink', 2], ['createTRPCProxyClient', 1], ['TRPCLink', 1]],
    );
    assert.deepEqual([...countImports(pages, 'server')], [['initTRPC', 1], ['inferAsyncReturnType', 1]]);
  });
});

describe('renderOverview', () => {
  const overview = renderOverview(
    [
      {
        pkg: 'client',
        role: 'A typed client.',
        exports: [
          { name: 'TRPCClientError', folder: 'classes', deprecated: false },
          { name: 'createTRPCClient', folder: 'functions', deprecated: true },
          { name: 'httpBatchLink', folder: 'functions', deprecated: false },
          { name: 'httpLink', folder: 'functions', deprecated: false },
          { name: 'unusedType', folder: 'types', deprecated: false },
        ],
        imports: new Map([['httpLink', 3], ['httpBatchLink', 9], ['TRPCClientError', 3], ['createTRPCClient', 20], ['notDocumented', 50]]),
      },
      { pkg: 'next', role: 'Next.js.', exports: [{ name: 'withTRPC', folder: 'functions', deprecated: false }], imports: new Map() },
    ],
    '10.18.0',
  );

  it('is a docs page titled "API reference" with a description', () => {
    assert.match(overview, /^---\ntitle: API reference\nslug: \/typedoc\ndescription: The exports of @trpc\/client and @trpc\/next 10\.18\.0, /);
  });

  it('lists the most imported exports first, linked to their pages, only documented and not deprecated ones', () => {
    assert.match(
      overview,
      /## @trpc\/client\n\nA typed client\.\n\n.*\n\n\| Export \| Kind \| Pages \|\n\| --- \| --- \| ---: \|\n\| \[`httpBatchLink`\]\(client\/functions\/httpBatchLink\.md\) \| function \| 9 \|\n\| \[`httpLink`\]\(client\/functions\/httpLink\.md\) \| function \| 3 \|\n\| \[`TRPCClientError`\]\(client\/classes\/TRPCClientError\.md\) \| class \| 3 \|\n/,
    );
    assert.doesNotMatch(overview, /notDocumented|`unusedType`|`createTRPCClient`/);
  });

  it('links every package index with the count of its exports by kind', () => {
    assert.match(overview, /\[All exports of @trpc\/client\]\(client\/index\.md\): 5 \(1 class, 1 type, 3 functions\)\./);
    assert.match(overview, /## @trpc\/next\n\nNext\.js\.\n\n\[All exports of @trpc\/next\]\(next\/index\.md\): 1 \(1 function\)\./);
  });
});

describe('writeOverview', () => {
  it("writes index.md from TypeDoc's folders and the guides, leaving the generated pages out of the count", async () => {
    const docsDir = await mkdtemp(path.join(tmpdir(), 'typedoc-overview-'));
    try {
      const generatedDir = path.join(docsDir, 'typedoc');
      await mkdir(path.join(generatedDir, 'server', 'variables'), { recursive: true });
      await writeFile(path.join(generatedDir, 'server', 'index.md'), '# @trpc/server');
      await writeFile(path.join(generatedDir, 'server', 'variables', 'initTRPC.md'), "import { initTRPC } from '@trpc/server';");
      await mkdir(path.join(generatedDir, 'server', 'functions'));
      await writeFile(path.join(generatedDir, 'server', 'functions', 'router.md'), '# Function: router()\n\n## Deprecated\n\nUse t.router');
      await mkdir(path.join(docsDir, 'server'));
      await writeFile(path.join(docsDir, 'server', 'routers.mdx'), "```ts\nimport { initTRPC } from '@trpc/server';\n```");
      await writeFile(path.join(docsDir, 'quickstart.md'), "```ts\nimport { initTRPC, router } from '@trpc/server';\n```");
      const file = await writeOverview({ docsDir, generatedDir, packages: [{ pkg: 'server', role: 'Server.' }], trpcVersion: '10.18.0' });
      assert.equal(file, path.join(generatedDir, 'index.md'));
      const overview = await readFile(file, 'utf8');
      assert.match(overview, /\| \[`initTRPC`\]\(server\/variables\/initTRPC\.md\) \| variable \| 2 \|/);
      assert.match(overview, /: 2 \(1 variable, 1 function\)\./);
      assert.doesNotMatch(overview, /`router`/, 'deprecated');
    } finally {
      await rm(docsDir, { recursive: true, force: true });
    }
  });
});
