/**
 * Environment variables the site reads at build time. Every one is optional:
 * with none set, the site builds for https://trpc.io/ with the offline search
 * index and no analytics. A value that is set but malformed, or a group that is
 * only partly set, stops the build with a message naming the variable and the
 * fix, instead of shipping a silently broken site.
 */

export interface AlgoliaEnv {
  appId: string;
  apiKey: string;
  indexName: string;
}

export interface SiteEnv {
  /** Absolute origin the site is deployed to, without a path. */
  url: string;
  /** Path prefix the site is served under; starts and ends with `/`. */
  baseUrl: string;
  /** Google Analytics tracking id, or `null` when analytics is off. */
  gtagTrackingId: string | null;
  /** Hosted DocSearch index, or `null` for the built-in offline index. */
  algolia: AlgoliaEnv | null;
  /**
   * Where "Edit this page" links go: the URL of the site's folder in a
   * repository's editor, to which a page's path (e.g. `docs/quickstart.mdx`)
   * is added; `null` shows no such link.
   */
  editUrl: string | null;
}

export type Env = Readonly<Record<string, string | undefined>>;

export class EnvError extends Error {
  constructor(problems: string[]) {
    super(
      `Invalid environment for the tRPC docs build:\n${problems
        .map((problem) => `  - ${problem}`)
        .join('\n')}\nSee "Environment variables" in README.md.`,
    );
    this.name = 'EnvError';
  }
}

const ALGOLIA_VARS = [
  'ALGOLIA_APP_ID',
  'ALGOLIA_API_KEY',
  'ALGOLIA_INDEX_NAME',
] as const;

/** Empty strings count as unset, so `FOO= npm run build` behaves like no FOO. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function isEditUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.search === '' && url.hash === '' && !/\s/.test(value);
  } catch {
    return false;
  }
}

export function readSiteEnv(env: Env = process.env): SiteEnv {
  const problems: string[] = [];

  // `https://docs.example.com/` is the same origin as written without the slash.
  const url = (read(env, 'SITE_URL') ?? 'https://trpc.io').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+$/.test(url)) {
    problems.push(
      `SITE_URL="${read(env, 'SITE_URL')}" must be an origin such as https://docs.example.com (http or https, no path); put a sub-path in BASE_URL.`,
    );
  }

  const baseUrl = read(env, 'BASE_URL') ?? '/';
  if (!/^\/([\w.~-]+\/)*$/.test(baseUrl)) {
    problems.push(
      `BASE_URL="${baseUrl}" must start and end with "/", e.g. "/" or "/trpc-docs/".`,
    );
  }

  // Google Analytics 4 measurement ids only: Universal Analytics (UA-…) stopped
  // processing data in 2023, and other tag ids (AW-, DC-, …) record no page views.
  const gtagTrackingId = read(env, 'GTAG_TRACKING_ID') ?? null;
  if (gtagTrackingId !== null && !/^G-[A-Z0-9]+$/.test(gtagTrackingId)) {
    const what = /^UA-/i.test(gtagTrackingId)
      ? 'is a Universal Analytics property id, which Google no longer processes'
      : 'is not a Google Analytics 4 measurement id';
    problems.push(
      `GTAG_TRACKING_ID="${gtagTrackingId}" ${what}: use the measurement id of a GA4 data stream, "G-" and capital letters or digits (G-XXXXXXXXXX), or unset it to build without analytics.`,
    );
  }

  const [appId, apiKey, indexName] = ALGOLIA_VARS.map((name) => read(env, name));
  let algolia: AlgoliaEnv | null = null;
  const setAlgoliaVars = ALGOLIA_VARS.filter((name) => read(env, name));
  if (setAlgoliaVars.length > 0 && setAlgoliaVars.length < ALGOLIA_VARS.length) {
    const missing = ALGOLIA_VARS.filter((name) => !read(env, name));
    problems.push(
      `${setAlgoliaVars.join(', ')} ${setAlgoliaVars.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not: set all of ${ALGOLIA_VARS.join(', ')} to use Algolia DocSearch, or none to use the built-in offline search.`,
    );
  } else if (appId && apiKey && indexName) {
    if (!/^[A-Z0-9]{10}$/.test(appId)) {
      problems.push(
        `ALGOLIA_APP_ID="${appId}" must be the 10-character application id shown in the Algolia dashboard (capital letters and digits).`,
      );
    }
    if (!/^[a-f0-9]{32}$/.test(apiKey)) {
      problems.push(
        'ALGOLIA_API_KEY must be the 32-character hexadecimal search-only API key (never the admin key).',
      );
    }
    if (!/^[\w.-]+$/.test(indexName)) {
      problems.push(
        `ALGOLIA_INDEX_NAME="${indexName}" may only contain letters, digits, "_", "-" and ".".`,
      );
    }
    algolia = { appId, apiKey, indexName };
  }

  const editUrl = read(env, 'EDIT_URL') ?? null;
  if (editUrl !== null && !isEditUrl(editUrl)) {
    problems.push(
      `EDIT_URL="${editUrl}" must be an http(s) URL of the folder that holds docs/ and blog/ in a repository's web editor, without "?" or "#", e.g. https://github.com/trpc/trpc/edit/main/www/ (a page's path is added to it), or unset it to show no "Edit this page" links.`,
    );
  }

  if (problems.length > 0) {
    throw new EnvError(problems);
  }
  return { url, baseUrl, gtagTrackingId, algolia, editUrl };
}
