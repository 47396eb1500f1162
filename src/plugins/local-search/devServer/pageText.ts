/**
 * The search records of a page read from its Markdown source, for the index
 * of `npm start`, where no page is rendered to HTML: what indexing/extract.ts reads
 * from the page Docusaurus builds from that source, as far as the source
 * tells. It follows Docusaurus' Markdown pipeline (@docusaurus/mdx-loader)
 * and theme:
 *  - heading ids are made as its `headings` plugin makes them: an explicit
 *    `{#id}` or `{/* #id *\/}`, else the heading's text slugged with the
 *    page's one slugger, every heading in order;
 *  - the content title is the first heading when it is an h1 above any
 *    thematic break (its `contentTitle` plugin); blog posts drop it;
 *  - admonitions show their title (the type's name without one), tabs their
 *    panels but not their labels, `<details>` all of their text;
 *  - code blocks are code: TypeScript fences as the site shows them
 *    (src/plugins/typed-samples: no setup before the cut, one block per file).
 * What only rendering adds is not here (see the README's Search section):
 * the types a sample's `^?` queries show, the yarn/pnpm/bun forms of
 * `npm2yarn` blocks, and whatever a site component renders besides its
 * children.
 */
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';
import { ADMONITIONS, type MdNode, parseMdx, stringLiteral } from '../../llms-txt/markdown';
import { CHECKED_LANGS, displayBlocks, parseFence } from '../../typed-samples/fence/parseFence';
import { BLOCK_TAGS, HEADING_LEVEL, SKIPPED_CLASSES, SKIPPED_TAGS } from '../indexing/extract';
import { SectionBuilder, type SectionRecord } from '../indexing/sections';

export interface PageText {
  /** Text of the page's own title heading (see above), null without one. */
  contentTitle: string | null;
  sections: SectionRecord[];
}

/** A category's generated index: its title, and cards of other pages, which search skips. */
export const GENERATED_INDEX_TEXT: PageText = { contentTitle: null, sections: [{ level: 1, anchor: null, lvl2: null, lvl3: null, content: '', code: '' }] };

export interface PageTextOptions {
  /** Blog posts: the title heading is dropped from the content, the post's header shows the title. */
  removeContentTitle: boolean;
}

/** Markdown blocks, rendered as HTML elements that end a run of text. */
const BLOCK_NODES = new Set(['root', 'paragraph', 'blockquote', 'list', 'listItem', 'table', 'tableRow', 'tableCell', 'thematicBreak', 'break']);

