import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { startStaticServer, type StaticServer } from './staticServer';

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('static server', () => {
  let server: StaticServer;
  before(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'static-'));
    mkdirSync(path.join(root, 'docs'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
    writeFileSync(path.join(root, 'docs', 'index.html'), '<h1>docs</h1>');
    writeFileSync(path.join(root, '404.html'), '<h1>Page Not Found</h1>');
    writeFileSync(path.join(root, 'assets', 'main.js'), 'console.log(1)'.repeat(100));
    server = await startStaticServer(root);
  });
  after(() => server.close());

  it('serves folders by their index.html, gzip-compressed when accepted', async () => {
    const response = await get(`${server.url}/docs`, { 'accept-encoding': 'gzip, br' });
    assert.equal(response.status, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(response.body).toString(), '<h1>docs</h1>');
  });

  it('sends plain bytes to clients that do not accept gzip, and caches hashed assets', async () => {
    const response = await get(`${server.url}/assets/main.js`);
    assert.equal(response.headers['content-encoding'], undefined);
    assert.match(String(response.headers['cache-control']), /immutable/);
    assert.equal(response.body.length, 1400);
  });

  it('answers unknown paths with 404.html and status 404, and refuses to leave the root', async () => {
    const missing = await get(`${server.url}/no/such/page`);
    assert.equal(missing.status, 404);
    assert.match(missing.body.toString(), /Page Not Found/);
    const escape = await get(`${server.url}/../../etc/passwd`);
    assert.equal(escape.status, 404);
  });
});
