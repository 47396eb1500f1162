import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import type { ReadyPage } from '../site/siteSamples';
import { DevTypes, type DevBundler, type DevPass } from './devTypes';
import { PageStamps } from './pageStamps';

/** A site pass of three pages, one of them in the cache, whose pages come when the test says. */
class FakePass implements DevPass {
  readonly ready = new Set(['docs/cached.mdx']);
  readonly prioritized: string[] = [];
  pending = 2;
  private listener: ((page: ReadyPage) => void) | undefined;

  pages(): readonly string[] {
    return ['docs/cached.mdx', 'docs/a.mdx', 'docs/b.mdx'];
  }
  isReady(docPath: string): boolean {
    return this.ready.has(docPath);
  }
  onReady(listener: (page: ReadyPage) => void): () => void {
    this.listener = listener;
    return () => undefined;
  }
  prioritize(docPath: string): boolean {
    this.prioritized.push(docPath);
    return !this.ready.has(docPath);
  }
  /** The page's types come. */
  come(docPath: string, failed = false): void {
    this.ready.add(docPath);
    this.pending--;
    this.listener!({ path: docPath, samples: {}, failed });
  }
}

/** A bundler that notes which files it is told changed, compile by compile. */
class FakeBundler implements DevBundler {
  readonly compiles: string[][] = [];
  recompile(files: string[]): void {
    this.compiles.push(files);
  }
}

describe('DevTypes', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-types-'));
  after(() => fs.rmSync(root, { recursive: true, force: true }));
  let stamps: PageStamps;
  let pass: FakePass;
  let bundler: FakeBundler;
  beforeEach(() => {
    stamps = new PageStamps(fs.mkdtempSync(path.join(root, 'stamps-')));
    pass = new FakePass();
    bundler = new FakeBundler();
  });
  const states = () => Object.fromEntries(pass.pages().map((page) => [page, stamps.read(page)]));

  it('stamps every page typed or untyped when the dev server starts, by what is ready', () => {
    new DevTypes(pass, stamps);
    assert.deepEqual(states(), { 'docs/cached.mdx': 'typed', 'docs/a.mdx': 'untyped', 'docs/b.mdx': 'untyped' });
  });

  it('puts the page a browser asks for first, and stamps it typed as soon as its types come', () => {
    const lines: string[] = [];
    const dev = new DevTypes(pass, stamps, (line) => lines.push(line), 60_000);
    dev.startWatching(bundler);
    dev.pageRequested('docs/b.mdx');
    dev.pageRequested('docs/cached.mdx');
    assert.deepEqual(pass.prioritized, ['docs/b.mdx', 'docs/cached.mdx']);
    assert.deepEqual(lines, ['Types of docs/b.mdx first: a browser asked for it']);
    pass.come('docs/b.mdx');
    assert.equal(stamps.read('docs/b.mdx'), 'typed');
    assert.deepEqual(bundler.compiles, [[stamps.file('docs/b.mdx')]], 'the bundler is told, whatever its file watcher sees');
  });

  it('compiles pages nobody asked for together, a while after the first of them came', async () => {
    new DevTypes(pass, stamps, undefined, 50).startWatching(bundler);
    pass.pending = 3;
    pass.come('docs/a.mdx');
    pass.come('docs/b.mdx');
    assert.equal(stamps.read('docs/a.mdx'), 'untyped', 'waits for others');
    assert.deepEqual(bundler.compiles, []);
    // Timers run in the order they are due: the batch's (50 ms) before this one.
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(states(), { 'docs/cached.mdx': 'typed', 'docs/a.mdx': 'typed', 'docs/b.mdx': 'typed' });
    assert.deepEqual(bundler.compiles, [[stamps.file('docs/a.mdx'), stamps.file('docs/b.mdx')]], 'one compile');
  });

  it('compiles a page at once when its samples fail, and the pages that came when the pass ends', () => {
    new DevTypes(pass, stamps, undefined, 60_000).startWatching(bundler);
    pass.come('docs/a.mdx', true);
    assert.equal(stamps.read('docs/a.mdx'), 'typed', 'its problems show at once');
    pass.come('docs/b.mdx');
    assert.equal(stamps.read('docs/b.mdx'), 'typed');
    assert.deepEqual(bundler.compiles, [[stamps.file('docs/a.mdx')], [stamps.file('docs/b.mdx')]]);
  });

  it('compiles the page a browser asks for at once when its types came while it waited in a batch', () => {
    const dev = new DevTypes(pass, stamps, undefined, 60_000);
    dev.startWatching(bundler);
    pass.pending = 3;
    pass.come('docs/a.mdx');
    assert.deepEqual(bundler.compiles, []);
    dev.pageRequested('docs/a.mdx');
    assert.deepEqual(bundler.compiles, [[stamps.file('docs/a.mdx')]]);
  });

  it('stamps a page at once when its types come before the bundler starts, which then compiles it typed', () => {
    const dev = new DevTypes(pass, stamps, undefined, 60_000);
    pass.come('docs/a.mdx');
    assert.equal(stamps.read('docs/a.mdx'), 'typed');
    dev.startWatching(bundler);
    assert.deepEqual(bundler.compiles, []);
  });

  it('makes a page wait for its types when it is compiled again from other source (an edit)', () => {
    const dev = new DevTypes(pass, stamps);
    const page = { path: 'docs/a.mdx', content: 'one' };
    assert.equal(dev.waitsForTypes(page), false, 'first compilation');
    assert.equal(dev.waitsForTypes(page), false, 'compiled again because its types came');
    assert.equal(dev.waitsForTypes({ ...page, content: 'two' }), true, 'edited');
    dev.compiledUntyped('docs/cached.mdx');
    assert.equal(stamps.read('docs/cached.mdx'), 'untyped', 'compiled again when its types come');
  });

  it('leaves the stamp of a page that waited for its types (an edit) alone', () => {
    new DevTypes(pass, stamps, undefined, 60_000).startWatching(bundler);
    const file = stamps.file('docs/cached.mdx');
    const before = fs.statSync(file).mtimeMs;
    fs.utimesSync(file, new Date(0), new Date(0));
    pass.come('docs/cached.mdx');
    assert.equal(fs.statSync(file).mtimeMs, 0, 'not written again');
    assert.ok(before > 0);
    assert.deepEqual(bundler.compiles, [], 'not compiled again');
  });
});
