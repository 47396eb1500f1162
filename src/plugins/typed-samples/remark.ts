/**
 * Remark plugin rendering checked TypeScript fences for readers: setup code
 * before `// ---cut---` and directive lines are hidden, and a fence with
 * `// @filename` lines becomes one titled code block per file.
 *
 * Deliberately dependency-free (no unist-util-visit): Docusaurus loads it
 * through its TypeScript config loader, where ESM-only imports are fragile.
 */
import { CHECKED_LANGS, displayBlocks, parseFence } from './sample';

interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: unknown;
  children?: MdNode[];
}

function renderCode(node: MdNode): MdNode[] {
  const fence = parseFence(node.value ?? '', node.lang as string, node.meta);
  return displayBlocks(fence).map((block) => ({
    type: 'code',
    lang: block.lang,
    meta: block.meta || null,
    value: block.value,
    position: node.position,
  }));
}

function transform(parent: MdNode): void {
  const children = parent.children;
  if (!children) return;
  for (let index = 0; index < children.length; index++) {
    const child = children[index];
    if (child.type === 'code' && child.lang && CHECKED_LANGS.has(child.lang)) {
      const replacement = renderCode(child);
      children.splice(index, 1, ...replacement);
      index += replacement.length - 1;
    } else {
      transform(child);
    }
  }
}

export default function remarkTypedSamples() {
  return (tree: MdNode): void => transform(tree);
}
