import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';

/**
 * npm 11 lists, at the end of every `npm install`, the dependencies whose
 * install scripts package.json's `allowScripts` does not cover (and a later
 * npm skips them). Every package of the lockfile that has one is decided
 * there, so a fresh install prints no such warning.
 */
const root = join(__dirname, '..', '..');
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));

it('allowScripts in package.json decides every install script of the lockfile', () => {
  const allowScripts: Record<string, boolean> = readJson('package.json').allowScripts ?? {};
  const packages: Record<string, { hasInstallScript?: boolean; version?: string }> = readJson('package-lock.json').packages;
  const undecided = Object.entries(packages)
    .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
    .map(([path, entry]) => ({ name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length), version: entry.version }))
    .filter(({ name, version }) => !(name in allowScripts) && !(`${name}@${version}` in allowScripts))
    .map(({ name, version }) => `${name}@${version}`);
  assert.deepEqual(undecided, [], 'packages with install scripts missing from "allowScripts" in package.json (true to run the script, false to skip it)');
});
