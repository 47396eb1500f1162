import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { checkRunnable, findRunnable } from './runnableSamples';

const workRoot = path.join(process.cwd(), 'node_modules', '.cache', 'runnable-samples-test', 'runnableSamples');
const page = (body: string) => ({ path: 'docs/sample.mdx', content: body });

describe('checkRunnable', () => {
  it('passes a sample that prints what the page shows, hidden setup included', async () => {
    const [sample] = findRunnable(
      page('```ts run\nconst greeting = "hi";\n// ---cut---\nconsole.log(`${greeting} there`);\n```\n\n```txt\nhi there\n```\n'),
    );
    const outcome = await checkRunnable(sample, workRoot, 60_000, 1);
    assert.deepEqual(outcome.details, []);
    assert.equal(outcome.ok, true);
  });

  it('fails with a diff when the output differs, at the line of the first differing // → comment', async () => {
    const [sample] = findRunnable(page('```ts run\nconsole.log(1 + 1); // → 2\n\nconsole.log(40 + 1); // → 42\nconsole.log(3); // → 3\n```\n'));
    const outcome = await checkRunnable(sample, workRoot, 60_000, 2);
    assert.equal(outcome.ok, false);
    assert.equal(outcome.line, 4);
    assert.deepEqual(outcome.details, ['output differs from the // → comments (- page, + actual):', '  2', '- 42', '+ 41', '  3']);
  });

  it('points at the first differing line of a txt block', async () => {
    const markdown = '```ts run\nconsole.log("a\\nb\\nc");\n```\n\nIt prints:\n\n```txt\na\nB\nc\n```\n';
    const [sample] = findRunnable(page(markdown));
    const outcome = await checkRunnable(sample, workRoot, 60_000, 7);
    assert.equal(outcome.ok, false);
    assert.equal(markdown.split('\n')[outcome.line - 1], 'B');
    assert.deepEqual(outcome.details, ['output differs from the txt block (- page, + actual):', '  a', '- B', '+ b', '  c']);
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
