/**
 * Remark plugin making every fenced code block static HTML: highlighted here,
 * at build time, with the grammars the browser would use, or, for a
 * TypeScript sample, the rendering with its types that the typed-samples
 * plugin left on the node (`typedHtml`). The block then reaches the CodeBlock
 * wrapper (src/theme/CodeBlock) as an `html` property and no text children:
 * it renders the theme's markup around that HTML, which React hydrates
 * without looking inside, and the page's JS carries the code once, as HTML.
 *
 * Runs after every plugin that makes code blocks (npm2yarn's tabs) and
 * before Docusaurus' own last step, which would copy the meta string onto
 * every block (removed here: its title is all a static block needs).
 * Blocks that use the theme's per-line features keep the theme's rendering.
 */
import { highlightLines, lineHtml, tokenHtml, usesThemeLineFeatures } from '../prism-languages/highlight';

interface CodeNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  data?: { hProperties?: Record<string, unknown>; hChildren?: unknown[] };
  children?: CodeNode[];
}

/** The properties of a static block's `<code>` element, as the CodeBlock wrapper receives them. */
export interface StaticCodeProperties {
  /** The inner HTML of the block's `<code>`. */
  html: string;
  /** The block's title (`title="server.ts"` in its meta). */
  title?: string;
}

/** The title of a code block's meta string, as the theme reads it. */
export function codeTitle(meta: string | null | undefined): string | undefined {
  return /title=(?<quote>["'])(?<title>.*?)\1/.exec(meta ?? '')?.groups?.title || undefined;
}

/** The inner HTML of the `<code>` of a block the theme would highlight with Prism. */
export function highlightedHtml(code: string, lang: string): string {
  return highlightLines(code, lang)
    .map((tokens) => lineHtml(tokens.map((token) => tokenHtml(token.types, token.content)).join('')))
    .join('');
}

function makeStatic(node: CodeNode): void {
  const { typedHtml, ...properties } = node.data?.hProperties ?? {};
  if (typeof typedHtml !== 'string' && usesThemeLineFeatures(node.meta, node.value ?? '')) return;
  const title = codeTitle(node.meta);
  const html = typeof typedHtml === 'string' ? typedHtml : highlightedHtml(node.value ?? '', node.lang ?? 'text');
  node.data = {
    ...node.data,
    hProperties: { ...properties, html, ...(title && { title }) } satisfies StaticCodeProperties,
    // No text: the code is in `html` already (and not inline code, for MDXComponents/Code).
    hChildren: [],
  };
  node.meta = null;
}

function visit(node: CodeNode): void {
  if (node.type === 'code') makeStatic(node);
  else node.children?.forEach(visit);
}

export default function remarkStaticCodeBlocks() {
  return (tree: CodeNode): void => visit(tree);
}
