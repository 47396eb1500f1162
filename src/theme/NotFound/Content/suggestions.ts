import leven from 'leven';

/** How alike two path segments are, from 0 to 1 (1: the same, letter case aside). */
function likeness(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - leven(a.toLowerCase(), b.toLowerCase()) / longest;
}

function segments(path: string): string[] {
  return path.replace(/\.html$/, '').split('/').filter(Boolean);
}

/** Below this, a page is not worth suggesting (`contexts` and `context`: 0.875). */
const MIN_LIKENESS = 0.7;

/**
 * The pages closest to a path that is not on the site: those whose name (the
 * last segment of their path) or one of whose folders is spelt most like the
 * last segment of the missing path, best first, shorter paths first among
 * equals. `/docs/contexts` gives `/docs/server/context`.
 */
export function suggestPaths(missing: string, paths: readonly string[], max = 3): string[] {
  const wanted = segments(missing).at(-1);
  if (!wanted) return [];
  const scored = paths.map((path) => {
    const parts = segments(path);
    const name = likeness(wanted, parts.at(-1) ?? '');
    // A folder's name is a weaker match than the page's own: `/docs/nextjs` → its pages.
    const folder = Math.max(0, ...parts.slice(0, -1).map((part) => likeness(wanted, part) - 0.05));
    return { path, score: Math.max(name, folder) };
  });
  return scored
    .filter(({ path, score }) => score >= MIN_LIKENESS && path !== missing)
    .sort((a, b) => b.score - a.score || a.path.length - b.path.length || a.path.localeCompare(b.path))
    .slice(0, max)
    .map(({ path }) => path);
}
