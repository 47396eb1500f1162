/**
 * `npm run bench:analyze`: what is in the JS each bench page loads first.
 * Builds with BUNDLE_STATS=1 (src/plugins/bundle-stats writes the Rspack
 * stats), then lists, per page, the first-load files and the largest modules
 * in them, with sizes after minification and gzip (webpack-bundle-analyzer's
 * parser, run on the emitted files).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BENCH_PAGES } from './pages';
import { SiteBuild } from './lib/pageAssets';
import { bundleStatsFile } from '../src/plugins/bundle-stats';

interface Group {
  label: string;
  path?: string;
  parsedSize?: number;
  gzipSize?: number;
  groups?: Group[];
}

interface StatsModule {
  name?: string;
  identifier?: string;
  modules?: StatsModule[];
}

const siteDir = path.resolve(__dirname, '..');
const statsFile = bundleStatsFile(siteDir);
const top = Number(process.argv.find((arg) => arg.startsWith('--top='))?.split('=')[1] ?? 12);

/** Package (or site file) a module belongs to: the unit worth acting on. */
function owner(modulePath: string): string {
  // Inside a concatenated module the path is "<root module> + N modules (concatenated)/<module>".
  const marker = '(concatenated)/';
  const inner = modulePath.includes(marker) ? modulePath.slice(modulePath.lastIndexOf(marker) + marker.length) : modulePath;
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/(?:lib|dist)\/(theme\/[^/]+|client|[^/]+))?/.exec(inner);
  if (!match) return inner.replace(/^\.\//, '');
  return match[1].startsWith('@docusaurus/') && match[2] ? `${match[1]} ${match[2]}` : match[1];
}

function leaves(group: Group): Group[] {
  return group.groups ? group.groups.flatMap(leaves) : [group];
}

(async () => {
  if (!existsSync(statsFile)) throw new Error(`${statsFile} is missing: run \`npm run bench:analyze\` (it builds with BUNDLE_STATS=1).`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { getViewerData } = require('webpack-bundle-analyzer/lib/analyzer') as {
    getViewerData(stats: unknown, bundleDir: string, options: { logger: unknown }): (Group & { label: string })[];
  };
  const quiet = { warn() {}, info() {}, debug() {}, error: console.error };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const stats = require(statsFile) as { modules?: StatsModule[]; chunks?: { modules?: StatsModule[] }[] };
  // Drop the summary rows stats put in place of elided modules (they have no name).
  const named = (modules?: StatsModule[]): StatsModule[] | undefined =>
    modules
      ?.filter((module) => module.name)
      .map((module) => ({ ...module, modules: named(module.modules) }));
  stats.modules = named(stats.modules);
  stats.chunks?.forEach((chunk) => {
    chunk.modules = named(chunk.modules);
  });
  const chunks = getViewerData(stats, path.join(siteDir, 'build'), { logger: quiet });
  const byFile = new Map(chunks.map((chunk) => [chunk.label, chunk]));
  const site = new SiteBuild(path.join(siteDir, 'build'), path.join(siteDir, '.docusaurus'));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
  for (const { route } of BENCH_PAGES) {
    const assets = site.pageAssets(route);
    console.log(`\n${route}: ${kb(assets.js.gzip)} JS gzip in ${assets.js.files.length} files`);
    for (const file of assets.js.files) {
      const size = site.size(file);
      console.log(`  ${kb(size.gzip)}  ${file}`);
      const chunk = byFile.get(file);
      if (!chunk?.groups) continue;
      const owners = new Map<string, { parsed: number; gzip: number }>();
      for (const leaf of chunk.groups.flatMap(leaves)) {
        const key = owner(leaf.path ?? leaf.label);
        const entry = owners.get(key) ?? { parsed: 0, gzip: 0 };
        entry.parsed += leaf.parsedSize ?? 0;
        entry.gzip += leaf.gzipSize ?? 0;
        owners.set(key, entry);
      }
      for (const [key, size] of [...owners].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, top)) {
        console.log(`      ${kb(size.gzip)} ${key}`);
      }
    }
  }
  console.log('\nModule sizes are gzipped one by one, so they add up to more than the file.');
})().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
