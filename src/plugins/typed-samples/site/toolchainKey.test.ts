import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pluginFiles, toolchainKey } from './toolchainKey';

describe('toolchainKey', () => {
  let projectRoot: string;
  let pluginDir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(pluginDir, file)), { recursive: true });
    fs.writeFileSync(path.join(pluginDir, file), text);
  };
  before(() => {
    projectRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-samples-key-'));
    pluginDir = path.join(projectRoot, 'plugin');
    write('index.ts', 'export {};');
    write('check/programs.ts', 'export const a = 1;');
    write('check/programs.test.ts', 'test');
  });
  after(() => fs.rmSync(projectRoot, { recursive: true, force: true }));

  it('hashes every file of every folder of the plugin, tests aside', () => {
    assert.deepEqual(pluginFiles(pluginDir), ['check/programs.ts', 'index.ts']);
    const real = pluginFiles();
    for (const file of ['index.ts', 'protocol.ts', 'check/programs.ts', 'render/renderFence.ts', 'run/loopbackOnly.mjs', 'site/poolWorker.mjs', 'dev/pageStampLoader.js'])
      assert.ok(real.includes(file), `${file} is hashed`);
    assert.ok(!real.some((file) => file.endsWith('.test.ts')));
  });

  it('changes when a file in a stage folder changes', () => {
    // Keys are computed once per process and folder: a copy of the plugin gets its own.
    const before = toolchainKey(projectRoot, pluginDir);
    const changed = path.join(projectRoot, 'changed');
    fs.cpSync(pluginDir, changed, { recursive: true });
    fs.writeFileSync(path.join(changed, 'check', 'programs.ts'), 'export const a = 2;');
    assert.notEqual(toolchainKey(projectRoot, changed), before);
  });

  it('changes when the compiler of the samples changes version', () => {
    const manifest = path.join(projectRoot, 'node_modules', 'typescript-6', 'package.json');
    fs.mkdirSync(path.dirname(manifest), { recursive: true });
    fs.writeFileSync(manifest, JSON.stringify({ name: 'typescript', version: '6.0.3' }));
    const copy = (name: string) => {
      const dir = path.join(projectRoot, name);
      fs.cpSync(pluginDir, dir, { recursive: true });
      return dir;
    };
    const before = toolchainKey(projectRoot, copy('compiler-a'));
    fs.writeFileSync(manifest, JSON.stringify({ name: 'typescript', version: '6.0.4' }));
    assert.notEqual(toolchainKey(projectRoot, copy('compiler-b')), before);
  });
});
