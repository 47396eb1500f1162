import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteBuildMetadata } from '@docusaurus/types';
import { INDEX_DIR } from '../format/indexFormat';
import { type ExtractedPage, extractPage } from './extract';
import { indexFiles, type IndexSummary } from './shardFiles';

/**
 * The index of a production build: after `docusaurus build`, every
 * indexable route's HTML is read (extract.ts), cut into shards (shards.ts)
 * and written to `<outDir>/search-index/` (shardFiles.ts).
 */

/** Docusaurus tags worth indexing: pages and posts (`default`) and docs versions; not list or tag pages. */
function isIndexedTag(tag: string): boolean {
  return tag === 'default' || tag.startsWith('docs-');
}

/** The HTML file Docusaurus wrote for a route (`/docs/x` → docs/x/index.html). */
function htmlFileOfRoute(outDir: string, baseUrl: string, routePath: string): string | null {
  const relative = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  const candidates = relative.endsWith('.html')
    ? [relative]
    : [path.join(relative, 'index.html'), `${relative.replace(/\/$/, '')}.html`];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    if (existsSync(file)) return file;
  }
  return null;
}

/** Extracts every indexable route of a build and writes the shards to `<outDir>/search-index/`. */
export async function writeSearchIndex(options: {
  outDir: string;
  baseUrl: string;
  siteTitle: string;
  routesPaths: string[];
  excludedPaths: string[];
  routesBuildMetadata?: Record<string, RouteBuildMetadata>;
}): Promise<IndexSummary> {
  const { outDir, baseUrl, siteTitle, routesPaths, excludedPaths, routesBuildMetadata = {} } = options;
  const excluded = new Set(excludedPaths);
  const pages: ExtractedPage[] = [];
  for (const routePath of [...new Set(routesPaths)].sort()) {
    if (excluded.has(routePath) || routesBuildMetadata[routePath]?.noIndex) continue;
    const file = htmlFileOfRoute(outDir, baseUrl, routePath);
    if (!file) continue;
    const extracted = extractPage(await readFile(file, 'utf8'), { path: routePath, siteTitle });
    if (extracted && isIndexedTag(extracted.page.tag)) pages.push(extracted);
  }

  const indexDir = path.join(outDir, INDEX_DIR);
  await rm(indexDir, { recursive: true, force: true });
  const { files, summary } = indexFiles(pages);
  for (const [file, json] of files) {
    await mkdir(path.dirname(path.join(indexDir, file)), { recursive: true });
    await writeFile(path.join(indexDir, file), json);
  }
  return summary;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The line the build prints about the index: pages, records and the gzip size of each shard. */
export function describeIndex(summary: IndexSummary, elapsedMs: number): string {
  const shards = summary.shards
    .map((shard) => `${shard.tag}: ${shard.pages} pages, index ${kb(shard.indexGzipBytes)} + text ${kb(shard.contentGzipBytes)} gzip`)
    .join('; ');
  return `[local-search] Indexed ${summary.pages} pages as ${summary.records} records in ${elapsedMs} ms (${shards}).`;
}

