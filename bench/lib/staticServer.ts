import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';

/**
 * Serves a static build the way a CDN does: gzip for text when the client
 * accepts it, long-lived caching for hashed assets, `index.html` for folder
 * paths, `x.html` for `/x`, and `404.html` with status 404 for anything else.
 * `docusaurus serve` sends everything uncompressed, which would make the
 * Lighthouse figures describe a host nobody deploys to.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The file that answers `urlPath`, or null when the path is unknown. */
export function resolveFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return null;
  }
  const relative = path.normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, '');
  const candidate = path.join(root, relative);
  if (!candidate.startsWith(root)) return null;
  const options = decoded.endsWith('/')
    ? [path.join(candidate, 'index.html')]
    : [candidate, path.join(candidate, 'index.html'), `${candidate}.html`];
  for (const file of options) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

export function startStaticServer(root: string, port = 0): Promise<StaticServer> {
  const buildRoot = path.resolve(root);
  const notFound = path.join(buildRoot, '404.html');
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const found = resolveFile(buildRoot, request.url ?? '/');
    const file = found ?? (existsSync(notFound) ? notFound : null);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const hashed = /[/\\]assets[/\\]/.test(file);
    const headers: Record<string, string> = {
      'content-type': type,
      // Hashed assets never change; pages are revalidated.
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      vary: 'accept-encoding',
    };
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) headers['content-encoding'] = 'gzip';
    else headers['content-length'] = String(statSync(file).size);
    response.writeHead(found ? 200 : 404, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip({ level: 9 })) : stream).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address() as AddressInfo;
      resolve({
        port: address.port,
        url: `http://127.0.0.1:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** `node bench/lib/staticServer.ts [dir] [port]`: serve a build by hand. */
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const [dir = 'build', port = '3300'] = process.argv.slice(2);
  startStaticServer(dir, Number(port)).then((served) => {
    console.log(`Serving ${dir} gzip-compressed at ${served.url}`);
  });
}

