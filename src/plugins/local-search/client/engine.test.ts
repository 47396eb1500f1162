import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ExtractedPage } from '../extract';
import { contentChunkFile, INDEX_FORMAT, MANIFEST_FILE, shardIndexFile } from '../indexFiles';
import { buildShards } from '../searchIndex';
import { LocalSearchEngine } from './engine';
import { IndexFileMissing } from './errors';
import { normalizeRequests } from './index';

function doc(path: string, tag: string, title: string, sections: [string, string][], description?: string): ExtractedPage {
  return {
    page: { path, lvl0: 'Docs', lvl1: title, tag, language: 'en', version: tag.replace('docs-default-', ''), ...(description ? { description } : {}) },
    sections: [
      { level: 1, anchor: null, lvl2: null, lvl3: null, content: `${title} page.`, code: '' },
      ...sections.map(([heading, content]) => ({ level: 2 as const, anchor: heading.toLowerCase().replace(/\W+/g, '-'), lvl2: heading, lvl3: null, content, code: '' })),
    ],
  };
}

/** A 10.x guide. */
const guide = (path: string, title: string, sections: [string, string][], description?: string) => doc(path, 'docs-default-current', title, sections, description);

const PAGES = [
  doc('/docs/middlewares', 'docs-default-current', 'Middlewares', [['Writing a middleware', 'A middleware runs before the resolver.']]),
  doc('/docs/links/httpBatchLink', 'docs-default-current', 'httpBatchLink', [['Batching', 'Calls in one tick are batched into one request.']]),
  doc('/docs/v9/middlewares', 'docs-default-9.x', 'Middlewares', [['Router middleware', 'In 9.x a middleware is added to a router.']]),
  { ...doc('/blog/announcing', 'default', 'Announcing tRPC 10', [['Middlewares', 'Middlewares moved to procedures.']]), page: { path: '/blog/announcing', lvl0: 'Blog', lvl1: 'Announcing tRPC 10', tag: 'default', language: 'en', version: null } },
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

/** The page of the first hit of a 10.x search over these pages. */
async function firstPage(pages: ExtractedPage[], query: string): Promise<string> {
  const response = await serveIndex(pages).engine.search({ query, facetFilters: FROM('current') });
  return new URL(response.hits[0]!.url).pathname;
}

/** Queries and the page that must answer them first, among a few pages. */
const FIRST_PAGE_CASES: { name: string; pages: ExtractedPage[]; query: string; first: string }[] = [
  {
    name: "finds a page by its description, the writer's summary of it",
    pages: [
      guide('/docs/useQueries', 'useQueries', [['Usage', 'Pass a callback that returns a list of queries.']], 'Run a dynamic number of typed queries from one component.'),
      guide('/docs/useQuery', 'useQuery', [['Options', 'Run the query when the component mounts.']]),
    ],
    query: 'run a dynamic number of queries in one component',
    first: '/docs/useQueries',
  },
  {
    name: 'does not take a page for the thing not wanted when that is only a word of its title ("without starting a server")',
    pages: [
      guide('/docs/server-side-calls', 'Server-Side Calls', [['In tests', 'Test procedures without starting a server: call them directly.']]),
      guide('/docs/standalone', 'Standalone server', [['Testing', 'Test procedures over HTTP after starting the server.']]),
    ],
    query: 'test procedures without starting a server',
    first: '/docs/server-side-calls',
  },
  {
    name: 'answers a question that is only a negation ("can I use trpc without react") with the section about it, not the page of the thing',
    pages: [
      guide('/docs/faq', 'FAQ', [['Does tRPC require React?', 'No: the client works in any JavaScript runtime.'], ['Uploads', 'Send files some other way.']]),
      guide('/docs/react', 'React', [['Setup', 'Install the React hooks and wrap your app with the React provider.']]),
    ],
    query: 'can I use trpc without react',
    first: '/docs/faq',
  },
  {
    name: 'ranks the section that quotes a pasted error message above those that have its words apart',
    pages: [
      guide('/docs/queries', 'Queries', [['Missing procedures', 'A query that is not found in the router: tRPC answers NOT_FOUND.']]),
      guide('/docs/nextjs', 'Next.js adapter', [['Pitfalls', 'A file named [slug].ts fails with Query "trpc" not found, as the trpc parameter is missing.']]),
    ],
    query: 'Query "trpc" not found',
    first: '/docs/nextjs',
  },
  {
    name: 'finds the plain form of a comparative or superlative the docs never use ("smallest" → small)',
    pages: [
      guide('/docs/quickstart', 'Quickstart', [['Try it', 'A small router on a server of your own.']]),
      guide('/docs/adapters', 'Adapters', [['Choosing', 'Pick the adapter for your server.']]),
    ],
    query: 'the smallest server',
    first: '/docs/quickstart',
  },
];

describe('LocalSearchEngine', () => {
  for (const { name, pages, query, first } of FIRST_PAGE_CASES) {
    it(name, async () => assert.equal(await firstPage(pages, query), first));
  }

  it('answers in the Algolia response format, best hit first', async () => {
    const { engine } = serveIndex(PAGES);
    const response = await engine.search({ indexName: 'trpc-docs', query: 'batch request', facetFilters: FROM('current'), hitsPerPage: 5 });
    assert.equal(response.hits[0]!.url, 'https://trpc.io/docs/links/httpBatchLink#batching');
    assert.equal(response.hits[0]!._snippetResult.content!.value.includes('<em>batched</em>'), true);
    assert.equal(response.query, 'batch request');
    assert.equal(response.index, 'trpc-docs');
    assert.equal(response.page, 0);
    assert.equal(response.nbPages, Math.ceil(response.nbHits / 5));
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

  it('ranks the page whose title is the query above its sections that repeat it', async () => {
    const { engine } = serveIndex([
      doc('/docs/links/wsLink', 'docs-default-current', 'wsLink', [['wsLink options', 'Options of wsLink and createWSClient.'], ['Reconnects', 'wsLink reconnects.']]),
    ]);
    const response = await engine.search({ query: 'wsLink', facetFilters: FROM('current') });
    assert.equal(response.hits[0]!.url, 'https://trpc.io/docs/links/wsLink');
    assert.equal(response.hits[0]!.type, 'lvl1');
  });

  it("finds the section a reader's question is about, in their words", async () => {
    const { engine } = serveIndex([
      doc('/docs/client/headers', 'docs-default-current', 'Custom headers', [['Cookies', 'The browser attaches them when credentials are included.']]),
      doc('/docs/server/data-transformers', 'docs-default-current', 'Data Transformers', [['Using superjson', 'Date objects arrive as Date objects.']]),
      doc('/docs/links/httpLink', 'docs-default-current', 'httpLink', [['Usage', 'Send each call in its own request.']]),
    ]);
    // "show" and "send" are in no section with the rest: the question still finds its page first.
    const cookies = await engine.search({ query: 'how do I send cookies with tRPC?', facetFilters: FROM('current') });
    assert.equal(new URL(cookies.hits[0]!.url).pathname, '/docs/client/headers');
    // "dates" is the reader's word; the page says "superjson" in its heading.
    const dates = await engine.search({ query: 'send dates over the wire', facetFilters: FROM('current') });
    assert.equal(new URL(dates.hits[0]!.url).pathname, '/docs/server/data-transformers');
  });

  it('takes "without X" as asking for an alternative to X, not for the page about X', async () => {
    const pages = [
      doc('/docs/server/adapters/express', 'docs-default-current', 'Express adapter', [['Run the server', 'Run your tRPC server inside an Express app.']]),
      doc('/docs/server/adapters/standalone', 'docs-default-current', 'Standalone adapter', [['Quick start', 'Runs a tRPC server on Node.js http, with no framework such as Express.']]),
    ];
    assert.equal(await firstPage(pages, 'run a trpc server without express'), '/docs/server/adapters/standalone');
  });

  it('ranks the page that answers a question across its sections above one with a single matching section', async () => {
    const pages = [
      doc('/docs/context', 'docs-default-current', 'Context', [
        ['What goes in it', 'Put the database handle here.'],
        ['Creating it', 'Every call receives the context.'],
        ['Reading it', 'Each procedure reads it.'],
      ]),
      doc('/docs/faq', 'docs-default-current', 'FAQ', [
        ['Common mistakes', 'Put the database there, put the database in it.'],
        ['Monorepo', 'Not needed.'],
      ]),
    ];
    assert.equal(await firstPage(pages, 'where do i put the database so every procedure can use it'), '/docs/context');
  });

  it('lists a page the query names at least as high when its title record also matches a word weakly', async () => {
    const pages = (description?: string) => [
      doc('/docs/errors', 'docs-default-current', 'Error handling', [['Logging errors', 'Log each failed request with onError.']]),
      doc('/docs/links', 'docs-default-current', 'Links', [['Request flow', 'Each request passes through the links, which may log it.'], ['Order', 'The last link sends the request.']]),
      doc('/docs/httpLink', 'docs-default-current', 'httpLink', [['Requests', 'Sends each request on its own.']]),
      doc('/docs/loggerLink', 'docs-default-current', 'loggerLink', [['Options', 'Choose what to print.']], description),
    ];
    const rankOfLogger = async (description?: string) => {
      const response = await serveIndex(pages(description)).engine.search({ query: 'log requests', facetFilters: FROM('current') });
      return [...new Set(response.hits.map((hit) => new URL(hit.url).pathname))].indexOf('/docs/loggerLink');
    };
    const withoutDescription = await rankOfLogger();
    assert.ok(withoutDescription >= 0);
    assert.equal(await rankOfLogger('Print every operation and its result to the console, in development only or for errors only, with the built-in format or your own, to log them.'), withoutDescription);
  });

  it('ranks the heading that says the query as a phrase above one that has its words apart', async () => {
    const pages = [doc('/docs/a', 'docs-default-current', 'Guide', [['Codes of each error', 'Listed.']]), doc('/docs/b', 'docs-default-current', 'Reference', [['Error codes listed', 'Listed.']])];
    assert.equal(await firstPage(pages, 'error codes'), '/docs/b');
  });

  it('ranks docs above the blog on equal text', async () => {
    const { engine } = serveIndex(PAGES);
    const response = await engine.search({ query: 'middlewares', facetFilters: FROM('current') });
    assert.equal(response.hits[0]!.docusaurus_tag, 'docs-default-current');
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
