/**
 * Remark plugin rendering checked TypeScript fences for readers: setup code
 * before `// ---cut---` and directive lines are hidden, and a fence with
 * `// @filename` lines becomes one titled code block per file. Each block's
 * build-time HTML (highlighted, with types, callouts and expected errors; see
 * site/siteSamples.ts) rides along as the `typedHtml` property of its `code`
 * node, which src/plugins/code-blocks makes the block's HTML; the page's
 * popover texts follow its content once, in a template
 * (render/pagePopovers.ts). A page with TypeScript fences waits here for its
 * own rendering from the site's type pass, except in `docusaurus start`,
 * which shows a page whose types are not ready as highlighted code until
 * they come, unless it is being edited (dev/devTypes.ts).
 *
 * Deliberately dependency-free (no unist-util-visit): Docusaurus loads it
 * through its TypeScript config loader, where ESM-only imports are fragile.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatProblems } from '../content-problems';
import { sampleProblemList } from './check/report';
import { devTypes } from './dev/devTypes';
import { displayBlocks } from './fence/parseFence';
import { isGeneratedPage, toPosix } from './markdown/documents';
import { isSampleBlock, sampleOfBlock, type MarkdownNode } from './markdown/findSamples';
import type { MarkdownDocument, Problem, RenderedSamples, Sample } from './protocol';
import { PagePopovers } from './render/pagePopovers';
import { problemsOnPage, sampleBlockId, sampleKey } from './site/renderedSamples';
import { sitePass } from './site/siteSamples';
import { documentVersion, TRPC_VERSIONS, type TrpcVersion } from './versions/trpcVersions';

interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: unknown;
  data?: { hProperties?: Record<string, string> };
  children?: MdNode[];
}

/** What the plugin gathers over one page. */
interface Page {
  /** The page's samples by sample key; undefined while the page is shown without types. */
  rendered: RenderedSamples | undefined;
  popovers: PagePopovers;
  /** What fails its samples, as check:samples reports it. */
  problems: Problem[];
}

/**
 * The samples of a page fail: the dev server shows the message in the
 * terminal and over the page until they are fixed (a build has stopped
 * already, listing the site's failing samples: ../index.ts). The message is
 * every problem of the page, one line each, under a heading with the command
 * that checks the page alone. Docusaurus prints an MDX error's message, then
 * its stack as "Details": a trace of this plugin says nothing about the
 * page, so there is none.
 */
export class SampleErrors extends Error {
  constructor(problems: Problem[]) {
    super(formatProblems(sampleProblemList(problems)));
    this.stack = '';
  }

  override get name(): string {
    return 'SampleErrors';
  }
}

/**
 * The blocks of a sample. A block with types carries them as `typedHtml`
 * (src/plugins/code-blocks makes it the block's HTML), and says which sample
 * it shows for the sample editor to find (src/theme/CodeBlock/README.md):
 * `typedSample`, the sample's index among the page's TypeScript fences;
 * `typedFile`, the file of that fence; `typedVersion`, the tRPC release it
 * compiles against (10.18.0); on its first block, `typedSampleId`, the id the
 * sample editor serves the sample under (site/renderedSamples.ts).
 */
function renderCode(node: MdNode, sample: Sample, index: number, page: Page): MdNode[] {
  const rendered = page.rendered?.[sampleKey(sample)];
  if (rendered) page.problems.push(...problemsOnPage(sample, rendered));
  const files = sample.fence.files.filter((file) => file.displayLines.length > 0);
  // The sample's id (sampleBlockId) goes on its first typed block only: the blocks after it are its next files.
  let typedSampleId: string | undefined = sampleBlockId(sample);
  return (rendered?.blocks ?? displayBlocks(sample.fence)).map((block, file) => {
    const html = page.popovers.renumber(block);
    const properties = html && {
      typedHtml: html,
      typedSample: String(index),
      typedFile: files[file].name,
      typedVersion: TRPC_VERSIONS[sample.version].release,
      ...(typedSampleId ? { typedSampleId } : {}),
    };
    if (html) typedSampleId = undefined;
    return {
      type: 'code',
      lang: block.lang,
      meta: block.meta || null,
      value: block.value,
      position: node.position,
      ...(properties ? { data: { hProperties: properties } } : {}),
    };
  });
}

