/**
 * What shapes every rendering besides the sample itself, as one key: the
 * compiler, tRPC and highlighter versions, the other installed packages
 * samples import (zod, React Query: the lockfile), this plugin's code and
 * the build-time highlighter with the site's grammars (src/plugins/prism-languages).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../markdown/documents';

const KEY_PACKAGES = ['typescript-6', 'prism-react-renderer', '@trpc/server', '@trpc/client', '@trpc/react-query', '@trpc/next', '@trpc-v9/server', '@trpc-v9/client', '@trpc-v9/react', '@trpc-v9/next'];

/** The folder of the typed-samples plugin. */
const PLUGIN_DIR = path.join(__dirname, '..');
/** The grammars and the highlighter the render stage uses. */
const HIGHLIGHTER_DIR = path.join(__dirname, '..', '..', 'prism-languages');

/**
 * The plugin's files that shape a rendering, relative to `dir` and sorted:
 * every file of every folder, except tests.
 */
export function pluginFiles(dir = PLUGIN_DIR): string[] {
  const files: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const file = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!entry.name.endsWith('.test.ts')) files.push(file);
    }
  };
  walk('');
  return files.sort();
}

const toolchainKeys = new Map<string, string>();

export function toolchainKey(projectRoot = PROJECT_ROOT, pluginDir = PLUGIN_DIR, highlighterDir = HIGHLIGHTER_DIR): string {
  // Asked for by the cache file name and by both bundler configs: hash once.
  const known = toolchainKeys.get(`${projectRoot}\0${pluginDir}\0${highlighterDir}`);
  if (known) return known;
  const hash = createHash('sha256');
  const lockfile = path.join(projectRoot, 'package-lock.json');
  hash.update(fs.existsSync(lockfile) ? fs.readFileSync(lockfile) : 'no lockfile');
  for (const name of KEY_PACKAGES) {
    const manifest = path.join(projectRoot, 'node_modules', name, 'package.json');
    hash.update(`${name}@${fs.existsSync(manifest) ? fs.readFileSync(manifest, 'utf8') : 'missing'}\n`);
  }
  for (const dir of [pluginDir, highlighterDir]) {
    for (const file of pluginFiles(dir)) hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  }
  const key = hash.digest('hex').slice(0, 20);
  toolchainKeys.set(`${projectRoot}\0${pluginDir}\0${highlighterDir}`, key);
  return key;
}