/** Nodes with nothing to read: metadata, module code, images (whose alt text the extractor does not read either). */
const SILENT_NODES = new Set(['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'image', 'imageReference', 'definition', 'footnoteDefinition', 'footnoteReference']);

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

/** A JSX attribute's string value (`className="x"` or `className={'x'}`). */
function attributeOf(node: MdNode, name: string): string | undefined {
  const found = (node.attributes as JsxAttribute[] | undefined)?.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  if (!found) return undefined;
  if (typeof found.value === 'string') return found.value;
  const expression = (found.value as { value?: string } | null)?.value;
  return expression === undefined ? undefined : stringLiteral(expression)[0]?.value;
}

/** mdast-util-to-string, which Docusaurus slugs heading text with: every value, image alt texts included. */
function toString(nodes: MdNode[]): string {
  return nodes.map((node) => ('value' in node && node.value !== undefined ? node.value : node.type === 'image' ? node.alt ?? '' : toString(node.children ?? []))).join('');
}

/** `{/* #my-id *\/}` as a heading's last child: its explicit id. */
function commentId(node: MdNode | undefined): string | undefined {
  if (node?.type !== 'mdxTextExpression') return undefined;
  const comment = /^\s*\/\*([\s\S]*)\*\/\s*$/.exec(node.value ?? '')?.[1];
  if (comment === undefined || comment.includes('*/')) return undefined;
  const first = comment.trim().split(' ')[0];
  return first?.startsWith('#') ? first.slice(1) || undefined : undefined;
}

/** The first heading of a page when it is an h1 above any thematic break (Docusaurus' content title). */
function contentTitleNode(tree: MdNode): MdNode | null {
  let found: MdNode | null | undefined;
  const visit = (node: MdNode): void => {
    if (found !== undefined) return;
    if (node.type === 'heading') found = node.depth === 1 ? node : null;
    else if (node.type === 'thematicBreak') found = null;
    else node.children?.forEach(visit);
  };
  visit(tree);
  return found ?? null;
}

/** The records of one page; `file` names it in errors. */
export function pageText(source: string, file: string, { removeContentTitle }: PageTextOptions): PageText {
  const tree = parseMdx(source, file, 'local-search');
  const titleNode = contentTitleNode(tree);
  const slugger = createSlugger();
  const records = new SectionBuilder();
  let contentTitle: string | null = null;

  /** A heading's id and its children without the id syntax, as the `headings` plugin leaves them. */
  const headingId = (heading: MdNode): { id: string; children: MdNode[] } => {
    const children = [...(heading.children ?? [])];
    const fromComment = commentId(children.at(-1));
    if (fromComment) {
      children.pop();
      const last = children.at(-1);
      if (last?.type === 'text') children[children.length - 1] = { ...last, value: (last.value ?? '').trimEnd() };
      return { id: fromComment, children };
    }
    const text = toString(children);
    const explicit = parseMarkdownHeadingId(text);
    if (explicit.id) {
      const last = children.at(-1)!;
      const rest = children.length > 1 ? parseMarkdownHeadingId(last.value ?? '').text : explicit.text;
      if (rest || children.length === 1) children[children.length - 1] = { ...last, value: rest };
      else children.pop();
      return { id: explicit.id, children };
    }
    return { id: slugger.slug(text), children };
  };

  /** Text as the page shows it, into `text` or, inside `<pre>`, `code`. */
  const read = (node: MdNode, out: (text: string) => void): void => {
    if (SILENT_NODES.has(node.type)) return;
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        out(node.value ?? '');
        return;
      case 'mdxTextExpression':
        // `{' '}` renders its string; comments and other expressions render nothing.
        out(stringLiteral(node.value ?? '')[0]?.value ?? '');
        return;
      case 'code':
        codeBlock(node);
        return;
      case 'heading':
        heading(node, out);
        return;
      case 'containerDirective':
      case 'leafDirective':
      case 'textDirective':
        directive(node, out);
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        jsx(node, out);
        return;
    }
    const block = BLOCK_NODES.has(node.type);
    if (block) out(' ');
    for (const child of node.children ?? []) read(child, out);
    if (block) out(' ');
  };

  const inlineText = (nodes: MdNode[]): string => {
    let text = '';
    for (const node of nodes) read(node, (part) => (text += part));
    return text;
  };

  const heading = (node: MdNode, out: (text: string) => void): void => {
    if (node === titleNode) {
      // Removed before ids are given, so it takes no slug.
      if (removeContentTitle) return;
      const { children } = headingId(node);
      contentTitle = inlineText(children);
      records.heading(1, null, contentTitle);
      return;
    }
    const { id, children } = headingId(node);
    const text = inlineText(children);
    const depth = node.depth ?? 6;
    // h4 to h6 are not records: their text is part of the section.
    if (depth <= 3) records.heading(depth as 1 | 2 | 3, id, text);
    else out(` ${text} `);
  };

  const codeBlock = (node: MdNode): void => {
    const lang = node.lang ?? '';
    const blocks = CHECKED_LANGS.has(lang) ? displayBlocks(parseFence(node.value ?? '', lang, node.meta)) : [{ value: node.value ?? '' }];
    for (const block of blocks) records.code(` ${block.value} `);
  };

  const directive = (node: MdNode, out: (text: string) => void): void => {
    const children = node.children ?? [];
    if (node.type === 'containerDirective' && ADMONITIONS.includes(node.name ?? '')) {
      // The title heads the admonition; without one, the type's name (`tip`).
      const label = children.find((child) => child.data?.directiveLabel);
      out(` ${label ? inlineText(label.children ?? []) : node.name} `);
      for (const child of children) if (child !== label) read(child, out);
      out(' ');
      return;
    }
    const attributes = (node.attributes ?? {}) as unknown as Record<string, unknown>;
    if (node.type === 'textDirective' && children.length === 0 && Object.keys(attributes).length === 0) {
      // `8:30`: Docusaurus gives a directive nothing handles back as text.
      out(`:${node.name ?? ''}`);
      return;
    }
    // Other directives render as a <div> of their content.
    out(' ');
    for (const child of children) read(child, out);
    out(' ');
  };

  const jsx = (node: MdNode, out: (text: string) => void): void => {
    const name = node.name ?? '';
    const classes = (attributeOf(node, 'className') ?? attributeOf(node, 'class') ?? '').split(/\s+/);
    if (SKIPPED_TAGS.has(name) || SKIPPED_CLASSES.some((skipped) => classes.includes(skipped)) || attributeOf(node, 'aria-hidden') === 'true') return;
    const children = node.children ?? [];
    if (name === 'img') return;
    if (name in HEADING_LEVEL) {
      // A JSX heading is rendered as written: no slug, only its own id.
      records.heading(HEADING_LEVEL[name]!, attributeOf(node, 'id') ?? null, inlineText(children));
      return;
    }
    if (name === 'pre') {
      records.code(` ${toString(children)} `);
      return;
    }
    // Flow elements are blocks of their own; `<Tabs>` show their panels, not their labels.
    const block = node.type === 'mdxJsxFlowElement' || BLOCK_TAGS.has(name);
    if (block) out(' ');
    for (const child of children) read(child, out);
    if (block) out(' ');
  };

  read(tree, (text) => records.text(text));
  return { contentTitle, sections: records.finish() };
}
