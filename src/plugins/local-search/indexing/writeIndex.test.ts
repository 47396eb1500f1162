import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { writeSearchIndex } from './writeIndex';

function html(tag: string, title: string, body: string): string {
  return `<html><head><meta name=docsearch:docusaurus_tag content=${tag}><meta name=docsearch:language content=en></head><body><main><article><h1>${title}</h1>${body}</article></main></body></html>`;
}

describe('writeSearchIndex', async () => {
  const outDir = await mkdtemp(path.join(tmpdir(), 'local-search-'));
  after(() => rm(outDir, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'docs/intro/index.html': html('docs-default-current', 'Introduction', '<p>tRPC in short.'),
    'docs/v9/intro/index.html': html('docs-default-9.x', 'Introduction 9', '<p>The old way.'),
    'blog/index.html': html('blog_posts_list', 'Blog', '<p>All posts.'),
    'search/index.html': html('default', 'Search the documentation', ''),
    '404.html': html('default', 'Page Not Found', ''),
    'hidden/index.html': html('default', 'Hidden', '<p>Not for search.'),
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), content);
  }
  // Routes carry the base URL; the files under outDir do not.
  const summary = await writeSearchIndex({
    outDir,
    baseUrl: '/base/',
    siteTitle: 'tRPC',
    routesPaths: ['/base/docs/intro', '/base/docs/v9/intro', '/base/blog', '/base/search', '/base/404.html', '/base/hidden', '/base/missing'],
    excludedPaths: ['/base/404.html', '/base/search'],
    routesBuildMetadata: { '/base/hidden': { noIndex: true } },
  });

  it('indexes docs pages by version, skipping list, search, 404 and noindex pages', async () => {
    assert.equal(summary.pages, 2);
    assert.deepEqual(summary.shards.map((shard) => shard.tag), ['docs-default-9.x', 'docs-default-current']);
    const manifest = JSON.parse(await readFile(path.join(outDir, 'search-index', 'manifest.json'), 'utf8'));
    assert.deepEqual(manifest.tags, ['docs-default-9.x', 'docs-default-current']);
  });

  it('writes an index and text chunks per shard, with paths as served (base URL included)', async () => {
    assert.deepEqual((await readdir(path.join(outDir, 'search-index', 'docs-default-current'))).sort(), ['content-0.json', 'index.json']);
    const shard = JSON.parse(await readFile(path.join(outDir, 'search-index', 'docs-default-current', 'index.json'), 'utf8'));
    assert.deepEqual(shard.pages, [['/base/docs/intro', 'Docs', 'Introduction']]);
    const text = JSON.parse(await readFile(path.join(outDir, 'search-index', 'docs-default-current', 'content-0.json'), 'utf8'));
    assert.deepEqual(text, ['tRPC in short.']);
  });
});
