/**
 * The pages the benchmark and the byte budgets look at: one of each kind a
 * reader lands on, and the doc pages whose samples carry the most types
 * (compare them with `/docs` of the same run: a page with samples should
 * cost the reader no more than one without). Navigation pairs are
 * client-side moves between doc pages (a click in the sidebar), where only
 * the new page's chunks are fetched.
 */
export const BENCH_PAGES = [
  { route: '/', kind: 'home' },
  { route: '/docs', kind: 'docs' },
  { route: '/docs/server/routers', kind: 'docs' },
  { route: '/docs/quickstart', kind: 'docs' },
  { route: '/docs/reactjs/usequery', kind: 'docs' },
  { route: '/docs/migrate-from-v9-to-v10', kind: 'long docs' },
  { route: '/docs/v9/quickstart', kind: 'docs' },
  { route: '/docs/v9', kind: 'docs' },
  { route: '/blog', kind: 'blog' },
  { route: '/docs/typedoc/server/classes/TRPCError', kind: 'api' },
] as const;

export type PageKind = (typeof BENCH_PAGES)[number]['kind'];

export const NAVIGATIONS = [
  { from: '/docs', to: '/docs/server/routers' },
  { from: '/docs/server/routers', to: '/docs/server/procedures' },
  { from: '/docs/server/routers', to: '/docs/typedoc/server/classes/TRPCError' },
] as const;
