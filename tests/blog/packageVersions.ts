/**
 * Publish dates of the package versions the blog posts name, so that `versionDates.test.ts` can
 * check without the network that no post names a version newer than the post.
 *
 * tRPC: the date of the release commit behind the version's git tag in trpc/trpc (`git log -1
 * --format=%cI v10.9.0`); `@trpc/server` and `@trpc/client` are released together.
 * TypeScript and zod 3.20.x: the date these versions first appear in trpc/trpc's lockfile, so the
 * release happened on that day or earlier (zod 3.0.0: Dependabot's bump in trpc/trpc). Newer
 * versions: `npm view <package> time --json` against the public registry.
 *
 * A bare major ("tRPC 11", "zod 4") dates from its `N.0.x` release, so each major a post names
 * needs that line.
 *
 * Add a line here when a post names a version that is not listed yet.
 */
export const PUBLISHED: Record<string, Record<string, string>> = {
  '@trpc/server': {
    '9.0.0': '2021-08-25',
    '9.27.4': '2022-10-01',
    '10.0.0': '2022-11-21',
    '10.7.0': '2022-12-23',
    '10.9.0': '2023-01-11',
    '10.18.0': '2023-03-22',
    '11.0.0': '2025-03-21',
  },
  typescript: {
    '4.9.3': '2022-11-24',
    '4.9.4': '2022-12-13',
    '5.9.3': '2025-09-30',
  },
  zod: {
    '3.0.0': '2021-05-18',
    '3.20.2': '2022-12-13',
    '3.25.76': '2025-07-08',
    '4.0.0': '2025-07-09',
  },
};
PUBLISHED['@trpc/client'] = PUBLISHED['@trpc/server'];
