/**
 * What fails the site's samples once the site pass has every page: what
 * `docusaurus build` reports as soon as the pass is done (../index.ts),
 * instead of after bundling. Only the pages whose rendering has problems, or
 * whose `trpc_version` is unknown, are read again to place them.
 */
import { findSamples } from '../markdown/findSamples';
import { readDocuments } from '../markdown/documents';
import type { MarkdownDocument, Problem, RenderedSamples } from '../protocol';
import { frontMatterVersion } from '../versions/trpcVersions';
import { problemsOnPage, sampleKey } from './renderedSamples';

function hasKnownVersion(document: MarkdownDocument): boolean {
  try {
    frontMatterVersion(document.path, document.content);
    return true;
  } catch {
    return false;
  }
}

/** Every problem of the site's pages, placed on their pages, as the remark plugin would report them page by page. */
export function siteProblems(siteDir: string, renderingOf: (document: MarkdownDocument) => RenderedSamples | undefined): Problem[] {
  const problems: Problem[] = [];
  for (const document of readDocuments(siteDir, undefined, [])) {
    const rendered = renderingOf(document) ?? {};
    const failed = Object.values(rendered).some((sample) => sample.problems.length > 0);
    if (!failed && hasKnownVersion(document)) continue;
    for (const sample of findSamples(document, problems)) {
      const renderedSample = rendered[sampleKey(sample)];
      if (renderedSample) problems.push(...problemsOnPage(sample, renderedSample));
    }
  }
  return problems;
}
