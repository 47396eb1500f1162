import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { builtBaseUrl } from '../../scripts/builtBaseUrl';
import { freePort } from '../../src/plugins/typed-samples/run/freePort';

/**
 * `npm run serve` serves a build at the base URL it was built for, whatever
 * BASE_URL says now: here a build made for /trpc-docs/ (two pages, the
 * script tags Docusaurus writes), served as a maintainer would serve it.
 */
const ROOT = path.resolve(__dirname, '..', '..');

/** A build's pages as Docusaurus minifies them (unquoted attributes), or with quotes. */
function fakeBuild(baseUrl: string, quoted = false): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-build-'));
  const src = (file: string) => (quoted ? `"${baseUrl}assets/js/${file}"` : `${baseUrl}assets/js/${file}`);
  const page = (title: string) =>
    `<!doctype html><html lang=en><head><title data-rh=true>${title}</title><link rel=stylesheet href=${baseUrl}assets/css/styles.1aa84daf.css /><script src=${src('runtime~main.4c471622.js')} defer></script><script src=${src('main.71c60259.js')} defer></script></head><body>${title}</body></html>`;
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'index.html'), page('Home'));
  fs.writeFileSync(path.join(dir, 'docs', 'index.html'), page('Docs'));
  fs.writeFileSync(path.join(dir, '404.html'), page('Not found'));
  return dir;
}

function serve(dir: string, port: number, env: NodeJS.ProcessEnv) {
  const child = spawn('npm', ['run', '--silent', 'serve', '--', '--dir', dir, '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: '1', ...env },
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { output: () => output, stop: () => process.kill(-child.pid!, 'SIGTERM') };
}

async function waitForServer(url: string, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`no server at ${url}:\n${output()}`);
}

describe('npm run serve after a build for a sub-path', () => {
  const build = fakeBuild('/trpc-docs/');
  let port: number;
  let server: ReturnType<typeof serve>;
  before(async () => {
    port = await freePort();
    // As after `BASE_URL=/trpc-docs/ npm run build`, in a new shell without the variable.
    server = serve(build, port, { BASE_URL: '' });
    await waitForServer(`http://127.0.0.1:${port}/`, server.output);
  });
  after(() => {
    server.stop();
    fs.rmSync(build, { recursive: true, force: true });
  });

  it('serves the pages under the base path the build was made for', async () => {
    for (const [route, title] of [['/trpc-docs/', 'Home'], ['/trpc-docs/docs', 'Docs']]) {
      const response = await fetch(`http://127.0.0.1:${port}${route}`);
      assert.equal(response.status, 200, `${route}\n${server.output()}`);
      assert.match(await response.text(), new RegExp(`<title data-rh=true>${title}</title>`));
    }
  });

  it('sends / to the base path', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), '/trpc-docs/');
  });

  it('says where it serves the build', () => {
    assert.match(server.output(), /was built for BASE_URL=\/trpc-docs\/: serving it there/);
  });
});

describe('builtBaseUrl', () => {
  it('reads the base URL a build was made for from its pages, and nothing from a folder without a build', () => {
    for (const baseUrl of ['/', '/trpc-docs/']) {
      for (const quoted of [false, true]) {
        const build = fakeBuild(baseUrl, quoted);
        assert.equal(builtBaseUrl(build), baseUrl);
        fs.rmSync(build, { recursive: true, force: true });
      }
    }
    assert.equal(builtBaseUrl(os.tmpdir()), undefined);
  });
});
