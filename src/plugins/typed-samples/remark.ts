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
import { displayBlocks } from './fence/parseFence';
import { PROJECT_ROOT, toPosix } from './markdown/documents';
import { isSampleBlock, sampleOfBlock, type MarkdownNode } from './markdown/findSamples';
import type { RenderedBlock } from './protocol';
import { PagePopovers } from './render/pagePopovers';
import { renderedBlocks } from './site/siteSamples';
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

async function renderCode(node: MdNode, docPath: string, pageVersion: TrpcVersion, popovers: PagePopovers): Promise<MdNode[]> {
  const sample = sampleOfBlock(docPath, node as MarkdownNode, pageVersion);
  const blocks: RenderedBlock[] = (await renderedBlocks(sample)) ?? displayBlocks(sample.fence);
  return blocks.map((block) => {
    const html = popovers.renumber(block);
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

async function transform(parent: MdNode, docPath: string, pageVersion: TrpcVersion, popovers: PagePopovers): Promise<void> {
  const children = parent.children;
  if (!children) return;
  for (let index = 0; index < children.length; index++) {
    const child = children[index];
    if (child.type === 'code' && isSampleBlock(child as MarkdownNode)) {
      const replacement = await renderCode(child, docPath, pageVersion, popovers);
      children.splice(index, 1, ...replacement);
      index += replacement.length - 1;
    } else {
      await transform(child, docPath, pageVersion, popovers);
    }
  }
}

export default function remarkTypedSamples() {
  return async (tree: MdNode, file: { path?: string; data?: { frontMatter?: Record<string, unknown> } }): Promise<void> => {
    const docPath = file.path ? toPosix(path.relative(PROJECT_ROOT, file.path)) : 'unknown.mdx';
    const popovers = new PagePopovers();
    // Throws on an unknown trpc_version, naming the file and the choices.
    await transform(tree, docPath, documentVersion({ path: docPath, frontMatter: file.data?.frontMatter }), popovers);
    // After everything else, so the template follows every identifier referring to it.
    const template = popovers.templateNode();
    if (template) (tree.children ??= []).push(template as MdNode);
  };
}
