/**
 * What the site pass keeps of a checked sample (RenderedSample: its blocks,
 * and what fails it), found again by the remark plugin by the sample's own
 * key, and the page keys the cache and the pass name pages by.
 */
import { createHash } from 'node:crypto';
import type { MarkdownDocument, Problem, RenderedSample, RenderedSamples, Sample, SampleResult } from '../protocol';
import { renderFence } from '../render/renderFence';

/** Identifies a fence wherever it is written: same code, meta and version, same rendering. */
export function sampleKey({ version, fence, meta, code }: Pick<Sample, 'version' | 'fence' | 'meta' | 'code'>): string {
  return createHash('sha256').update(`${version}\n${fence.lang}\n${meta ?? ''}\n${code}`).digest('base64url');
}

/**
 * Names a sample in the page (`data-sample` on its first typed block; its
 * other blocks follow it), so that behaviour added in the browser finds the
 * sample a block shows (src/plugins/sample-editor serves each sample under
 * this id, and stops the build if two samples of the site share one). Short,
 * as every page's JavaScript carries it: 48 bits.
 */
export function sampleBlockId(sample: Pick<Sample, 'version' | 'fence' | 'meta' | 'code'>): string {
  return sampleKey(sample).slice(0, 8);
}

/**
 * Identifies a page's source: its samples' renderings depend on nothing else
 * of the site (one program per page).
 */
export function pageKey(document: MarkdownDocument): string {
  return createHash('sha256').update(document.path).update('\0').update(document.content).digest('base64url').slice(0, 27);
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

/** The rendered samples of each page of `paths` (pages without samples too), by page path. */
export function renderPages(paths: Iterable<string>, results: SampleResult[]): Map<string, RenderedSamples> {
  const byPage = new Map<string, RenderedSamples>([...paths].map((path) => [path, {}]));
  for (const result of results) {
    const page = byPage.get(result.docPath);
    if (page) page[sampleKey(result)] = renderSample(result);
  }
  return byPage;
}
