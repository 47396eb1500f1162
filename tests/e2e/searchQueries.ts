/**
 * Realistic searches and the page each must return among its first three
 * (distinct) pages. `version` is the docs version of the page the reader
 * searches from: contextual search limits hits to that version (plus the
 * blog and home page). Checked by searchRelevance.spec.ts; the bar is 90 %.
 */
export interface RelevanceCase {
  query: string;
  /** Path of the page expected in the top 3. */
  expected: string;
  version?: 'current' | '9.x';
}

export const RELEVANCE_CASES: RelevanceCase[] = [
  { query: 'batch requests', expected: '/docs/links/httpBatchLink' },
  { query: 'httpBatchLink', expected: '/docs/links/httpBatchLink' },
  { query: 'abort', expected: '/docs/client/aborting-procedure-calls' },
  { query: 'server side rendering', expected: '/docs/nextjs/ssr' },
  { query: 'zod input', expected: '/docs/server/procedures' },
  { query: 'TRPCError codes', expected: '/docs/server/error-handling' },
  { query: 'websocket reconnect', expected: '/docs/links/wsLink' },
  { query: 'invalidate query', expected: '/docs/reactjs/usecontext' },
  { query: 'v9 middleware', expected: '/docs/migrate-from-v9-to-v10' },
  { query: 'wsLink', expected: '/docs/links/wsLink' },
  { query: 'split link subscriptions', expected: '/docs/links/splitLink' },
  { query: 'log requests', expected: '/docs/links/loggerLink' },
  { query: 'authorization header', expected: '/docs/client/headers' },
  { query: 'cors', expected: '/docs/client/cors' },
  { query: 'create context', expected: '/docs/server/context' },
  { query: 'middleware', expected: '/docs/server/middlewares' },
  { query: 'protected procedure', expected: '/docs/server/authorization' },
  { query: 'error formatter', expected: '/docs/server/error-formatting' },
  { query: 'superjson transformer', expected: '/docs/server/data-transformers' },
  { query: 'infer router outputs', expected: '/docs/server/infer-types' },
  { query: 'merge routers', expected: '/docs/server/merging-routers' },
  { query: 'output validation', expected: '/docs/server/output-validation' },
  { query: 'procedure metadata', expected: '/docs/server/metadata' },
  { query: 'createCaller', expected: '/docs/server/server-side-calls' },
  { query: 'express adapter', expected: '/docs/server/adapters/express' },
  { query: 'fastify plugin', expected: '/docs/server/adapters/fastify' },
  { query: 'aws lambda', expected: '/docs/server/adapters/aws-lambda' },
  { query: 'fetch adapter edge', expected: '/docs/server/adapters/fetch' },
  { query: 'infinite scroll cursor', expected: '/docs/reactjs/useinfinitequery' },
  { query: 'useMutation', expected: '/docs/reactjs/usemutation' },
  { query: 'query key', expected: '/docs/reactjs/getquerykey' },
  { query: 'suspense', expected: '/docs/reactjs/suspense' },
  { query: 'static site generation', expected: '/docs/nextjs/ssg' },
  { query: 'prefetch on the server', expected: '/docs/nextjs/ssg-helpers' },
  { query: 'subscription observable', expected: '/docs/subscriptions' },
  { query: 'cache control headers', expected: '/docs/server/caching' },
  { query: 'createTRPCNext', expected: '/docs/nextjs/setup' },
  { query: 'TRPCClientError', expected: '/docs/typedoc/client/classes/TRPCClientError' },
  { query: 'migrate from v9', expected: '/docs/migrate-from-v9-to-v10' },
  { query: 'http rpc specification', expected: '/docs/rpc' },
  { query: 'log errors onError', expected: '/docs/server/error-handling' },
  { query: 'parallel queries useQueries', expected: '/docs/reactjs/usequeries' },
  { query: 'maxURLLength', expected: '/docs/links/httpBatchLink' },
  { query: 'standalone http server', expected: '/docs/server/adapters/standalone' },
  { query: 'next.js api route handler', expected: '/docs/server/adapters/nextjs' },
  { query: 'react query provider setup', expected: '/docs/reactjs/setup' },
  { query: 'cancel request when component unmounts', expected: '/docs/reactjs/aborting-procedure-calls' },
  { query: 'typescript performance', expected: '/blog/typescript-performance-lessons' },
  { query: 'tiny client', expected: '/blog/tinyrpc-client' },
  { query: 'example apps', expected: '/docs/example-apps' },
  { query: 'frequently asked questions', expected: '/docs/faq' },
  { query: 'contributing', expected: '/docs/contributing' },
  { query: 'middleware', expected: '/docs/v9/middlewares', version: '9.x' },
  { query: 'custom headers', expected: '/docs/v9/header', version: '9.x' },
  { query: 'server side rendering', expected: '/docs/v9/ssr', version: '9.x' },
  { query: 'error formatter', expected: '/docs/v9/error-formatting', version: '9.x' },
  { query: 'express', expected: '/docs/v9/express', version: '9.x' },
  { query: 'invalidateQueries', expected: '/docs/v9/invalidateQueries', version: '9.x' },
  { query: 'merge routers', expected: '/docs/v9/merging-routers', version: '9.x' },
  { query: 'useInfiniteQuery', expected: '/docs/v9/useInfiniteQuery', version: '9.x' },
  { query: 'vanilla client', expected: '/docs/v9/vanilla', version: '9.x' },
];
