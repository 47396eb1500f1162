/**
 * The whole pipeline for the site build: every sample of the site parsed,
 * checked and annotated (checker.ts, one program per tRPC version, in a
 * worker thread: checkInWorker.ts) and
 * rendered (render.ts) once, looked up by the remark plugin fence by fence.
 * Quick info costs tens of seconds of CPU, so the result is cached on disk,
 * keyed by the samples' documents, the compiler and tRPC versions and this
 * plugin's code (`DOCUSAURUS_NO_PERSISTENT_CACHE=1` switches the cache off);
 * `npm run check:samples` over the whole site writes it too.
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

function cacheKey(documents: MarkdownDocument[], projectRoot: string): string {
  const hash = createHash('sha256').update(toolchainKey(projectRoot));
  for (const document of documents) hash.update(document.path).update('\0').update(document.content);
  return hash.digest('hex').slice(0, 20);
}

function renderResults(result: CheckResult): RenderedSamples {
  const rendered: RenderedSamples = {};
  for (const { version, fence, meta, code } of result.results) rendered[sampleKey(version, fence.lang, meta, code)] = renderFence(fence);
  return rendered;
}

/** Checks, annotates and renders the samples of `documents`, by sampleKey. */
export function renderSamples(documents: MarkdownDocument[], projectRoot = PROJECT_ROOT): RenderedSamples {
  return renderResults(checkSamples({ documents, projectRoot }));
}

const useCache = () => !process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
const cacheDir = (projectRoot: string) => path.join(projectRoot, 'node_modules', '.cache', 'typed-samples');
const cacheFile = (documents: MarkdownDocument[], projectRoot: string) =>
  path.join(cacheDir(projectRoot), `${cacheKey(documents, projectRoot)}.json`);

/** Replaces the cache's only entry with `rendered`, stored as `file` (from cacheFile). */
function writeCache(file: string, rendered: RenderedSamples): void {
  if (!useCache()) return;
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(rendered));
}

let siteSamples: Promise<RenderedSamples> | undefined;

/**
 * Every sample of the site's documents, rendered once per process and cached
 * on disk. The type pass runs in a worker thread (checkInWorker.ts), started
 * by the plugin (index.ts) when plugins are created; pages wait for it.
 */
export function renderedSiteSamples(projectRoot = PROJECT_ROOT): Promise<RenderedSamples> {
  siteSamples ??= renderSite(projectRoot);
  return siteSamples;
}

async function renderSite(projectRoot: string): Promise<RenderedSamples> {
  const documents = readDocuments(projectRoot, undefined, []);
  const cached = cacheFile(documents, projectRoot);
  if (useCache() && fs.existsSync(cached)) return JSON.parse(fs.readFileSync(cached, 'utf8')) as RenderedSamples;
  const rendered = renderResults(await checkInWorker({ documents, projectRoot }));
  writeCache(cached, rendered);
  return rendered;
}

/**
 * `npm run check:samples` over the whole site: checks every sample and leaves
 * their rendering in the cache the build reads, so a build after the check
 * (as in `npm test`) does not compute the same types again.
 */
export function checkSite(projectRoot = PROJECT_ROOT): CheckResult {
  const documents = readDocuments(projectRoot, undefined, []);
  const result = checkSamples({ documents, projectRoot });
  writeCache(cacheFile(documents, projectRoot), renderResults(result));
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
