/**
 * The tRPC releases samples are checked and run against. The docs use the
 * current 10.x and the last 9.x; a blog post names the release it was written
 * about (front matter `trpc_version`, or a fence's `version` meta), so that it
 * stays true on its date. Every release but the current one is installed
 * under an npm alias (package.json: `"@trpc-v9/server": "npm:@trpc/server@9.27.4"`),
 * and `@trpc/*` imports are redirected to that alias by the checker (`paths`,
 * check/compilerOptions.ts) and the runner (run/trpcAliases.mjs).
 */
export const TRPC_VERSIONS = {
  '10': { release: '10.18.0', scope: '@trpc' },
  '9': { release: '9.27.4', scope: '@trpc-v9' },
  '10.0.0': { release: '10.0.0', scope: '@trpc-v10.0.0' },
  '10.9.0': { release: '10.9.0', scope: '@trpc-v10.9.0' },
} as const;

export type TrpcVersion = keyof typeof TRPC_VERSIONS;

export const TRPC_VERSION_NAMES = Object.keys(TRPC_VERSIONS) as TrpcVersion[];

function isTrpcVersion(value: string): value is TrpcVersion {
  return Object.hasOwn(TRPC_VERSIONS, value);
}

/**
 * The version a `trpc_version` or `version` value names: a name of
 * TRPC_VERSIONS, or the exact release of one (`10.18.0` is `10`, `9.27.4`
 * is `9`, so a post can name the current release as it names the older ones).
 */
export function trpcVersionNamed(value: string): TrpcVersion | undefined {
  if (isTrpcVersion(value)) return value;
  return TRPC_VERSION_NAMES.find((name) => TRPC_VERSIONS[name].release === value);
}

/** The npm scope `@trpc/*` imports resolve to, e.g. `@trpc-v9`. */
export function trpcScope(version: TrpcVersion): string {
  return TRPC_VERSIONS[version].scope;
}

/** How reports name a version: `10.x`, `9.x`, `10.0.0`. */
export function versionLabel(version: TrpcVersion): string {
  return version === '10' || version === '9' ? `${version}.x` : version;
}

/** `"9" (or "9.27.4"), "10" (or "10.18.0"), "10.0.0", "10.9.0"`, for error messages. */
export const VERSION_CHOICES = TRPC_VERSION_NAMES.map((name) => {
  const { release } = TRPC_VERSIONS[name];
  return release === name ? JSON.stringify(name) : `${JSON.stringify(name)} (or ${JSON.stringify(release)})`;
}).join(', ');

/** An unknown `trpc_version`; the message names the file, `reason` does not. */
export class TrpcVersionError extends Error {
  constructor(
    docPath: string,
    readonly reason: string,
  ) {
    super(`${docPath}: ${reason}`);
  }
}

/**
 * A document's `trpc_version` front matter, validated; undefined when absent.
 * Front matter is given parsed (Docusaurus's remark pipeline) or as the raw
 * markdown source.
 */
export function frontMatterVersion(docPath: string, source: string | Record<string, unknown> | undefined): TrpcVersion | undefined {
  let value: unknown;
  if (typeof source === 'string') {
    const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
    value = /^trpc_version:[ \t]*['"]?([^'"\s#]*)/m.exec(frontMatter)?.[1];
  } else value = source?.trpc_version;
  if (value === undefined) return undefined;
  const text = String(value);
  const version = trpcVersionNamed(text);
  if (version) return version;
  throw new TrpcVersionError(
    docPath,
    `front matter trpc_version must be one of ${VERSION_CHOICES} (the releases installed for samples, src/plugins/typed-samples/versions/trpcVersions.ts), got ${JSON.stringify(text)}`,
  );
}

const V9_PREFIX = 'versioned_docs/version-9.x/';

/**
 * The tRPC version a document's samples compile against unless their meta
 * says otherwise: its `trpc_version` front matter (given parsed, or read from
 * the source), else 9.x under versioned_docs/version-9.x and 10.x elsewhere.
 * Throws, naming the file, on an unknown `trpc_version`.
 */
export function documentVersion(document: { path: string; content?: string; frontMatter?: Record<string, unknown> }): TrpcVersion {
  const declared = frontMatterVersion(document.path, document.frontMatter ?? document.content);
  if (declared) return declared;
  return `/${document.path}`.includes(`/${V9_PREFIX}`) ? '9' : '10';
}

/** The version a fence compiles and runs against: its own `version` meta, else its page's. */
export function fenceVersion(fence: { version?: TrpcVersion }, pageVersion: TrpcVersion): TrpcVersion {
  return fence.version ?? pageVersion;
}
