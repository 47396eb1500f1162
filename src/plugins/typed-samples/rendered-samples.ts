/**
 * The whole pipeline for the site build: every sample of the site parsed,
 * checked and annotated (checker.ts, one program per page, in a worker
 * thread: checkInWorker.ts) and
 * rendered (render.ts) once, looked up by the remark plugin fence by fence.
 * Quick info costs tens of seconds of CPU, so the result is cached on disk
 * page by page, keyed by the page's source, the compiler and tRPC versions and
 * this plugin's code (`DOCUSAURUS_NO_PERSISTENT_CACHE=1` switches the cache
 * off); `npm run check:samples` over the whole site writes it too.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_DIRS,
  PROJECT_ROOT,
  checkSamples,
  readDocuments,
  type CheckResult,
  type MarkdownDocument,
} from './checker';
import { checkInWorker } from './checkInWorker';
import { renderFence, type RenderedBlock } from './render';
import type { TrpcVersion } from './trpcVersions';

/** Identifies a fence wherever it is written: same code, meta and version, same rendering. */
export function sampleKey(version: TrpcVersion, lang: string, meta: string | null | undefined, code: string): string {
  return createHash('sha256').update(`${version}\n${lang}\n${meta ?? ''}\n${code}`).digest('base64url');
}

type RenderedSamples = Record<string, RenderedBlock[]>;

const KEY_PACKAGES = ['typescript', 'prism-react-renderer', '@trpc/server', '@trpc/client', '@trpc/react-query', '@trpc/next', '@trpc-v9/server', '@trpc-v9/client', '@trpc-v9/react', '@trpc-v9/next'];

const toolchainKeys = new Map<string, string>();

/**
 * What shapes every rendering besides the sample itself: the compiler, tRPC
 * and highlighter versions, the other installed packages samples import
 * (zod, React Query: the lockfile) and this plugin's code.
 */
export function toolchainKey(projectRoot = PROJECT_ROOT): string {
  // Asked for by the cache file name and by both bundler configs: hash once.
  const known = toolchainKeys.get(projectRoot);
  if (known) return known;
  const hash = createHash('sha256');
  const lockfile = path.join(projectRoot, 'package-lock.json');
  hash.update(fs.existsSync(lockfile) ? fs.readFileSync(lockfile) : 'no lockfile');
  for (const name of KEY_PACKAGES) {
    const manifest = path.join(projectRoot, 'node_modules', name, 'package.json');
    hash.update(`${name}@${fs.existsSync(manifest) ? fs.readFileSync(manifest, 'utf8') : 'missing'}\n`);
  }
  for (const file of fs.readdirSync(__dirname).sort())
    if (!file.endsWith('.test.ts')) hash.update(file).update(fs.readFileSync(path.join(__dirname, file)));
  const key = hash.digest('hex').slice(0, 20);
  toolchainKeys.set(projectRoot, key);
  return key;
}

/**
 * Each document's page key, by path: it identifies a page's source, and its
 * samples' renderings depend on nothing else of the site (one program per page).
 */
function pageKeys(documents: MarkdownDocument[]): Map<string, string> {
  return new Map(
    documents.map((document) => [
      document.path,
      createHash('sha256').update(document.path).update('\0').update(document.content).digest('base64url').slice(0, 27),
    ]),
  );
}

/** The rendered samples of each page of `keys` (pages without samples too), by page key. */
function renderByPage(keys: Map<string, string>, result: CheckResult): Map<string, RenderedSamples> {
  const byPage = new Map<string, RenderedSamples>([...keys.values()].map((key) => [key, {}]));
  for (const { docPath, version, fence, meta, code } of result.results) {
    const page = byPage.get(keys.get(docPath)!)!;
    page[sampleKey(version, fence.lang, meta, code)] = renderFence(fence);
  }
  return byPage;
}

/** Checks, annotates and renders the samples of `documents`, by sampleKey. */
export function renderSamples(documents: MarkdownDocument[], projectRoot = PROJECT_ROOT): RenderedSamples {
  const pages = renderByPage(pageKeys(documents), checkSamples({ documents, projectRoot }));
  return Object.assign({}, ...pages.values()) as RenderedSamples;
}

