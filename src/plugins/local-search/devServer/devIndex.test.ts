import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { LoadedContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { AllContent } from '@docusaurus/types';
import { MANIFEST_FILE, shardIndexFile } from '../format/indexFormat';
import { DevIndex } from './devIndex';
import { type DevServer, indexDevServer } from './serveIndex';

function content(ids: string[]): AllContent {
  const docs = ids.map((id) => ({ id, title: id, permalink: `/docs/${id}`, source: `@site/docs/${id}.mdx`, frontMatter: {} }));
  const version = { versionName: 'current', docs, drafts: [], sidebars: {} } as unknown as LoadedVersion;
  return { 'docusaurus-plugin-content-docs': { default: { loadedVersions: [version] } satisfies LoadedContent } };
}

describe('DevIndex', async () => {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'dev-index-'));
  after(() => rm(siteDir, { recursive: true, force: true }));
  await mkdir(path.join(siteDir, 'docs'));
  let edits = 0;
  /** Writes a page with a new modification time, as an editor saving it does. */
  const save = async (id: string, text: string) => {
    const file = path.join(siteDir, 'docs', `${id}.mdx`);
    await writeFile(file, text);
    edits += 1;
    await utimes(file, new Date(), new Date(Date.now() + edits * 1000));
  };
  await save('routers', '# Routers\n\nDefine routers.\n\n## Merging\n\nMerge them.\n');
  await save('links', '# Links\n\nCompose links.\n');

  const log: string[] = [];
  const index = new DevIndex(siteDir, { siteTitle: 'tRPC', language: 'en' }, (line) => log.push(line));
  index.setContent(content(['routers', 'links']));
  const texts = async () => [...(await index.files()).files.entries()].filter(([file]) => file.includes('content-')).map(([, json]) => json).join('');

  it('is built on the first request, in the production format', async () => {
    const { files, summary } = await index.files();
    assert.deepEqual(JSON.parse(files.get(MANIFEST_FILE)!).tags, ['docs-default-current']);
    const shard = JSON.parse(files.get(shardIndexFile('docs-default-current'))!);
    assert.deepEqual(shard.pages, [
      ['/docs/links', 'Docs', 'Links'],
      ['/docs/routers', 'Docs', 'Routers'],
    ]);
    assert.deepEqual(summary.records, 3);
  });

  it('reads a page again once it is saved', async () => {
    assert.match(await texts(), /Merge them\./);
    await save('routers', '# Routers\n\nDefine routers.\n\n## Merging\n\nNest them instead.\n');
    assert.match(await texts(), /Nest them instead\./);
    assert.doesNotMatch(await texts(), /Merge them\./);
  });

  it('keeps the last readable text of a page that does not parse, and says so', async () => {
    await save('links', '# Links\n\n<Tabs>\n\nnever closed');
    assert.match(await texts(), /Compose links\./);
    assert.match(log.at(-1)!, /cannot parse docs\/links\.mdx as MDX.*Until then, search finds its last readable text/);
  });

  it('follows the reloaded content: new pages, and no more of removed ones', async () => {
    await save('context', '# Context\n\nShare a database connection.\n');
    index.setContent(content(['routers', 'context']));
    const text = await texts();
    assert.match(text, /Share a database connection\./);
    assert.doesNotMatch(text, /Compose links\./);
  });

  it('reports once it is ready, when started', async () => {
    index.start();
    await index.files();
    await new Promise((resolve) => setImmediate(resolve));
    assert.match(log.at(-1)!, /^\[local-search\] Search index of npm start built from the Markdown sources: 2 pages as 3 records in \d+ ms\.$/);
  });

  it('is served at its route, as JSON, never cached', async () => {
    let handler: Parameters<NonNullable<DevServer['app']>['use']>[1] | undefined;
    indexDevServer(index, '/search-index').onListening({ app: { use: (_route, use) => (handler = use) } });
    const request = async (method: string, url: string) => {
      const response = { statusCode: 0, headers: {} as Record<string, string>, body: undefined as unknown };
      await new Promise<void>((resolve) =>
        handler!(
          { method, url } as IncomingMessage,
          {
            setHeader: (name: string, value: string) => (response.headers[name.toLowerCase()] = value),
            end: (body?: unknown) => {
              response.body = body;
              resolve();
            },
            set statusCode(code: number) {
              response.statusCode = code;
            },
          } as unknown as ServerResponse,
          () => resolve(),
        ),
      );
      return response;
    };
    const manifest = await request('GET', `/${MANIFEST_FILE}?v=1`);
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(manifest.headers['cache-control'], 'no-store');
    assert.deepEqual(JSON.parse(String(manifest.body)).tags, ['docs-default-current']);
    assert.equal((await request('GET', '/docs-default-9.x/index.json')).statusCode, 404);
    assert.equal((await request('POST', `/${MANIFEST_FILE}`)).statusCode, 0);
  });
});
