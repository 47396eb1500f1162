/**
 * Checks the HTTP RPC specification pages against a real standalone server of
 * the page's version. The page text is what is tested:
 *
 * - the ` ```ts rpc-router="/trpc" ` fence is the router (exporting
 *   `appRouter`), served under that base path;
 * - every ` ```http ` fence is a request, sent as written; ` ```http rpc=name `
 *   names it;
 * - a ` ```json rpc-response ` fence is the body of the previous request's
 *   response (` rpc-response=name ` for a named one), `status=404` its status
 *   (default 200); a request without one must answer 200 with no error;
 * - each row `` | `CODE` | -32xxx | status | `` of the error code table is
 *   checked by a procedure that throws that code.
 *
 * Bodies are compared as JSON; an expected string ending in `...` matches any
 * string starting with the part before it (stack traces).
 */
import http from 'node:http';
import path from 'node:path';
import { parseFence, parseMeta } from '../fence/parseFence';
import { PROJECT_ROOT } from '../markdown/documents';
import { codeBlocks, parseMarkdown, type MarkdownNode } from '../markdown/findSamples';
import type { MarkdownDocument } from '../protocol';
import { documentVersion, type TrpcVersion } from '../versions/trpcVersions';
import { diffLines } from './expectedOutput';
import { prepareFence } from './runFence';
import type { CheckOutcome } from './runnableSamples';

const WORK_ROOT = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'runnable-samples', 'rpc');
const TIMEOUT_MS = 120_000;
/** Where the server script mounts the procedure that throws each error code. */
const CODES_BASE = '/__error-codes';

export interface HttpRequestExample {
  method: string;
  target: string;
  headers: Record<string, string>;
  body: string;
}

export function parseHttpRequest(text: string): HttpRequestExample | { error: string } {
  const [head, ...rest] = text.split(/\r?\n\r?\n/);
  const [requestLine, ...headerLines] = head.split(/\r?\n/);
  const match = /^([A-Z]+) (\S+) HTTP\/1\.1$/.exec(requestLine.trim());
  if (!match) return { error: `not an HTTP request line: ${requestLine}` };
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const header = /^([\w-]+):\s*(.*)$/.exec(line.trim());
    if (!header) return { error: `not a header: ${line}` };
    headers[header[1].toLowerCase()] = header[2];
  }
  return { method: match[1], target: match[2], headers, body: rest.join('\n\n').trim() };
}

/** Expected ⊇ actual, structurally; `"text..."` matches strings starting with `text`. */
export function matchesJson(expected: unknown, actual: unknown): boolean {
  if (typeof expected === 'string' && expected.endsWith('...'))
    return typeof actual === 'string' && actual.startsWith(expected.slice(0, -3));
  if (Array.isArray(expected))
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, i) => matchesJson(item, actual[i]));
  if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return false;
    const keys = Object.keys(expected);
    const actualKeys = Object.keys(actual);
    return (
      keys.length === actualKeys.length &&
      keys.every((key) => key in actual && matchesJson((expected as Record<string, unknown>)[key], (actual as Record<string, unknown>)[key]))
    );
  }
  return expected === actual;
}

function serverScript(version: TrpcVersion, routerModule: string, base: string): string {
  const codesRouter =
    version === '10'
      ? `import { initTRPC, TRPCError } from '@trpc/server';
const t = initTRPC.create();
const codesRouter = t.router({
  fail: t.procedure.input(z.string()).query(({ input }) => {
    throw new TRPCError({ code: input as any, message: input });
  }),
});`
      : `import * as trpc from '@trpc/server';
const codesRouter = trpc.router().query('fail', {
  input: z.string(),
  resolve({ input }) {
    throw new trpc.TRPCError({ code: input as any, message: input });
  },
});`;
  return `import http from 'node:http';
import { z } from 'zod';
import { createHTTPHandler } from '@trpc/server/adapters/standalone';
import { appRouter } from './${routerModule}';
${codesRouter}
const mounts: [string, (req: http.IncomingMessage, res: http.ServerResponse) => void][] = [
  [${JSON.stringify(CODES_BASE)}, createHTTPHandler({ router: codesRouter })],
  [${JSON.stringify(base)}, createHTTPHandler({ router: appRouter })],
];
const server = http.createServer((req, res) => {
  for (const [prefix, handler] of mounts) {
    if (req.url!.startsWith(prefix + '/')) {
      req.url = req.url!.slice(prefix.length);
      return handler(req, res);
    }
  }
  res.statusCode = 404;
  res.end();
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
// The checker ends stdin when it is done: stop, so the process exits by itself.
process.stdin.on('end', () => {
  server.closeAllConnections();
  server.close();
});
process.stdin.resume();
`;
}

interface Sent {
  status: number;
  contentType: string;
  text: string;
}

function send(port: number, request: HttpRequestExample): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: request.method, path: request.target, headers: request.headers, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text }));
      },
    );
    req.on('error', reject);
    req.end(request.body || undefined);
  });
}

