import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ExtractedPage } from '../indexing/extract';
import { contentChunkFile, INDEX_FORMAT, MANIFEST_FILE, shardIndexFile } from '../format/indexFormat';
import { buildShards } from '../indexing/shards';
import { testPage } from '../indexing/testPages';
import { LocalSearchEngine } from './engine';
import { IndexFileMissing } from './errors';
import { normalizeRequests } from './index';

const PAGES = [
  testPage('/docs/middlewares', 'docs-default-current', 'Middlewares', [['Writing a middleware', 'A middleware runs before the resolver.']]),
  testPage('/docs/links/httpBatchLink', 'docs-default-current', 'httpBatchLink', [['Batching', 'Calls in one tick are batched into one request.']]),
  testPage('/docs/v9/middlewares', 'docs-default-9.x', 'Middlewares', [['Router middleware', 'In 9.x a middleware is added to a router.']]),
  { ...testPage('/blog/announcing', 'default', 'Announcing tRPC 10', [['Middlewares', 'Middlewares moved to procedures.']]), page: { path: '/blog/announcing', lvl0: 'Blog', lvl1: 'Announcing tRPC 10', tag: 'default', language: 'en', version: null } },
];

/** The files the build writes, served from memory; records what was fetched. */
function serveIndex(pages: ExtractedPage[]) {
  const files = new Map<string, unknown>();
  const shards = buildShards(pages);
  for (const { shard, contentChunks } of shards) {
    files.set(shardIndexFile(shard.tag), JSON.parse(JSON.stringify(shard)));
    contentChunks.forEach((chunk, i) => files.set(contentChunkFile(shard.tag, i), chunk));
  }
  files.set(MANIFEST_FILE, { format: INDEX_FORMAT, tags: shards.map(({ shard }) => shard.tag) });
  const fetched: string[] = [];
  const state = { offline: false };
  const fetchJson = async (file: string) => {
    fetched.push(file);
    if (state.offline) throw new TypeError('Failed to fetch');
    if (!files.has(file)) throw new IndexFileMissing(file);
    return structuredClone(files.get(file));
  };
  return { files, fetched, state, engine: new LocalSearchEngine(fetchJson, 'https://trpc.io'), prefetchingEngine: new LocalSearchEngine(fetchJson, 'https://trpc.io', true) };
}

const FROM = (version: string) => ['language:en', ['docusaurus_tag:default', `docusaurus_tag:docs-default-${version}`]];

