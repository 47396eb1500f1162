/**
 * Remark plugin rendering checked TypeScript fences for readers: setup code
 * before `// ---cut---` and directive lines are hidden, and a fence with
 * `// @filename` lines becomes one titled code block per file. Each block's
 * code is what the copy button copies; its build-time HTML (highlighted, with
 * types, callouts and expected errors; see site/siteSamples.ts) rides along
 * as the `typedHtml` property of the `code` element, which the CodeBlock
 * wrapper (src/theme/CodeBlock) renders instead of tokenising the code; the
 * page's popover texts follow its content once, in a template
 * (render/pagePopovers.ts). A page with TypeScript fences waits here for the site's
 * type pass to finish.
 *
 * Deliberately dependency-free (no unist-util-visit): Docusaurus loads it
 * through its TypeScript config loader, where ESM-only imports are fragile.
 */
import path from 'node:path';
import { formatProblem } from './check/report';
import { displayBlocks } from './fence/parseFence';
import { isGeneratedPage, toPosix } from './markdown/documents';
import { isSampleBlock, sampleOfBlock, type MarkdownNode } from './markdown/findSamples';
import type { Problem } from './protocol';
import { PagePopovers } from './render/pagePopovers';
import { problemsOnPage, renderingOf, siteDir } from './site/siteSamples';
import { documentVersion, type TrpcVersion } from './versions/trpcVersions';

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
  docPath: string;
  version: TrpcVersion;
  popovers: PagePopovers;
  /** What fails its samples, as check:samples reports it. */
  problems: Problem[];
}

/**
 * The samples of a page fail: the build stops, and the dev server shows the
 * message in the terminal and over the page until they are fixed. The
 * message is every problem of the page, one line each. Docusaurus prints an
 * MDX error's message, then its own properties and stack: a trace of this
 * plugin says nothing about the page, so the stack is the first line only.
 */
export class SampleErrors extends Error {
  constructor(problems: Problem[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    const heading = `TypeScript samples fail (${count}; npm run check:samples reports the same, README "Code samples" has the conventions):`;
    super([heading, ...problems.map(formatProblem)].join('\n'));
    this.stack = `${this.name}: ${heading}`;
  }

  override get name(): string {
    return 'SampleErrors';
  }
}

async function renderCode(node: MdNode, page: Page): Promise<MdNode[]> {
  const sample = sampleOfBlock(page.docPath, node as MarkdownNode, page.version);
  const rendered = await renderingOf(sample);
  if (rendered) page.problems.push(...problemsOnPage(sample, rendered));
  return (rendered?.blocks ?? displayBlocks(sample.fence)).map((block) => {
    const html = page.popovers.renumber(block);
    return {
      type: 'code',
      lang: block.lang,
      meta: block.meta || null,
      value: block.value,
      position: node.position,
      ...(html ? { data: { hProperties: { typedHtml: html } } } : {}),
    };
  });
}

async function transform(parent: MdNode, page: Page): Promise<void> {
  const children = parent.children;
  if (!children) return;
  for (let index = 0; index < children.length; index++) {
    const child = children[index];
    if (child.type === 'code' && isSampleBlock(child as MarkdownNode)) {
      const replacement = await renderCode(child, page);
      children.splice(index, 1, ...replacement);
      index += replacement.length - 1;
    } else {
      await transform(child, page);
    }
  }
}

export default function remarkTypedSamples() {
  return async (tree: MdNode, file: { path?: string; data?: { frontMatter?: Record<string, unknown> } }): Promise<void> => {
    const docPath = file.path ? toPosix(path.relative(siteDir(), file.path)) : 'unknown.mdx';
    // The API reference's code blocks are TypeDoc's (a `@default` value), not samples.
    if (isGeneratedPage(docPath)) return;
    // Throws on an unknown trpc_version, naming the file and the choices.
    const version = documentVersion({ path: docPath, frontMatter: file.data?.frontMatter });
    const page: Page = { docPath, version, popovers: new PagePopovers(), problems: [] };
    await transform(tree, page);
    if (page.problems.length > 0) throw new SampleErrors(page.problems);
    // After everything else, so the template follows every identifier referring to it.
    const template = page.popovers.templateNode();
    if (template) (tree.children ??= []).push(template as MdNode);
  };
}
