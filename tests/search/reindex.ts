/**
 * `npx tsx tests/search/reindex.ts [buildDir]`: rebuilds `<buildDir>/search-index`
 * (default build/) from the HTML of an existing production build, as the
 * local-search plugin does after `docusaurus build`, so a change to what is
 * indexed and how (indexing/, format/text.ts) can be tried and
 * scored (tests/search/relevance.ts) in seconds rather than a whole build.
 * The routes are the canonical URLs of the build's HTML files, which are the
 * route paths Docusaurus hands the plugin; the site must have been built
 * with the default base URL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describeIndex, writeSearchIndex } from '../../src/plugins/local-search/indexing/writeIndex';

const CANONICAL = /<link[^>]*\brel=["']?canonical["']?[^>]*\bhref=["']?([^"' >]+)/;

/** Route of each HTML file of a build, from its canonical link. */
export function routesOfBuild(buildDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        const href = CANONICAL.exec(readFileSync(file, 'utf8'))?.[1];
        if (href) routes.push(new URL(href).pathname);
      }
    }
  };
  walk(buildDir);
  return routes;
}

if (require.main === module) {
  void (async () => {
    const buildDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', '..', 'build'));
    const started = Date.now();
    const summary = await writeSearchIndex({
      outDir: buildDir,
      baseUrl: '/',
      siteTitle: 'tRPC',
      routesPaths: routesOfBuild(buildDir),
      // As the plugin: the not-found page and the search page are not content.
      excludedPaths: ['/404.html', '/search'],
    });
    console.log(describeIndex(summary, Date.now() - started));
  })();
}
