/**
 * The whole pipeline for the site build: every sample of the site parsed,
 * checked and annotated (checker.ts, one program per tRPC version) and
 * rendered (render.ts) once, looked up by the remark plugin fence by fence.
 * Quick info costs tens of seconds of CPU, so the result is cached on disk,
 * keyed by the samples' documents, the compiler and tRPC versions and this
 * plugin's code (`DOCUSAURUS_NO_PERSISTENT_CACHE=1` switches the cache off).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DIRS, PROJECT_ROOT, checkSamples, documentVersion, readDocuments, type MarkdownDocument } from './checker';
import { renderFence, type RenderedBlock } from './render';
import type { TrpcVersion } from './sample';

/** Identifies a fence wherever it is written: same code, meta and version, same rendering. */
export function sampleKey(version: TrpcVersion, lang: string, meta: string | null | undefined, code: string): string {
  return createHash('sha256').update(`${version}\n${lang}\n${meta ?? ''}\n${code}`).digest('base64url');
}

type RenderedSamples = Record<string, RenderedBlock[]>;

const KEY_PACKAGES = ['typescript', 'prism-react-renderer', '@trpc/server', '@trpc/client', '@trpc/react-query', '@trpc/next', '@trpc-v9/server', '@trpc-v9/client', '@trpc-v9/react', '@trpc-v9/next'];

function cacheKey(documents: MarkdownDocument[], projectRoot: string): string {
  const hash = createHash('sha256');
  for (const name of KEY_PACKAGES) {
    const manifest = path.join(projectRoot, 'node_modules', name, 'package.json');
    hash.update(`${name}@${fs.existsSync(manifest) ? fs.readFileSync(manifest, 'utf8') : 'missing'}\n`);
  }
  for (const file of fs.readdirSync(__dirname).sort())
    if (!file.endsWith('.test.ts')) hash.update(file).update(fs.readFileSync(path.join(__dirname, file)));
  for (const document of documents) hash.update(document.path).update('\0').update(document.content);
  return hash.digest('hex').slice(0, 20);
}

/** Checks, annotates and renders the samples of `documents`, by sampleKey. */
export function renderSamples(documents: MarkdownDocument[], projectRoot = PROJECT_ROOT): RenderedSamples {
  const rendered: RenderedSamples = {};
  for (const result of checkSamples({ documents, projectRoot }).results) {
    const { fence } = result;
    rendered[sampleKey(result.version, fence.lang, result.meta, result.code)] = renderFence(fence);
  }
  return rendered;
}

let siteSamples: RenderedSamples | undefined;

/** Every sample of the site's documents, rendered once per process and cached on disk. */
export function renderedSiteSamples(projectRoot = PROJECT_ROOT): RenderedSamples {
  if (siteSamples) return siteSamples;
  const documents = readDocuments(projectRoot, undefined, []);
  const useCache = !process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
  const cacheDir = path.join(projectRoot, 'node_modules', '.cache', 'typed-samples');
  const cacheFile = path.join(cacheDir, `${cacheKey(documents, projectRoot)}.json`);
  if (useCache && fs.existsSync(cacheFile)) {
    siteSamples = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as RenderedSamples;
    return siteSamples;
  }
  siteSamples = renderSamples(documents, projectRoot);
  if (useCache) {
    fs.rmSync(cacheDir, { recursive: true, force: true });
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(cacheFile, JSON.stringify(siteSamples));
  }
  return siteSamples;
}

/**
 * The rendered blocks of one fence of `docPath`; a fence the site-wide pass
 * has not seen (edited while the dev server runs, or outside the site's
 * folders) is rendered on its own.
 */
export function renderedBlocks(
  docPath: string,
  fence: { lang: string; meta: string | null | undefined; code: string; version?: TrpcVersion },
): RenderedBlock[] | undefined {
  const key = sampleKey(fence.version ?? documentVersion(docPath), fence.lang, fence.meta, fence.code);
  const inSite = DEFAULT_DIRS.some((dir) => docPath.startsWith(`${dir}/`));
  const found = inSite ? renderedSiteSamples()[key] : undefined;
  if (found) return found;
  const fenceText = '```' + `${fence.lang} ${fence.meta ?? ''}\n${fence.code}\n` + '```\n';
  return renderSamples([{ path: docPath, content: fenceText }])[key];
}
