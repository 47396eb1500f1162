/**
 * The dev server's bundler as the dev types service (devTypes.ts) uses it:
 * told which stamp files changed, and not watching them itself.
 */
import type { DevBundler } from './devTypes';

/** Rspack's watch of a compiler (webpack's has no such method). */
interface RspackWatching {
  invalidateWithChangesAndRemovals?(changed: Set<string>, removed: Set<string>): void;
}

/**
 * Tells `compiler`'s watch which files changed, as its file watcher would:
 * the modules depending on them are compiled again, in the compile under way
 * when it has not read them yet, else in one right after it.
 */
export function watchingBundler(compiler: { watching?: object }): DevBundler {
  return {
    recompile(files) {
      const watching = compiler.watching as RspackWatching | undefined;
      if (!watching?.invalidateWithChangesAndRemovals) throw new Error('typed-samples: the dev server’s bundler cannot be told which files changed');
      watching.invalidateWithChangesAndRemovals(new Set(files), new Set());
    },
  };
}

type Ignored = RegExp | string | string[] | undefined;

/** What Rspack's watcher leaves alone when nothing is said. */
const RSPACK_IGNORED = /[\\/](?:\.git|node_modules)[\\/]/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The bundler's `watchOptions.ignored` with the files under `dir` added:
 * a pattern matched against absolute paths with forward slashes, or globs.
 */
export function ignoringFolder(ignored: Ignored, dir: string): RegExp | string[] {
  const posixDir = dir.split('\\').join('/').replace(/\/$/, '');
  if (ignored === undefined || ignored instanceof RegExp) {
    const others = ignored ?? RSPACK_IGNORED;
    return new RegExp(`(?:${others.source})|^${escapeRegExp(posixDir)}/`, others.flags);
  }
  return [...(Array.isArray(ignored) ? ignored : [ignored]), `${posixDir}/**`];
}
