/**
 * The editor's checker against the build over every sample of the site.
 * The static view's annotations come from the build's own pipeline (the
 * typed-samples site pass: its page cache, or its worker pool when a page is
 * not cached), whatever engine it runs; the editor's from its checker
 * (../engine) on the samples and type packs the site serves (../samples,
 * ../types).
 */
import { PROJECT_ROOT, readDocuments } from '../../typed-samples/markdown/documents';
import { findSamples } from '../../typed-samples/markdown/findSamples';
import type { FileAnnotations, Problem } from '../../typed-samples/protocol';
import { sampleKey } from '../../typed-samples/site/renderedSamples';
import { SitePass } from '../../typed-samples/site/siteSamples';
import { EditorFileSystem } from '../engine/sampleEngine';
import { editorSample } from '../samples/editorSample';
import { typePacks } from '../types/typePacks';
import { compareSample, type Difference } from './compareSample';
import { staticAnnotations } from './staticAnnotations';

export interface ParityReport {
  samples: number;
  hovers: number;
  callouts: number;
  errors: number;
  /** Each with the sample it is in (`page.mdx:fence line`). */
  differences: (Difference & { sample: string })[];
}

export async function siteParity(projectRoot = PROJECT_ROOT, paths?: string[]): Promise<ParityReport> {
  const problems: Problem[] = [];
  const documents = readDocuments(projectRoot, paths, problems);
  const pages = documents.map((document) => ({ document, samples: findSamples(document, problems).filter((sample) => sample.fence.nocheckReason === undefined) }));
  const allSamples = pages.flatMap((page) => page.samples.map(editorSample));
  // Every release's packs, as the site serves them (over the whole site, whatever `paths` says).
  const packs = typePacks(paths ? readDocuments(projectRoot, undefined, []).flatMap((document) => findSamples(document, []).map(editorSample)) : allSamples, projectRoot);
  const fileSystem = new EditorFileSystem();
  for (const json of Object.values(packs.files)) fileSystem.add(JSON.parse(json));

  const pass = new SitePass(projectRoot);
  const report: ParityReport = { samples: 0, hovers: 0, callouts: 0, errors: 0, differences: [] };
  for (const { document, samples } of pages) {
    if (samples.length === 0) continue;
    const rendered = await pass.page(document);
    for (const sample of samples) {
      const blocks = rendered[sampleKey(sample)]?.blocks ?? [];
      const editor = editorSample(sample);
      const annotations = new Map<number, FileAnnotations>();
      const shownFiles = editor.files.flatMap((file, index) => (file.shown ? [index] : []));
      blocks.forEach((block, position) => {
        if (block.html) annotations.set(shownFiles[position], staticAnnotations(block));
      });
      if (annotations.size === 0) continue;
      report.samples++;
      const comparison = compareSample(fileSystem.open(editor), editor, annotations);
      report.hovers += comparison.hovers;
      report.callouts += comparison.callouts;
      report.errors += comparison.errors;
      for (const difference of comparison.differences) report.differences.push({ ...difference, sample: `${sample.docPath}:${sample.fenceLine}` });
    }
  }
  return report;
}