export function isRpcPage(document: MarkdownDocument): boolean {
  return /```ts[^\n]*\brpc-router\b/.test(document.content);
}

const line = (node: MarkdownNode) => node.position?.start.line ?? 1;
const metaValue = (node: MarkdownNode, key: string) => parseMeta(node.meta).find((token) => token.key === key);

export async function checkRpcPage(document: MarkdownDocument): Promise<CheckOutcome[]> {
  const version = documentVersion(document);
  const blocks = codeBlocks(parseMarkdown(document));
  const outcomes: CheckOutcome[] = [];
  const outcome = (node: MarkdownNode | number, label: string, details: string[]): void => {
    outcomes.push({ docPath: document.path, line: typeof node === 'number' ? node : line(node), version, label, ok: details.length === 0, details });
  };

  const routerBlock = blocks.find((node) => node.lang === 'ts' && metaValue(node, 'rpc-router'));
  const base = routerBlock ? (metaValue(routerBlock, 'rpc-router')?.value ?? '') : '';
  if (!routerBlock || !base.startsWith('/')) {
    outcome(routerBlock ?? 1, 'rpc-router', ['the page needs one ```ts rpc-router="/base" fence exporting appRouter']);
    return outcomes;
  }
  const fence = parseFence(routerBlock.value ?? '', 'ts', routerBlock.meta);
  fence.run = 'rpc-server.ts';
  const routerModule = fence.files[0].name.replace(/\.tsx?$/, '');
  const prepared = await prepareFence(fence, {
    version,
    dir: path.join(WORK_ROOT, `v${version}`),
    timeoutMs: TIMEOUT_MS,
    extraFiles: [{ name: 'rpc-server.ts', text: serverScript(version, routerModule, base) }],
  });
  if ('error' in prepared) {
    outcome(routerBlock, 'rpc-router', [prepared.error]);
    return outcomes;
  }
  const server = prepared.start('rpc-server.ts', true);
  // Safety bound: a server that does not stop is killed (and reported below).
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    server.signal('SIGKILL');
  }, TIMEOUT_MS);
  const ready = await new Promise<boolean>((resolve) => {
    server.onStdout((chunk) => chunk.includes('listening') && resolve(true));
    void server.done.then(() => resolve(false));
  });
  if (!ready) {
    clearTimeout(timer);
    const result = await server.done;
    outcome(routerBlock, 'rpc-router', ['the server did not start', ...result.stderr.trim().split('\n').slice(-15)]);
    return outcomes;
  }
  const port = prepared.port;

  try {
    // Requests in page order: the examples build on each other like a reader's session.
    const requests = blocks.filter((node) => node.lang === 'http');
    for (const node of requests) {
      const request = parseHttpRequest(node.value ?? '');
      const label = `${node.value?.split('\n')[0].replace(/ HTTP\/1\.1$/, '')}`;
      if ('error' in request) {
        outcome(node, label, [request.error]);
        continue;
      }
      const name = metaValue(node, 'rpc')?.value;
      const nextRequest = requests[requests.indexOf(node) + 1];
      const responseBlock = blocks.find((candidate) => {
        if (candidate.lang !== 'json') return false;
        const target = metaValue(candidate, 'rpc-response');
        if (!target) return false;
        if (target.value) return target.value === name;
        // Unnamed: the response after this request, before the next one.
        return line(candidate) > line(node) && (!nextRequest || line(candidate) < line(nextRequest));
      });
      const sent = await send(port, request);
      const details: string[] = [];
      const expectedStatus = Number(responseBlock ? (metaValue(responseBlock, 'status')?.value ?? 200) : 200);
      if (sent.status !== expectedStatus) details.push(`status ${sent.status}, the page says ${expectedStatus}`);
      if (!sent.contentType.startsWith('application/json')) details.push(`content-type "${sent.contentType}", expected application/json`);
      let body: unknown;
      try {
        body = JSON.parse(sent.text);
      } catch {
        details.push(`body is not JSON: ${sent.text.slice(0, 200)}`);
      }
      if (responseBlock && body !== undefined) {
        const expected = JSON.parse(responseBlock.value ?? '') as unknown;
        if (!matchesJson(expected, body))
          details.push(
            `body differs from the response at line ${line(responseBlock)} (- page, + server):`,
            ...diffLines(JSON.stringify(expected, null, 2), JSON.stringify(body, null, 2)).filter((l) => !l.startsWith('  ')),
          );
      } else if (!responseBlock && JSON.stringify(body).includes('"error"')) {
        details.push(`answered with an error: ${sent.text.slice(0, 300)}`);
      }
      outcome(node, label, details);
    }

    // The error code table: `| `CODE` | -32xxx | status |`.
    const rows = document.content.split('\n').flatMap((text, index) => {
      const match = /^\|\s*`([A-Z_]+)`\s*\|\s*(-\d+)\s*\|\s*(\d{3})\s*\|\s*$/.exec(text);
      return match ? [{ line: index + 1, code: match[1], rpcCode: Number(match[2]), status: Number(match[3]) }] : [];
    });
    if (rows.length === 0) outcome(1, 'error code table', ['no row like | `NOT_FOUND` | -32004 | 404 | found']);
    for (const row of rows) {
      const input = encodeURIComponent(JSON.stringify(row.code));
      const sent = await send(port, { method: 'GET', target: `${CODES_BASE}/fail?input=${input}`, headers: {}, body: '' });
      const details: string[] = [];
      const error = (JSON.parse(sent.text) as { error?: { code?: number; data?: { code?: string; httpStatus?: number } } }).error;
      if (sent.status !== row.status) details.push(`HTTP status ${sent.status}, the table says ${row.status}`);
      if (error?.code !== row.rpcCode) details.push(`error.code ${error?.code}, the table says ${row.rpcCode}`);
      if (error?.data?.code !== row.code || error.data.httpStatus !== row.status)
        details.push(`error.data.code ${error?.data?.code}, error.data.httpStatus ${error?.data?.httpStatus}`);
      outcome(row.line, `error code ${row.code}`, details);
    }
  } finally {
    server.stdin?.end();
    await server.done;
    clearTimeout(timer);
    if (killed) outcome(routerBlock, 'rpc-router', ['the server did not stop by itself (killed)']);
  }
  return outcomes;
}
