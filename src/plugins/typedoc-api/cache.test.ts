import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { cacheKey, generateWithCache } from './cache';
import { isCompleteApiReference } from './index';

function workspace() {
  const root = mkdtempSync(path.join(tmpdir(), 'typedoc-cache-'));
  return { out: path.join(root, 'out'), cacheDir: path.join(root, 'cache') };
}

function fakeTypeDoc(out: string, calls: string[], { fail = false } = {}) {
  return async () => {
    calls.push('generate');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'index.md'), '# API');
    if (!fail) writeFileSync(path.join(out, 'typedoc-sidebar.cjs'), 'module.exports = [];');
  };
}

describe('typedoc-api cache', () => {
  it('generates on a miss, copies on a hit', async () => {
    const { out, cacheDir } = workspace();
    const calls: string[] = [];
    const job = { out, cacheDir, name: 'server', key: 'k1', isComplete: isCompleteApiReference, generate: fakeTypeDoc(out, calls) };
    assert.equal(await generateWithCache(job), 'miss');
    assert.equal(await generateWithCache(job), 'hit');
    assert.deepEqual(calls, ['generate']);
    assert.ok(isCompleteApiReference(out));
  });

  it('regenerates when the key changes and drops the older entry', async () => {
    const { out, cacheDir } = workspace();
    const calls: string[] = [];
    const base = { out, cacheDir, name: 'server', isComplete: isCompleteApiReference, generate: fakeTypeDoc(out, calls) };
    await generateWithCache({ ...base, key: 'k1' });
    assert.equal(await generateWithCache({ ...base, key: 'k2' }), 'miss');
    assert.deepEqual(readdirSync(cacheDir), ['server-k2']);
  });

  it('never caches a failed generation, so the caller still sees the failure', async () => {
    const { out, cacheDir } = workspace();
    const calls: string[] = [];
    const job = { out, cacheDir, name: 'next', key: 'k1', isComplete: isCompleteApiReference, generate: fakeTypeDoc(out, calls, { fail: true }) };
    await generateWithCache(job);
    assert.equal(isCompleteApiReference(out), false);
    assert.equal(existsSync(path.join(cacheDir, 'next-k1')), false);
    await generateWithCache(job);
    assert.deepEqual(calls, ['generate', 'generate']);
  });

  it('keys on the options and on the plugin files', () => {
    const siteDir = path.join(__dirname, '..', '..', '..');
    const pluginDir = __dirname;
    const a = cacheKey({ siteDir, pluginDir, options: { entryPoints: ['a'] } });
    assert.equal(a, cacheKey({ siteDir, pluginDir, options: { entryPoints: ['a'] } }));
    assert.notEqual(a, cacheKey({ siteDir, pluginDir, options: { entryPoints: ['b'] } }));
    const otherDir = mkdtempSync(path.join(tmpdir(), 'plugin-'));
    writeFileSync(path.join(otherDir, 'router.mjs'), 'export {}');
    assert.notEqual(a, cacheKey({ siteDir, pluginDir: otherDir, options: { entryPoints: ['a'] } }));
  });
});
