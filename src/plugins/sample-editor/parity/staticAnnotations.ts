/**
 * What the static view of a block shows, read back from the build's
 * rendering of it (typed-samples render/renderFence.ts, as the site pass
 * hands it to pages): every identifier with its popover text, the callouts
 * and the error notes, at their shown lines and columns. The parity test
 * holds the editor's checker to these.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';
import type { FileAnnotations, QuickInfo, RenderedBlock } from '../../typed-samples/protocol';

function classes(node: ChildNode): string[] {
  return (node as Element).attribs?.class?.split(/\s+/) ?? [];
}

function hasClass(node: ChildNode, name: string): boolean {
  return classes(node).includes(name);
}

function text(node: ChildNode | ChildNode[]): string {
  return DomUtils.textContent(node);
}

function children(node: ChildNode): ChildNode[] {
  return (node as Element).children ?? [];
}

/** `--typed-column:N` of a note's style. */
function column(node: ChildNode): number {
  return Number(/--typed-column:(\d+)/.exec((node as Element).attribs?.style ?? '')?.[1] ?? 0);
}

/** A popover's or callout's content: its signature and doc spans. */
function quickInfo(nodes: ChildNode[]): QuickInfo {
  const signature = nodes.find((node) => hasClass(node, 'typed-signature'));
  const doc = nodes.find((node) => hasClass(node, 'typed-doc'));
  return doc ? { text: text(signature ?? []), doc: text(doc) } : { text: text(signature ?? []) };
}

export function staticAnnotations(block: RenderedBlock): FileAnnotations {
  const annotations: FileAnnotations = { identifiers: [], callouts: [], errors: [] };
  const popovers = (block.popovers ?? []).map((html) => quickInfo(parseDocument(html).children));
  let line = -1;

  /** Walks a code line, counting the columns of its text. */
  const walkLine = (nodes: ChildNode[], at: number): number => {
    for (const node of nodes) {
      if (node.type === 'text') at += node.data.length;
      else if (hasClass(node, 'typed-id')) {
        const length = text(node).length;
        const info = popovers[Number((node as Element).attribs['data-typed'])];
        annotations.identifiers.push({ line, start: at, length, info });
        at += length;
      } else at = walkLine(children(node), at);
    }
    return at;
  };

  const walk = (nodes: ChildNode[]): void => {
    for (const node of nodes) {
      if (hasClass(node, 'token-line')) {
        line++;
        walkLine(children(node), 0);
      } else if (hasClass(node, 'typed-callout')) annotations.callouts.push({ line, column: column(node), info: quickInfo(children(node)) });
      else if (hasClass(node, 'typed-error')) {
        const codeNode = children(node).find((child) => hasClass(child, 'typed-error-code'));
        const code = Number(/TS(\d+)/.exec(text(codeNode ?? []))?.[1]);
        const message = text(children(node).filter((child) => child !== codeNode)).replace(/ $/, '');
        annotations.errors.push({ line, start: column(node), length: 0, code, message });
      } else walk(children(node));
    }
  };
  walk(parseDocument(block.html ?? '').children);
  return annotations;
}