describe('LocalSearchEngine', () => {
  it('answers in the Algolia response format, best hit first', async () => {
    const { engine } = serveIndex(PAGES);
    const response = await engine.search({ indexName: 'trpc-docs', query: 'batch request', facetFilters: FROM('current'), hitsPerPage: 5 });
    assert.equal(response.hits[0]!.url, 'https://trpc.io/docs/links/httpBatchLink#batching');
    assert.equal(response.hits[0]!._snippetResult.content!.value.includes('<span class="algolia-docsearch-suggestion--highlight">batched</span>'), true);
    assert.equal(response.query, 'batch request');
    assert.equal(response.index, 'trpc-docs');
    assert.equal(response.page, 0);
    assert.equal(response.nbHits, new Set(response.hits.map((hit) => hit.url_without_anchor)).size);
  });

  it('counts pages, not sections, and lists one hit per page when asked for distinct hits (the search page)', async () => {
    const { engine } = serveIndex([
      testPage('/docs/routers', 'docs-default-current', 'Routers', [['Merging routers', 'Merge routers into one.'], ['Router keys', 'Each router has keys.']]),
      testPage('/docs/merging', 'docs-default-current', 'Merging routers', [['Prefixes', 'A merged router gets a prefix.']]),
    ]);
    const sections = await engine.search({ query: 'router', facetFilters: FROM('current'), facets: ['docusaurus_tag'] });
    const pagesOf = (hits: { url_without_anchor: string }[]) => hits.map((hit) => new URL(hit.url_without_anchor).pathname);
    assert.ok(sections.hits.length > 2);
    assert.equal(sections.nbHits, 2);
    assert.deepEqual(sections.facets, { docusaurus_tag: { 'docs-default-current': 2 } });
    const distinct = await engine.search({ query: 'router', facetFilters: FROM('current'), distinct: true, hitsPerPage: 1 });
    assert.equal(distinct.nbHits, 2);
    assert.equal(distinct.nbPages, 2);
    const second = await engine.search({ query: 'router', facetFilters: FROM('current'), distinct: true, hitsPerPage: 1, page: 1 });
    assert.deepEqual([...pagesOf(distinct.hits), ...pagesOf(second.hits)].sort(), ['/docs/merging', '/docs/routers']);
    // The best section of each page, as the section list has it first.
    assert.equal(distinct.hits[0]!.objectID, sections.hits[0]!.objectID);
  });

  it('keeps 10.x and 9.x apart and fetches only the shards the filters allow', async () => {
    const { engine, fetched } = serveIndex(PAGES);
    const current = await engine.search({ query: 'middleware', facetFilters: FROM('current') });
    const currentPaths = current.hits.map((hit) => new URL(hit.url).pathname);
    assert.ok(currentPaths.includes('/docs/middlewares'));
    assert.ok(currentPaths.includes('/blog/announcing'));
    assert.ok(!currentPaths.some((path) => path.startsWith('/docs/v9/')));
    assert.ok(!fetched.some((file) => file.includes('9.x')));

    const v9 = await engine.search({ query: 'middleware', facetFilters: FROM('9.x') });
    assert.equal(new URL(v9.hits[0]!.url).pathname, '/docs/v9/middlewares');
    assert.ok(!v9.hits.some((hit) => hit.docusaurus_tag === 'docs-default-current'));
  });








  it('searches every shard when the filters do not name tags, and counts facets', async () => {
    const { engine } = serveIndex(PAGES);
    const response = await engine.search({ query: 'middleware', facets: ['docusaurus_tag'] });
    assert.deepEqual(Object.keys(response.facets.docusaurus_tag!).sort(), ['default', 'docs-default-9.x', 'docs-default-current']);
  });

  it('answers count-only requests (the search page facet queries) without fetching other shards', async () => {
    const { engine, fetched } = serveIndex(PAGES);
    const response = await engine.search({ query: 'middleware', hitsPerPage: 0, facets: ['docusaurus_tag'], facetFilters: [['language:en']] });
    assert.deepEqual(response.hits, []);
    assert.deepEqual(fetched, [MANIFEST_FILE]);
  });

  it('rejects with a RetryError while the index cannot be fetched, and recovers', async () => {
    const { engine, state } = serveIndex(PAGES);
    state.offline = true;
    await assert.rejects(engine.search({ query: 'middleware', facetFilters: FROM('current') }), { name: 'RetryError' });
    state.offline = false;
    const response = await engine.search({ query: 'middleware', facetFilters: FROM('current') });
    assert.ok(response.nbHits > 0);
  });

  it('treats a tag without a shard as empty, but a missing index as an error', async () => {
    const { engine } = serveIndex(PAGES);
    const response = await engine.search({ query: 'middleware', facetFilters: ['docusaurus_tag:docs-other-plugin'] });
    assert.equal(response.nbHits, 0);
    // As under `docusaurus start`, which serves no index at all.
    const missing = serveIndex(PAGES);
    missing.files.clear();
    await assert.rejects(missing.engine.search({ query: 'middleware', facetFilters: FROM('current') }), { name: 'RetryError' });
  });

  it('answers hostile queries without throwing or echoing markup', async () => {
    const { engine } = serveIndex(PAGES);
    for (const query of ['middleware '.repeat(100), '.*+?^${}()|[]\\ (a+)+$', '🚀🔥', '<img src=x onerror=alert(1)>', '', 42]) {
      const response = await engine.search({ query, facetFilters: FROM('current'), highlightPreTag: '<script>', highlightPostTag: '</script>' });
      assert.ok(!JSON.stringify(response.hits).includes('<img'));
      assert.ok(!JSON.stringify(response.hits).includes('<script>'));
    }
    const long = await engine.search({ query: 'middleware '.repeat(100), facetFilters: FROM('current') });
    assert.ok(long.nbHits > 0);
  });

  it('fetches the section text on warm-up when no query came first, so the first answer needs no download', async () => {
    const { prefetchingEngine: engine, fetched } = serveIndex(PAGES);
    await engine.warm(FROM('9.x'));
    assert.ok(fetched.includes(contentChunkFile('docs-default-9.x', 0)));
    assert.ok(!fetched.some((file) => file.includes('docs-default-current')));
    const before = fetched.length;
    const response = await engine.search({ query: 'router middleware', facetFilters: FROM('9.x') });
    assert.ok(response.hits.length > 0);
    assert.deepEqual(fetched.slice(before), []);
  });

  it('does not fetch the text on warm-up when a query came before warm-up ended (the answer fetches what it needs)', async () => {
    const { prefetchingEngine: engine, fetched } = serveIndex(PAGES);
    const warming = engine.warm(FROM('current'));
    const answer = await engine.search({ query: 'zzqxv', facetFilters: FROM('current') });
    assert.equal(answer.hits.length, 0);
    await warming;
    assert.ok(!fetched.some((file) => file.includes('/content-')));
  });

  it('pages through results', async () => {
    const { engine } = serveIndex(PAGES);
    const first = await engine.search({ query: 'middleware', facetFilters: FROM('current'), hitsPerPage: 1, page: 0 });
    const second = await engine.search({ query: 'middleware', facetFilters: FROM('current'), hitsPerPage: 1, page: 1 });
    assert.equal(first.hits.length, 1);
    assert.notEqual(first.hits[0]!.objectID, second.hits[0]!.objectID);
  });
});

describe('normalizeRequests', () => {
  it('reads the DocSearch (v5) and the algoliasearch-helper call shapes', () => {
    assert.deepEqual(normalizeRequests({ requests: [{ indexName: 'i', query: 'q', hitsPerPage: 20 }] }), [{ indexName: 'i', query: 'q', hitsPerPage: 20 }]);
    assert.deepEqual(normalizeRequests([{ indexName: 'i', params: { query: 'q', page: 1 } }]), [{ indexName: 'i', query: 'q', page: 1 }]);
  });

  it('decodes URL-encoded params and ignores junk', () => {
    assert.deepEqual(normalizeRequests([{ indexName: 'i', params: 'query=ws%20link&hitsPerPage=5&facetFilters=%5B%22language%3Aen%22%5D' }]), [
      { indexName: 'i', query: 'ws link', hitsPerPage: 5, facetFilters: ['language:en'] },
    ]);
    assert.deepEqual(normalizeRequests(null), []);
    assert.deepEqual(normalizeRequests([null]), [{}]);
  });
});
