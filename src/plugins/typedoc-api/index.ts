import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { cacheKey, generateWithCache } from './cache';
import { PACKAGE_OPTION } from './descriptions.mjs';
import { GUIDES } from './guides';
import { writeOverview } from './overview';
import { addPageLinks } from './pageLinks';

/** The tRPC release whose sources are documented and linked to. */
export const TRPC_VERSION = '10.18.0';

/** API reference packages, in sidebar order. */
export const API_PACKAGES = ['client', 'server', 'next', 'react-query'] as const;
export type ApiPackage = (typeof API_PACKAGES)[number];

/**
 * What each package is for: the lead of its section on the overview page
 * (./overview.ts); its first sentence, in plain text, ends the description
 * of the package's index page (./descriptions.mjs).
 */
const PACKAGE_ROLES: Record<ApiPackage, string> = {
  client: 'A typed client for any JavaScript runtime, and the links that carry its calls to the server.',
  server:
    'Routers, procedures, middlewares and errors, and the types that carry them to the client. Its adapters (`@trpc/server/adapters/*`) are described in the server guides.',
  next: 'The Next.js integration (pages router): the React hooks, with server-side rendering and static generation.',
  'react-query': 'React hooks for every procedure of a router, built on TanStack React Query 4.',
};

/** The generated API reference (git-ignored): the overview page and one folder per package. */
export function apiDir(siteDir: string): string {
  return path.join(siteDir, 'docs', 'typedoc');
}

/** Where the generated markdown of a package goes. */
export function apiOutDir(siteDir: string, pkg: ApiPackage): string {
  return path.join(apiDir(siteDir), pkg);
}

/** Options handed to docusaurus-plugin-typedoc for one package. */
export function typedocOptions(siteDir: string, pkg: ApiPackage) {
  const here = path.join(siteDir, 'src', 'plugins', 'typedoc-api');
  return {
    id: pkg,
    // The published packages ship their TypeScript sources; document those.
    entryPoints: [path.join(siteDir, 'node_modules', '@trpc', pkg, 'src', 'index.ts')],
    // One tsconfig per package listing only its entry: a glob would pull in
    // adapters whose peer types (express, fastify, …) are not part of the API.
    tsconfig: path.join(here, 'tsconfig', `${pkg}.json`),
    out: apiOutDir(siteDir, pkg),
    // The 10.18.0 sources were written for TypeScript 4.9 and its stricter
    // siblings' settings; their type errors under 5.9 are not ours to fix and
    // do not change the documented signatures.
    skipErrorChecking: true,
    plugin: [path.join(here, 'typesFolderRouter.mjs'), path.join(here, 'knownSourceWarnings.mjs'), path.join(here, 'pageDescriptions.mjs')],
    // The package named in the pages' descriptions (./pageDescriptions.mjs).
    [PACKAGE_OPTION]: { name: `@trpc/${pkg}`, version: TRPC_VERSION, summary: PACKAGE_ROLES[pkg] },
    router: 'member-types',
    readme: 'none',
    entryFileName: 'index.md',
    excludeInternal: true,
    excludePrivate: true,
    excludeProtected: true,
    // Members inherited from TypeScript's lib or @types/* (Error#stack, …) are
    // not tRPC's API and have no source in the tRPC repository to link to.
    externalPattern: ['**/node_modules/typescript/**', '**/node_modules/@types/**'],
    excludeExternals: true,
    // "Defined in" links go to the tagged release, never a moving branch.
    disableGit: true,
    displayBasePath: path.join(siteDir, 'node_modules', '@trpc'),
    sourceLinkTemplate: `https://github.com/trpc/trpc/blob/v${TRPC_VERSION}/packages/{path}#L{line}`,
    hideBreadcrumbs: true,
    hidePageHeader: true,
    sidebar: { autoConfiguration: true, pretty: true, typescript: false, deprecatedItemClassName: 'typedoc-sidebar-item-deprecated' },
    logLevel: 'Warn' as const,
  };
}

export class ApiReferenceError extends Error {
  constructor(pkg: ApiPackage, cause?: unknown) {
    const reason = cause instanceof Error ? `: ${cause.message}` : ' (TypeDoc\'s messages are above)';
    super(
      `[typedoc-api] TypeDoc produced no API reference for @trpc/${pkg}${reason}. ` +
        `The build stops so the site does not ship without API pages. Fix the reported errors, ` +
        `usually in src/plugins/typedoc-api/tsconfig/${pkg}.json or in the installed @trpc/${pkg}@${TRPC_VERSION}.`,
      { cause },
    );
    this.name = 'ApiReferenceError';
  }
}

/** A folder holds a usable API reference when TypeDoc wrote its index and sidebar. */
export function isCompleteApiReference(dir: string): boolean {
  return existsSync(path.join(dir, 'index.md')) && existsSync(path.join(dir, 'typedoc-sidebar.cjs'));
}

/** Where generated API references are kept between builds (cleared by `npm run clear`). */
export function apiCacheDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'typedoc-api');
}

/**
 * Generates the API reference of one tRPC package with docusaurus-plugin-typedoc,
 * or copies it from the cache when nothing that shapes it has changed (see
 * ./cache.ts; `DOCUSAURUS_NO_PERSISTENT_CACHE=1` switches the cache off, as it
 * does Docusaurus' own). docusaurus-plugin-typedoc only logs when TypeDoc
 * fails and the build would then ship without API pages, so this checks the
 * output and fails loudly instead.
 */
export async function generateApiReference(context: LoadContext, pkg: ApiPackage): Promise<void> {
  const out = apiOutDir(context.siteDir, pkg);
  const typedoc = typedocOptions(context.siteDir, pkg);
  const generate = async () => {
    const { default: typedocPlugin } = await import('docusaurus-plugin-typedoc');
    try {
      await typedocPlugin(context, typedoc);
    } catch (error) {
      throw new ApiReferenceError(pkg, error);
    }
  };
  if (process.env.DOCUSAURUS_NO_PERSISTENT_CACHE) {
    // Stale pages from an earlier run must not survive a failed one.
    await rm(out, { recursive: true, force: true });
    await generate();
  } else {
    await generateWithCache({
      out,
      cacheDir: apiCacheDir(context.siteDir),
      name: pkg,
      key: cacheKey({ siteDir: context.siteDir, pluginDir: __dirname, options: typedoc }),
      isComplete: isCompleteApiReference,
      generate,
    });
  }
  if (!isCompleteApiReference(out)) {
    throw new ApiReferenceError(pkg);
  }
}

/**
 * The API reference at /docs/typedoc, before the docs are loaded: the pages of
 * every package, their links to each other and to the guides (./pageLinks.ts),
 * then the overview page that introduces them.
 */
export default async function apiReferencePlugin(context: LoadContext): Promise<Plugin> {
  await Promise.all(API_PACKAGES.map((pkg) => generateApiReference(context, pkg)));
  addPageLinks({ apiDir: apiDir(context.siteDir), docsDir: path.join(context.siteDir, 'docs'), packages: API_PACKAGES, guides: GUIDES });
  await writeOverview({
    docsDir: path.join(context.siteDir, 'docs'),
    generatedDir: apiDir(context.siteDir),
    packages: API_PACKAGES.map((pkg) => ({ pkg, role: PACKAGE_ROLES[pkg] })),
    trpcVersion: TRPC_VERSION,
  });
  return { name: 'typedoc-api' };
}
