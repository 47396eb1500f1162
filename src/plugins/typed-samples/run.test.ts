import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { diffLines, expectedOutput } from './expectedOutput';
import { programFiles, runFence } from './run';
import { checkRunnable, findRunnable } from './runSamples';
import { parseFence } from './sample';

const workRoot = path.join(process.cwd(), 'node_modules', '.cache', 'runnable-samples-test');
const page = (body: string) => ({ path: 'docs/sample.mdx', content: body });

describe('expectedOutput', () => {
  it('reads a following txt block, else the // → comments', () => {
    const fence = parseFence("console.log(1 + 1); // → 2\nconsole.log('a');\n// → a", 'ts', 'run');
    assert.deepEqual(expectedOutput(fence), { text: '2\na', source: '// → comments' });
    assert.deepEqual(expectedOutput(fence, { lang: 'txt', value: 'x  \ny\n\n' }), { text: 'x\ny', source: 'txt block' });
    assert.equal(expectedOutput(parseFence('const a = 1;', 'ts', 'run')), undefined);
  });

  it('diffs line by line', () => {
    assert.deepEqual(diffLines('a\nb\nc', 'a\nB\nc'), ['  a', '- b', '+ B', '  c']);
  });
});

describe('the run meta', () => {
  it('is read by parseFence and never reaches the rendered block', () => {
    const fence = parseFence('console.log(1);', 'ts', 'title="a.ts" run="index.ts"');
    assert.equal(fence.run, 'index.ts');
    assert.deepEqual(fence.themeMeta.map((token) => token.key), ['title']);
    assert.equal(parseFence('x', 'ts', 'title="a.ts"').run, undefined);
  });
});

describe('programFiles', () => {
  it('is the last file, or the ones run= names', () => {
    const code = '// @filename: server.ts\nexport {};\n// @filename: client.ts\nexport {};';
    assert.deepEqual(programFiles(parseFence(code, 'ts', 'run')), ['client.ts']);
    assert.deepEqual(programFiles(parseFence(code, 'ts', 'run="server.ts client.ts"')), ['server.ts', 'client.ts']);
    assert.match((programFiles(parseFence(code, 'ts', 'run="x.ts"')) as { error: string }).error, /names no file x.ts/);
  });
});

describe('checkRunnable', () => {
  it('passes a sample that prints what the page shows, hidden setup included', async () => {
    const [sample] = findRunnable(
      page('```ts run\nconst greeting = "hi";\n// ---cut---\nconsole.log(`${greeting} there`);\n```\n\n```txt\nhi there\n```\n'),
    );
    const outcome = await checkRunnable(sample, workRoot, 60_000, 1);
    assert.deepEqual(outcome.details, []);
    assert.equal(outcome.ok, true);
  });

  it('fails with a diff when the output differs', async () => {
    const [sample] = findRunnable(page('```ts run\nconsole.log(40 + 1); // → 42\n```\n'));
    const outcome = await checkRunnable(sample, workRoot, 60_000, 2);
    assert.equal(outcome.ok, false);
    assert.equal(outcome.line, 1);
    assert.deepEqual(outcome.details, ['output differs from the // → comments (- expected, + actual):', '- 42', '+ 41']);
  });

  it('kills a sample that does not exit by itself, and fails it', async () => {
    const [sample] = findRunnable(page("```ts run\nimport http from 'node:http';\nhttp.createServer().listen(Number(process.env.PORT));\n```\n"));
    const outcome = await checkRunnable(sample, workRoot, 3_000, 3);
    assert.equal(outcome.ok, false);
    assert.match(outcome.details[0], /did not exit by itself/);
  });

  it('starts a server program, runs the client against it on PORT, then stops the server', async () => {
    const code = [
      '// @filename: server.ts',
      "import http from 'node:http';",
      "http.createServer((req, res) => res.end('pong')).listen(Number(process.env.PORT));",
      '// @filename: client.ts',
      'const response = await fetch(`http://localhost:${process.env.PORT}/`);',
      'console.log(await response.text()); // → pong',
    ].join('\n');
    const [sample] = findRunnable(page(`\`\`\`ts run="server.ts client.ts"\n${code}\n\`\`\`\n`));
    const outcome = await checkRunnable(sample, workRoot, 60_000, 5);
    assert.deepEqual(outcome.details, []);
  });

  it('binds servers that name no host to 127.0.0.1 only', async () => {
    const code = [
      "import http from 'node:http';",
      "import net from 'node:net';",
      'const address = (server: net.Server) => (server.address() as net.AddressInfo).address;',
      'const byPort = http.createServer().listen(0);',
      '// Bound at once, as without a host: tRPC\'s standalone listen(0) relies on it.',
      'const boundAtOnce = (byPort.address() as net.AddressInfo | null)?.port !== undefined;',
      'const byOptions = net.createServer().listen({ port: 0 });',
      "const explicit = net.createServer().listen(0, 'localhost');",
      "await Promise.all([byPort, byOptions, explicit].map((server) => new Promise((resolve) => server.once('listening', resolve))));",
      'console.log(address(byPort), address(byOptions), explicit.listening, boundAtOnce);',
      'for (const server of [byPort, byOptions, explicit]) server.close();',
    ].join('\n');
    const [sample] = findRunnable(page(`\`\`\`ts run\n${code}\n\`\`\`\n\n\`\`\`txt\n127.0.0.1 127.0.0.1 true true\n\`\`\`\n`));
    const outcome = await checkRunnable(sample, workRoot, 60_000, 6);
    assert.deepEqual(outcome.details, []);
  });

  it('fails a sample that throws', async () => {
    const [sample] = findRunnable(page("```ts run\nthrow new Error('boom');\n```\n"));
    const outcome = await checkRunnable(sample, workRoot, 60_000, 4);
    assert.equal(outcome.ok, false);
    assert.match(outcome.details[0], /exited with code 1/);
    assert.ok(outcome.details.some((line) => line.includes('boom')));
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