/**
 * The rendering cache: one file per page key, under a folder named after the
 * toolchain. Each page is compiled in a program of its own, so its rendering
 * depends on its own source and the toolchain only: editing a page re-checks
 * that page alone.
 */
class PageCache {
  private readonly dir: string;
  private readonly enabled = !process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;

  constructor(projectRoot: string) {
    this.dir = path.join(projectRoot, 'node_modules', '.cache', 'typed-samples', toolchainKey(projectRoot));
  }

  read(pageKey: string): RenderedSamples | undefined {
    if (!this.enabled) return undefined;
    const file = path.join(this.dir, `${pageKey}.json`);
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RenderedSamples) : undefined;
  }

  /** Stores the pages just rendered and drops entries of other toolchains and of pages not in `site` (page keys). */
  write(rendered: Map<string, RenderedSamples>, site: Iterable<string>): void {
    if (!this.enabled) return;
    const parent = path.dirname(this.dir);
    if (fs.existsSync(parent))
      for (const entry of fs.readdirSync(parent))
        if (entry !== path.basename(this.dir)) fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
    fs.mkdirSync(this.dir, { recursive: true });
    for (const [key, samples] of rendered) fs.writeFileSync(path.join(this.dir, `${key}.json`), JSON.stringify(samples));
    const current = new Set([...site].map((key) => `${key}.json`));
    for (const entry of fs.readdirSync(this.dir)) if (!current.has(entry)) fs.rmSync(path.join(this.dir, entry), { force: true });
  }
}

let siteSamples: Promise<RenderedSamples> | undefined;

/**
 * Every sample of the site's documents, rendered once per process; pages
 * found in the cache are not checked again. The type pass runs in a worker
 * thread (checkInWorker.ts), started by the plugin (index.ts) when plugins
 * are created; pages wait for it.
 */
export function renderedSiteSamples(projectRoot = PROJECT_ROOT): Promise<RenderedSamples> {
  siteSamples ??= renderSite(projectRoot);
  return siteSamples;
}

async function renderSite(projectRoot: string): Promise<RenderedSamples> {
  const documents = readDocuments(projectRoot, undefined, []);
  const keys = pageKeys(documents);
  const cache = new PageCache(projectRoot);
  const rendered: RenderedSamples = {};
  const uncached = documents.filter((document) => {
    const cached = cache.read(keys.get(document.path)!);
    if (cached) Object.assign(rendered, cached);
    return !cached;
  });
  const uncachedKeys = new Map(uncached.map((document) => [document.path, keys.get(document.path)!]));
  const fresh = uncached.length > 0 ? renderByPage(uncachedKeys, await checkInWorker({ documents: uncached, projectRoot })) : new Map<string, RenderedSamples>();
  for (const samples of fresh.values()) Object.assign(rendered, samples);
  cache.write(fresh, keys.values());
  return rendered;
}

/**
 * `npm run check:samples` over the whole site: checks every sample and leaves
 * their rendering in the cache the build reads, so a build after the check
 * (as in `npm test`) does not compute the same types again.
 */
export function checkSite(projectRoot = PROJECT_ROOT): CheckResult {
  const documents = readDocuments(projectRoot, undefined, []);
  const keys = pageKeys(documents);
  const result = checkSamples({ documents, projectRoot });
  new PageCache(projectRoot).write(renderByPage(keys, result), keys.values());
  return result;
}

/**
 * The rendered blocks of one fence of `docPath`, compiled against `version`
 * (the fence's own, else its document's); a fence the site-wide pass has not
 * seen (edited while the dev server runs, or outside the site's folders) is
 * rendered on its own.
 */
export async function renderedBlocks(
  docPath: string,
  fence: { lang: string; meta: string | null | undefined; code: string; version: TrpcVersion },
): Promise<RenderedBlock[] | undefined> {
  const key = sampleKey(fence.version, fence.lang, fence.meta, fence.code);
  const inSite = DEFAULT_DIRS.some((dir) => docPath.startsWith(`${dir}/`));
  const found = inSite ? (await renderedSiteSamples())[key] : undefined;
  if (found) return found;
  const fenceText = `---\ntrpc_version: '${fence.version}'\n---\n` + '```' + `${fence.lang} ${fence.meta ?? ''}\n${fence.code}\n` + '```\n';
  return renderSamples([{ path: docPath, content: fenceText }])[key];
}
