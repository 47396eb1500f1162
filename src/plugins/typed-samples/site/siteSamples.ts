/**
 * The site pass: every sample of the site's pages parsed, checked and
 * annotated (../check, one program per page, in a worker thread:
 * checkInWorker.ts) and rendered (../render) once, looked up by the remark
 * plugin fence by fence. Quick info costs tens of seconds of CPU, so the
 * result is cached on disk page by page (pageCache.ts); `npm run
 * check:samples` over the whole site writes that cache too.
 */
import { createHash } from 'node:crypto';
import { checkSamples } from '../check/checkSamples';
import { DEFAULT_DIRS, PROJECT_ROOT, readDocuments } from '../markdown/documents';
import type { CheckResult, MarkdownDocument, Problem, RenderedSample, RenderedSamples, Sample, SampleResult } from '../protocol';
import { renderFence } from '../render/renderFence';
import { checkInWorker } from './checkInWorker';
import { PageCache, pageKeys } from './pageCache';

/** Identifies a fence wherever it is written: same code, meta and version, same rendering. */
export function sampleKey({ version, fence, meta, code }: Pick<Sample, 'version' | 'fence' | 'meta' | 'code'>): string {
  return createHash('sha256').update(`${version}\n${fence.lang}\n${meta ?? ''}\n${code}`).digest('base64url');
}

/** A checked sample's blocks, and the problems of a failed one, counted from its fence. */
function renderSample(result: SampleResult): RenderedSample {
  return {
    blocks: renderFence(result.fence),
    problems:
      result.status === 'failed' ? result.problems.map(({ docPath: _, line, ...problem }) => ({ ...problem, line: line - result.fenceLine })) : [],
  };
}

/** The problems of a rendered sample, at the place of `sample` on its page. */
export function problemsOnPage(sample: Sample, rendered: RenderedSample): Problem[] {
  return rendered.problems.map((problem) => ({ docPath: sample.docPath, ...problem, line: sample.fenceLine + problem.line }));
}

/** The rendered samples of each page of `keys` (pages without samples too), by page key. */
function renderByPage(keys: Map<string, string>, result: CheckResult): Map<string, RenderedSamples> {
  const byPage = new Map<string, RenderedSamples>([...keys.values()].map((key) => [key, {}]));
  for (const sample of result.results) {
    const page = byPage.get(keys.get(sample.docPath)!)!;
    page[sampleKey(sample)] = renderSample(sample);
  }
  return byPage;
}

/** Checks, annotates and renders the samples of `documents`, by sampleKey. */
export function renderSamples(documents: MarkdownDocument[], projectRoot = PROJECT_ROOT): RenderedSamples {
  const pages = renderByPage(pageKeys(documents), checkSamples({ documents, projectRoot }));
  return Object.assign({}, ...pages.values()) as RenderedSamples;
}

let site: { dir: string; samples: Promise<RenderedSamples> } | undefined;

/**
 * Every sample of the site's documents, rendered once per process; pages
 * found in the cache are not checked again. The type pass runs in a worker
 * thread (checkInWorker.ts), started by the plugin (../index.ts) when plugins
 * are created; pages wait for it.
 */
export function renderedSiteSamples(dir = PROJECT_ROOT): Promise<RenderedSamples> {
  site ??= { dir, samples: renderSite(dir) };
  return site.samples;
}

/** The folder pages are named relative to: the site the pass runs for (the repository, but for test sites). */
export function siteDir(): string {
  return site?.dir ?? PROJECT_ROOT;
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
 * The rendering of one sample, with its problems; a sample the site-wide pass
 * has not seen (edited while the dev server runs, or outside the site's
 * folders) is checked and rendered on its own.
 */
export async function renderingOf(sample: Sample): Promise<RenderedSample | undefined> {
  const key = sampleKey(sample);
  const inSite = DEFAULT_DIRS.some((dir) => sample.docPath.startsWith(`${dir}/`));
  const found = inSite ? (await renderedSiteSamples())[key] : undefined;
  if (found) return found;
  const { version, fence, meta, code } = sample;
  const fenceText = `---\ntrpc_version: '${version}'\n---\n` + '```' + `${fence.lang} ${meta ?? ''}\n${code}\n` + '```\n';
  return renderSamples([{ path: sample.docPath, content: fenceText }])[key];
}
