import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ExtractedPage } from '../indexing/extract';
import { buildShards } from '../indexing/shards';
import { testPage } from '../indexing/testPages';
import { favourQuotingSections, rank } from './rank';
import { readQuery } from './readerWords';
import { type SearchableShard, searchableShard } from './searchableShard';

/** A 10.x guide. */
const guide = (path: string, title: string, sections: [string, string][], description?: string) => testPage(path, 'docs-default-current', title, sections, description);

/** The ranked records of a 10.x search over these pages (what a 10.x page's search reads: its docs, home and blog), best first. */
async function rankedHits(pages: ExtractedPage[], query: string): Promise<{ path: string; level: number }[]> {
  const built = buildShards(pages).filter(({ shard }) => shard.tag === 'default' || shard.tag === 'docs-default-current');
  const shards = built.map(({ shard }) => searchableShard(shard));
  const texts = new Map<SearchableShard, string[]>(shards.map((shard, i) => [shard, built[i]!.contentChunks.flat()]));
  const ranked = rank(shards, readQuery(query), query);
  await favourQuotingSections(ranked, query, async (shard, id) => texts.get(shard)![id] ?? '');
  return ranked.map(({ shard, id }) => {
    const [page, level] = shard.meta.records[id]!;
    return { path: shard.meta.pages[page]![0], level };
  });
}

/** The page of the first hit of a 10.x search over these pages. */
async function firstPage(pages: ExtractedPage[], query: string): Promise<string> {
  return (await rankedHits(pages, query))[0]!.path;
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

describe('rank', () => {
  for (const { name, pages, query, first } of FIRST_PAGE_CASES) {
    it(name, async () => assert.equal(await firstPage(pages, query), first));
  }

  it('ranks the page whose title is the query above its sections that repeat it', async () => {
    const [first] = await rankedHits(
      [testPage('/docs/links/wsLink', 'docs-default-current', 'wsLink', [['wsLink options', 'Options of wsLink and createWSClient.'], ['Reconnects', 'wsLink reconnects.']])],
      'wsLink',
    );
    assert.deepEqual(first, { path: '/docs/links/wsLink', level: 1 });
  });

  it("finds the section a reader's question is about, in their words", async () => {
    const pages = [
      testPage('/docs/client/headers', 'docs-default-current', 'Custom headers', [['Cookies', 'The browser attaches them when credentials are included.']]),
      testPage('/docs/server/data-transformers', 'docs-default-current', 'Data Transformers', [['Using superjson', 'Date objects arrive as Date objects.']]),
      testPage('/docs/links/httpLink', 'docs-default-current', 'httpLink', [['Usage', 'Send each call in its own request.']]),
    ];
    // "show" and "send" are in no section with the rest: the question still finds its page first.
    assert.equal(await firstPage(pages, 'how do I send cookies with tRPC?'), '/docs/client/headers');
    // "dates" is the reader's word; the page says "superjson" in its heading.
    assert.equal(await firstPage(pages, 'send dates over the wire'), '/docs/server/data-transformers');
  });

  it('takes "without X" as asking for an alternative to X, not for the page about X', async () => {
    const pages = [
      testPage('/docs/server/adapters/express', 'docs-default-current', 'Express adapter', [['Run the server', 'Run your tRPC server inside an Express app.']]),
      testPage('/docs/server/adapters/standalone', 'docs-default-current', 'Standalone adapter', [['Quick start', 'Runs a tRPC server on Node.js http, with no framework such as Express.']]),
    ];
    assert.equal(await firstPage(pages, 'run a trpc server without express'), '/docs/server/adapters/standalone');
  });

  it('ranks the page that answers a question across its sections above one with a single matching section', async () => {
    const pages = [
      testPage('/docs/context', 'docs-default-current', 'Context', [
        ['What goes in it', 'Put the database handle here.'],
        ['Creating it', 'Every call receives the context.'],
        ['Reading it', 'Each procedure reads it.'],
      ]),
      testPage('/docs/faq', 'docs-default-current', 'FAQ', [
        ['Common mistakes', 'Put the database there, put the database in it.'],
        ['Monorepo', 'Not needed.'],
      ]),
    ];
    assert.equal(await firstPage(pages, 'where do i put the database so every procedure can use it'), '/docs/context');
  });

  it('lists a page the query names at least as high when its title record also matches a word weakly', async () => {
    const pages = (description?: string) => [
      testPage('/docs/errors', 'docs-default-current', 'Error handling', [['Logging errors', 'Log each failed request with onError.']]),
      testPage('/docs/links', 'docs-default-current', 'Links', [['Request flow', 'Each request passes through the links, which may log it.'], ['Order', 'The last link sends the request.']]),
      testPage('/docs/httpLink', 'docs-default-current', 'httpLink', [['Requests', 'Sends each request on its own.']]),
      testPage('/docs/loggerLink', 'docs-default-current', 'loggerLink', [['Options', 'Choose what to print.']], description),
    ];
    const rankOfLogger = async (description?: string) => {
      const hits = await rankedHits(pages(description), 'log requests');
      return [...new Set(hits.map((hit) => hit.path))].indexOf('/docs/loggerLink');
    };
    const withoutDescription = await rankOfLogger();
    assert.ok(withoutDescription >= 0);
    assert.equal(await rankOfLogger('Print every operation and its result to the console, in development only or for errors only, with the built-in format or your own, to log them.'), withoutDescription);
  });

  it('ranks the heading that says the query as a phrase above one that has its words apart', async () => {
    const pages = [testPage('/docs/a', 'docs-default-current', 'Guide', [['Codes of each error', 'Listed.']]), testPage('/docs/b', 'docs-default-current', 'Reference', [['Error codes listed', 'Listed.']])];
    assert.equal(await firstPage(pages, 'error codes'), '/docs/b');
  });

  it('ranks docs above the blog on equal text', async () => {
    const pages = [
      testPage('/docs/middlewares', 'docs-default-current', 'Middlewares', [['Writing a middleware', 'A middleware runs before the resolver.']]),
      { ...testPage('/blog/announcing', 'default', 'Announcing tRPC 10', [['Middlewares', 'Middlewares moved to procedures.']]), page: { path: '/blog/announcing', lvl0: 'Blog', lvl1: 'Announcing tRPC 10', tag: 'default', language: 'en', version: null } },
    ];
    assert.equal(await firstPage(pages, 'middlewares'), '/docs/middlewares');
  });
});
