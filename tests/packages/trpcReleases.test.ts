import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { TRPC_VERSIONS } from '../../src/plugins/typed-samples/versions/trpcVersions';

/**
 * Samples are checked and run against exact tRPC releases: the "10.0.0"
 * checks must run 10.0.0, not whatever 10.x a lockfile refresh picked. Every
 * `@trpc/*` dependency and release alias is pinned to its release, in
 * package.json and in the lockfile, and that release is what is installed.
 */
const root = join(__dirname, '..', '..');
const readJson = (...path: string[]) => JSON.parse(readFileSync(join(root, ...path), 'utf8'));
const manifest = readJson('package.json');
const lock = readJson('package-lock.json');

for (const { release, scope } of Object.values(TRPC_VERSIONS)) {
  it(`pins every ${scope}/* package to tRPC ${release}`, () => {
    const declared = Object.entries<string>({ ...manifest.dependencies, ...manifest.devDependencies }).filter(([name]) =>
      name.startsWith(`${scope}/`),
    );
    assert.ok(declared.length > 0, `package.json has no ${scope}/* package`);
    for (const [name, spec] of declared) {
      const expected = scope === '@trpc' ? release : `npm:@trpc/${name.slice(scope.length + 1)}@${release}`;
      assert.equal(spec, expected, `package.json: "${name}" must be "${expected}", an exact release`);
      assert.equal(lock.packages[''].devDependencies[name] ?? lock.packages[''].dependencies?.[name], expected, `package-lock.json: "${name}" (run npm install)`);
      assert.equal(lock.packages[`node_modules/${name}`]?.version, release, `package-lock.json installs ${name}@${release}`);
      assert.equal(readJson('node_modules', name, 'package.json').version, release, `node_modules/${name} is ${release} (run npm install)`);
    }
  });
}
