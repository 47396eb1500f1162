/**
 * The hand-written guides that explain an export, by package and export
 * name, as doc paths under docs/ without extension, most relevant first. An
 * API page links them under its title (./pageLinks.ts); a page re-exported
 * by another package links those of its original. A path that is no page
 * stops the build.
 */
export const GUIDES: Record<string, Record<string, string[]>> = {
  client: {
    TRPCClientError: ['server/error-handling', 'server/error-formatting'],
    createTRPCProxyClient: ['client/setup', 'client/introduction'],
    createTRPCClient: ['client/introduction', 'migrate-from-v9-to-v10'],
    createTRPCUntypedClient: ['client/introduction'],
    createWSClient: ['subscriptions', 'links/wsLink'],
    httpBatchLink: ['links/httpBatchLink'],
    httpLink: ['links/httpLink'],
    loggerLink: ['links/loggerLink'],
    splitLink: ['links/splitLink'],
    wsLink: ['links/wsLink', 'subscriptions'],
  },
  server: {
    TRPCError: ['server/error-handling'],
    getTRPCErrorFromUnknown: ['server/error-handling'],
    initTRPC: ['server/routers', 'server/procedures'],
    router: ['server/routers', 'server/merging-routers'],
  },
  next: {
    createTRPCNext: ['nextjs/setup', 'nextjs/introduction'],
    withTRPC: ['nextjs/setup', 'nextjs/ssr'],
  },
  'react-query': {
    createTRPCReact: ['reactjs/setup', 'reactjs/introduction'],
    createReactQueryHooks: ['migrate-from-v9-to-v10'],
    getQueryKey: ['reactjs/getquerykey'],
  },
};
