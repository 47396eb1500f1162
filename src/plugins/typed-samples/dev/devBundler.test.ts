import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ignoringFolder, watchingBundler } from './devBundler';

describe('ignoringFolder', () => {
  const stamps = '/site/.docusaurus/typed-samples/stamps';

  it('adds the folder to the pattern the bundler was given, which still applies', () => {
    const ignored = ignoringFolder(/node_modules\/(?!@docusaurus)/, stamps) as RegExp;
    assert.ok(ignored.test('/site/.docusaurus/typed-samples/stamps/docs/a.mdx.stamp'));
    assert.ok(ignored.test('/site/node_modules/react/index.js'));
    assert.ok(!ignored.test('/site/node_modules/@docusaurus/core/lib/client/App.js'));
    assert.ok(!ignored.test('/site/docs/a.mdx'));
    assert.ok(!ignored.test('/site/.docusaurus/typed-samples/token-colours.css'));
  });

  it('keeps what the bundler leaves alone by default when it was given nothing', () => {
    const ignored = ignoringFolder(undefined, stamps) as RegExp;
    assert.ok(ignored.test('/site/.git/HEAD'));
    assert.ok(ignored.test('/site/node_modules/react/index.js'));
    assert.ok(ignored.test(`${stamps}/docs/a.mdx.stamp`));
    assert.ok(!ignored.test('/site/docs/a.mdx'));
  });

  it('adds a glob to globs, and reads a folder name literally', () => {
    assert.deepEqual(ignoringFolder('**/node_modules', stamps), ['**/node_modules', `${stamps}/**`]);
    const ignored = ignoringFolder(undefined, '/my.site+(1)/stamps') as RegExp;
    assert.ok(ignored.test('/my.site+(1)/stamps/a.stamp'));
    assert.ok(!ignored.test('/myXsite+(1)/stamps/a.stamp'));
  });
});

describe('watchingBundler', () => {
  it('tells the compiler’s watch which files changed', () => {
    const told: [Set<string>, Set<string>][] = [];
    const compiler = { watching: { invalidateWithChangesAndRemovals: (changed: Set<string>, removed: Set<string>) => told.push([changed, removed]) } };
    watchingBundler(compiler).recompile(['/a.stamp', '/b.stamp']);
    assert.deepEqual(told, [[new Set(['/a.stamp', '/b.stamp']), new Set()]]);
  });

  it('says so when the bundler cannot be told', () => {
    assert.throws(() => watchingBundler({ watching: {} }).recompile(['/a.stamp']), /cannot be told which files changed/);
  });
});
