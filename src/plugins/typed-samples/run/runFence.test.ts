import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseFence } from '../fence/parseFence';
import { programFiles, runFence } from './runFence';

const workRoot = path.join(process.cwd(), 'node_modules', '.cache', 'runnable-samples-test', 'runFence');

describe('programFiles', () => {
  it('is the last file, or the ones run= names', () => {
    const code = '// @filename: server.ts\nexport {};\n// @filename: client.ts\nexport {};';
    assert.deepEqual(programFiles(parseFence(code, 'ts', 'run')), ['client.ts']);
    assert.deepEqual(programFiles(parseFence(code, 'ts', 'run="server.ts client.ts"')), ['server.ts', 'client.ts']);
    assert.match((programFiles(parseFence(code, 'ts', 'run="x.ts"')) as { error: string }).error, /names no file x.ts/);
  });
});

describe('runFence for the release a blog post names', () => {
  it('resolves @trpc/* to the release the post names, also inside its packages', async () => {
    // Packages of 10.x do not export package.json: print where the import resolved.
    const code = [
      "import { createRequire } from 'node:module';",
      'const require = createRequire(import.meta.url);',
      "const where = (file: string) => file.replace(/^.*node_modules\\//, '').split('/dist/')[0];",
      "console.log(where(require.resolve('@trpc/server')));",
      "console.log(where(createRequire(require.resolve('@trpc/client')).resolve('@trpc/server')));",
      "console.log(where(import.meta.resolve('@trpc/server/observable').replace('file://', '')));",
    ].join('\n');
    for (const version of ['10.0.0', '10.9.0'] as const) {
      const result = await runFence(parseFence(code, 'ts', 'run'), { version, dir: path.join(workRoot, version), timeoutMs: 60_000 });
      const scope = `@trpc-v${version}`;
      assert.equal(result.stdout.trim(), `${scope}/server\n${scope}/server\n${scope}/server`, result.stderr);
    }
  });
});

describe('runFence on 9.x pages', () => {
  it('resolves @trpc/* to 9.27.4, also inside the 9.x packages', async () => {
    const code = [
      "import { createRequire } from 'node:module';",
      "import * as server from '@trpc/server';",
      'const require = createRequire(import.meta.url);',
      "console.log(require('@trpc/server/package.json').version);",
      "console.log(createRequire(require.resolve('@trpc/client'))('@trpc/server/package.json').version);",
      "console.log('initTRPC' in server);",
    ].join('\n');
    const run = (version: '9' | '10', id: string) =>
      runFence(parseFence(code, 'ts', 'run'), { version, dir: path.join(workRoot, id), timeoutMs: 60_000 });
    const v9 = await run('9', 'v9');
    assert.equal(v9.stdout.trim(), '9.27.4\n9.27.4\nfalse', v9.stderr);
    const v10 = await run('10', 'v10');
    assert.equal(v10.stdout.trim(), '10.18.0\n10.18.0\ntrue', v10.stderr);
  });
});
