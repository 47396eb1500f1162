import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import type { ReadyPage } from '../site/siteSamples';
import { DevTypes, type DevPass } from './devTypes';
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

describe('DevTypes', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-types-'));
  after(() => fs.rmSync(root, { recursive: true, force: true }));
  let stamps: PageStamps;
  let pass: FakePass;
  beforeEach(() => {
    stamps = new PageStamps(fs.mkdtempSync(path.join(root, 'stamps-')));
    pass = new FakePass();
  });
  const states = () => Object.fromEntries(pass.pages().map((page) => [page, stamps.read(page)]));

  it('stamps every page typed or untyped when the dev server starts, by what is ready', () => {
    new DevTypes(pass, stamps);
    assert.deepEqual(states(), { 'docs/cached.mdx': 'typed', 'docs/a.mdx': 'untyped', 'docs/b.mdx': 'untyped' });
  });

  it('puts the page a browser asks for first, and stamps it typed as soon as its types come', () => {
    const lines: string[] = [];
    const dev = new DevTypes(pass, stamps, (line) => lines.push(line), 60_000);
    dev.startWatching();
    dev.pageRequested('docs/b.mdx');
    dev.pageRequested('docs/cached.mdx');
    assert.deepEqual(pass.prioritized, ['docs/b.mdx', 'docs/cached.mdx']);
    assert.deepEqual(lines, ['Types of docs/b.mdx first: a browser asked for it']);
    pass.come('docs/b.mdx');
    assert.equal(stamps.read('docs/b.mdx'), 'typed');
  });

  it('stamps pages nobody asked for together, a while after the first of them came', async () => {
    new DevTypes(pass, stamps, undefined, 50).startWatching();
    pass.come('docs/a.mdx');
    assert.equal(stamps.read('docs/a.mdx'), 'untyped', 'waits for others');
    // Timers run in the order they are due: the batch's (50 ms) before this one.
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(stamps.read('docs/a.mdx'), 'typed');
  });

  it('stamps a page at once when its samples fail, or when it ends the pass', () => {
    new DevTypes(pass, stamps, undefined, 60_000).startWatching();
    pass.come('docs/a.mdx', true);
    assert.equal(stamps.read('docs/a.mdx'), 'typed', 'its problems show at once');
    pass.come('docs/b.mdx');
    assert.equal(stamps.read('docs/b.mdx'), 'typed');
  });

  it('stamps a page at once when its types come before the bundler starts', () => {
    new DevTypes(pass, stamps, undefined, 60_000);
    pass.come('docs/a.mdx');
    assert.equal(stamps.read('docs/a.mdx'), 'typed');
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
    new DevTypes(pass, stamps, undefined, 60_000).startWatching();
    const file = stamps.file('docs/cached.mdx');
    const before = fs.statSync(file).mtimeMs;
    fs.utimesSync(file, new Date(0), new Date(0));
    pass.come('docs/cached.mdx');
    assert.equal(fs.statSync(file).mtimeMs, 0, 'not written again');
    assert.ok(before > 0);
  });
});