/** The sample blocks of `parent`'s subtree, each with its parent, in reading order. */
function sampleBlocks(parent: MdNode, found: { node: MdNode; parent: MdNode }[] = []): { node: MdNode; parent: MdNode }[] {
  for (const child of parent.children ?? []) {
    if (child.type === 'code' && isSampleBlock(child as MarkdownNode)) found.push({ node: child, parent });
    else sampleBlocks(child, found);
  }
  return found;
}

/**
 * The rendering of the page's samples, checked together as the page they
 * are on; undefined when the page is shown without its types for now.
 */
async function pageRendering(docPath: string, version: TrpcVersion, samples: Sample[], filePath: string | undefined): Promise<RenderedSamples | undefined> {
  const pass = sitePass();
  // The page as the site pass reads it, whose rendering the pass is making.
  const document = readPage(docPath, filePath) ?? samplesPage(docPath, version, samples);
  const dev = devTypes();
  if (dev && !dev.waitsForTypes(document) && !pass.readyRendering(document)) {
    pass.request(document);
    dev.compiledUntyped(docPath);
    return undefined;
  }
  const rendered = await pass.page(document);
  if (samples.every((sample) => rendered[sampleKey(sample)])) return rendered;
  // The bundler may see other fences than the file has (Docusaurus's MDX
  // preprocessing): the samples it sees are checked as a page of their own.
  return pass.page(samplesPage(docPath, version, samples));
}

function readPage(docPath: string, filePath: string | undefined): MarkdownDocument | undefined {
  try {
    return { path: docPath, content: fs.readFileSync(filePath!, 'utf8') };
  } catch {
    return undefined;
  }
}

/** A page of `samples` alone: the same fences, compiled in the same program, as on the page they come from. */
function samplesPage(docPath: string, version: TrpcVersion, samples: Sample[]): MarkdownDocument {
  const fences = samples.map(({ fence, meta, code }) => {
    const backticks = '`'.repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((run) => run[0].length + 1)));
    return `${backticks}${fence.lang} ${meta ?? ''}\n${code}\n${backticks}\n`;
  });
  return { path: docPath, content: `---\ntrpc_version: '${version}'\n---\n\n${fences.join('\n')}` };
}

export default function remarkTypedSamples() {
  return async (tree: MdNode, file: { path?: string; data?: { frontMatter?: Record<string, unknown> } }): Promise<void> => {
    const docPath = file.path ? toPosix(path.relative(sitePass().siteDir, file.path)) : 'unknown.mdx';
    // The API reference's code blocks are TypeDoc's (a `@default` value), not samples.
    if (isGeneratedPage(docPath)) return;
    // Throws on an unknown trpc_version, naming the file and the choices.
    const version = documentVersion({ path: docPath, frontMatter: file.data?.frontMatter });
    const blocks = sampleBlocks(tree).map((block) => ({ ...block, sample: sampleOfBlock(docPath, block.node as MarkdownNode, version) }));
    if (blocks.length === 0) return;
    const page: Page = {
      rendered: await pageRendering(
        docPath,
        version,
        blocks.map((block) => block.sample),
        file.path,
      ),
      popovers: new PagePopovers(),
      problems: [],
    };
    for (const [index, { node, parent, sample }] of blocks.entries()) {
      const children = parent.children!;
      children.splice(children.indexOf(node), 1, ...renderCode(node, sample, index, page));
    }
    if (page.problems.length > 0) throw new SampleErrors(page.problems);
    // After everything else, so the template follows every identifier referring to it.
    const template = page.popovers.templateNode();
    if (template) (tree.children ??= []).push(template as MdNode);
  };
}
