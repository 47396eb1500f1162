/**
 * The TypeScript samples of a page: its Markdown tree (line numbers as in the
 * file), its code blocks in reading order, and each checked fence as a
 * Sample, parsed and with the version it compiles against.
 */
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { CHECKED_LANGS, parseFence } from '../fence/parseFence';
import type { MarkdownDocument, Problem, Sample } from '../protocol';
import { documentVersion, fenceVersion, TrpcVersionError, type TrpcVersion } from '../versions/trpcVersions';

/** A node of a page's Markdown tree, as far as the sample tools read it. */
export interface MarkdownNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: { start: { line: number } };
  children?: MarkdownNode[];
}

/** Front matter is YAML, not MDX; blank it but keep its lines so numbers stay exact. */
function blankFrontMatter(content: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/.exec(content);
  if (!match) return content;
  return match[0].replace(/[^\r\n]/g, '') + content.slice(match[0].length);
}

const markdownParser = unified().use(remarkParse).use(remarkMdx);

/** A page's Markdown tree, with line numbers as in the file; throws on invalid MDX. */
export function parseMarkdown(document: MarkdownDocument): MarkdownNode {
  return markdownParser.parse(blankFrontMatter(document.content)) as MarkdownNode;
}

/** The code blocks of a page, in reading order. */
export function codeBlocks(tree: MarkdownNode): MarkdownNode[] {
  const blocks: MarkdownNode[] = [];
  const visit = (node: MarkdownNode): void => {
    if (node.type === 'code') blocks.push(node);
    node.children?.forEach(visit);
  };
  visit(tree);
  return blocks;
}

/** Whether a code block is a sample: a TypeScript fence. */
export function isSampleBlock(node: MarkdownNode): boolean {
  return !!node.lang && CHECKED_LANGS.has(node.lang);
}

/** The sample a TypeScript code block of `docPath` is, on a page whose samples compile against `pageVersion`. */
export function sampleOfBlock(docPath: string, node: MarkdownNode, pageVersion: TrpcVersion): Sample {
  const code = node.value ?? '';
  const fence = parseFence(code, node.lang ?? '', node.meta);
  return {
    docPath,
    fenceLine: node.position?.start.line ?? 1,
    version: fenceVersion(fence, pageVersion),
    code,
    meta: node.meta,
    fence,
  };
}

/** The samples of a page; an invalid page (MDX, `trpc_version`) has none and a problem instead. */
export function findSamples(document: MarkdownDocument, problems: Problem[]): Sample[] {
  let tree: MarkdownNode;
  try {
    tree = parseMarkdown(document);
  } catch (error) {
    const place = (error as { line?: number }).line ?? 1;
    problems.push({
      docPath: document.path,
      line: place,
      message: `cannot parse as MDX: ${(error as Error).message}`,
    });
    return [];
  }
  let pageVersion: TrpcVersion;
  try {
    pageVersion = documentVersion(document);
  } catch (error) {
    if (!(error instanceof TrpcVersionError)) throw error;
    problems.push({ docPath: document.path, line: 1, message: error.reason });
    return [];
  }
  return codeBlocks(tree)
    .filter(isSampleBlock)
    .map((node) => sampleOfBlock(document.path, node, pageVersion));
}
