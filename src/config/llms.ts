import type { LlmsTxtOptions } from '../plugins/llms-txt';
import { isGeneratedDoc } from './docs';

/**
 * The llms.txt files for AI assistants (src/plugins/llms-txt): `/llms.txt`
 * and `/llms-full.txt` for the current docs, the 9.x pair beside them.
 */
export const llmsTxt: LlmsTxtOptions = {
  versions: [
    {
      version: 'current',
      index: 'llms.txt',
      full: 'llms-full.txt',
      description: 'the current version',
      summary:
        'tRPC 10 lets a TypeScript server and its clients share one API without a schema or code generation: procedures (queries, mutations, subscriptions) are defined on a router on the server, the client imports only the type of that router, and every call is checked against the inputs, outputs and errors the server declares. It comes as @trpc/server (routers, procedures, middlewares and adapters for Node HTTP, Express, Fastify, Next.js, AWS Lambda and fetch runtimes), @trpc/client (a typed client whose requests go through composable links), @trpc/react-query (hooks over TanStack Query v4) and @trpc/next (Next.js pages-router integration with server-side rendering and static generation).',
    },
    {
      version: '9.x',
      index: 'llms-v9.txt',
      full: 'llms-v9-full.txt',
      description: 'the previous major version, no longer maintained',
      summary:
        'tRPC 9 is the previous, unmaintained major version of tRPC: routers are built by chaining .query(), .mutation() and .subscription() calls, and procedures are called by their string path (client.query("post.byId", input), useQuery(["post.byId", input]) with @trpc/react over react-query v3). New projects should use tRPC 10; its docs include a migration guide from 9.',
    },
  ],
  isGenerated: isGeneratedDoc,
};
