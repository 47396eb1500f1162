import { gzipSync } from 'node:zlib';
import type { ExtractedPage } from './extract';
import { contentChunkFile, INDEX_FORMAT, type Manifest, MANIFEST_FILE, shardIndexFile } from '../format/indexFormat';
import { buildShards } from './shards';

/**
 * The index files of a set of pages as the browser fetches them: written
 * into build/search-index/ by `docusaurus build`, served from memory by
 * `npm start` (devServer/).
 */

export interface IndexSummary {
  pages: number;
  records: number;
  shards: { tag: string; pages: number; indexBytes: number; indexGzipBytes: number; contentGzipBytes: number; chunks: number }[];
}

export interface IndexFiles {
  /** JSON text of each file by its path below the index directory, in the order they are written (the manifest last). */
  files: Map<string, string>;
  summary: IndexSummary;
}

export function indexFiles(pages: ExtractedPage[]): IndexFiles {
  const shards = buildShards(pages);
  const files = new Map<string, string>();
  const summary: IndexSummary = { pages: 0, records: 0, shards: [] };
  for (const { shard, contentChunks } of shards) {
    const indexJson = JSON.stringify(shard);
    const contentJson = contentChunks.map((chunk) => JSON.stringify(chunk));
    files.set(shardIndexFile(shard.tag), indexJson);
    contentJson.forEach((json, i) => files.set(contentChunkFile(shard.tag, i), json));
    summary.pages += shard.pages.length;
    summary.records += shard.records.length;
    summary.shards.push({
      tag: shard.tag,
      pages: shard.pages.length,
      indexBytes: indexJson.length,
      indexGzipBytes: gzipSync(indexJson).length,
      contentGzipBytes: contentJson.reduce((sum, json) => sum + gzipSync(json).length, 0),
      chunks: contentChunks.length,
    });
  }
  const manifest: Manifest = { format: INDEX_FORMAT, tags: shards.map(({ shard }) => shard.tag) };
  files.set(MANIFEST_FILE, JSON.stringify(manifest));
  return { files, summary };
}
