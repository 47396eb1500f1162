import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * A cache of generated API reference pages. TypeDoc takes about two seconds
 * per package on every build and dev server start, to produce pages that only
 * change when the documented sources, the tools or the options do. The key
 * hashes exactly those: the installed versions of the @trpc packages, of
 * TypeDoc and its plugins, the options handed to TypeDoc, and this plugin's
 * own files (router, warning filter, tsconfigs).
 */

/** Packages whose installed version changes the generated pages. */
const KEY_PACKAGES = [
  '@trpc/client',
  '@trpc/server',
  '@trpc/next',
  '@trpc/react-query',
  'typedoc',
  'typedoc-plugin-markdown',
  'typedoc-docusaurus-theme',
  'docusaurus-plugin-typedoc',
  'typescript',
];

function installedVersion(siteDir: string, name: string): string {
  try {
    const manifest = path.join(siteDir, 'node_modules', ...name.split('/'), 'package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return 'missing';
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(file);
      return /\.test\.ts$/.test(entry.name) ? [] : [file];
    })
    .sort();
}

export function cacheKey(input: { siteDir: string; pluginDir: string; options: unknown }): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(input.options));
  for (const name of KEY_PACKAGES) hash.update(`${name}@${installedVersion(input.siteDir, name)}\n`);
  for (const file of filesUnder(input.pluginDir)) {
    hash.update(path.relative(input.pluginDir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 20);
}

export interface CachedGeneration {
  /** Folder the pages are generated into (and copied into on a hit). */
  out: string;
  /** Folder holding one sub-folder per cached generation. */
  cacheDir: string;
  /** Prefix of this generator's entries, so older ones can be dropped. */
  name: string;
  key: string;
  /** Whether a folder holds a complete generation. */
  isComplete(dir: string): boolean;
  generate(): Promise<void>;
}

/**
 * Copies a cached generation into `out`, or generates and caches it. Only a
 * generation that `isComplete` is ever cached; a failed one is left for the
 * caller to report.
 */
export async function generateWithCache(job: CachedGeneration): Promise<'hit' | 'miss'> {
  const entry = path.join(job.cacheDir, `${job.name}-${job.key}`);
  await rm(job.out, { recursive: true, force: true });
  if (existsSync(entry) && job.isComplete(entry)) {
    await cp(entry, job.out, { recursive: true });
    return 'hit';
  }
  await job.generate();
  if (job.isComplete(job.out)) {
    await mkdir(job.cacheDir, { recursive: true });
    for (const stale of readdirSync(job.cacheDir).filter((dir) => dir.startsWith(`${job.name}-`))) {
      await rm(path.join(job.cacheDir, stale), { recursive: true, force: true });
    }
    // Copy, then rename: a build stopped half-way never leaves a partial entry.
    const partial = `${entry}.partial-${process.pid}`;
    await cp(job.out, partial, { recursive: true });
    await rename(partial, entry);
  }
  return 'miss';
}
