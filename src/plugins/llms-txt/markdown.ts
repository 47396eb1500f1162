/**
 * Turns the MDX source of a docs page into plain Markdown for assistants:
 * what a reader sees on the page, without what only the site needs.
 *  - front matter, `import`/`export` lines and `{…}` expressions are dropped;
 *  - JSX components become Markdown (`<Tabs>`: each tab under a bold label,
 *    `<details>`: its summary in bold) or are dropped when they have no text;
 *  - admonitions (`:::tip[Title]`) become block quotes led by their title;
 *  - TypeScript fences show exactly what the site shows (src/plugins/typed-samples):
 *    no setup before the cut, no directive lines, one fence per `@filename`
 *    file, each after its file name;
 *  - other fences keep their language and code, with a `title` as a line
 *    above; `npm2yarn` fences stay npm commands;
 *  - links and images point at absolute URLs (site origin + base URL).
 */
import { escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { CHECKED_LANGS, displayBlocks, parseFence, parseMeta } from '../typed-samples/fence/parseFence';
import { resolvePageLink, type SiteLocation } from './urls';

/** The admonition keywords Docusaurus recognises by default. */
export const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'];

/** A node of a page's MDX tree, as far as the converters read it. */
export interface MdNode {
  type: string;
  name?: string | null;
  value?: string;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  alt?: string | null;
  depth?: number;
  data?: { directiveLabel?: boolean };
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdNode[];
}

export interface CleanOptions {
  site: SiteLocation;
  /** Absolute URL of the page: `#anchor` and `./relative` links resolve against it. */
  pageUrl: string;
  /**
   * Absolute URL of a link to a Markdown file (`./setup.mdx#usage`, without
   * the anchor), or undefined when no page was built from that file.
   */
  resolveDocFile: (href: string) => string | undefined;
  /** Removed when it is the page's first heading: the caller prints the title itself. */
  title?: string;
}

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective);

const printer = unified().use(remarkStringify, {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
}).use(remarkGfm, { tablePipeAlign: false });

/**
 * A page's MDX source parsed as Docusaurus reads it (front matter, GFM,
 * directives). `plugin` and `file` name the reader and the page in errors.
 */
export function parseMdx(source: string, file: string, plugin: string): MdNode {
  // Docusaurus unwraps `mdx-code-block` fences before MDX sees a file;
  // `{#id}` heading ids are escaped so that they parse (they stay in the
  // heading's text). The old `:::tip Title` form is left alone: with
  // `future.v4` the site shows it as text.
  const prepared = escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source));
  try {
    return parser.parse(prepared) as MdNode;
  } catch (error) {
    throw new Error(
      `${plugin}: cannot parse ${file} as MDX: ${(error as Error).message}. Fix the page so that \`npm run build\` renders it.`,
      { cause: error },
    );
  }
}

/** Cleans one page; `file` names the source in errors. */
export function cleanMarkdown(source: string, file: string, options: CleanOptions): string {
  // The old `:::tip Title` form is shown as text, and the llms files' residue check reports it.
  const tree = parseMdx(source, file, 'llms-txt');
  tree.children = convertChildren(tree.children ?? [], options);
  const first = tree.children[0];
  if (first?.type === 'heading' && first.depth === 1 && options.title && textOf(first) === options.title) {
    tree.children.shift();
  }
  return printer.stringify(tree as never).trim();
}

function convertChildren(children: MdNode[], options: CleanOptions): MdNode[] {
  return children.flatMap((child) => convert(child, options));
}

function convert(node: MdNode, options: CleanOptions): MdNode[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
      return [];
    case 'mdxTextExpression':
      return stringLiteral(node.value ?? '');
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertJsx(node, options);
    case 'containerDirective':
    case 'leafDirective':
    case 'textDirective':
      return convertDirective(node, options);
    case 'code':
      return convertCode(node);
    case 'heading':
      return [{ ...node, children: withoutHeadingId(convertChildren(node.children ?? [], options)) }];
    case 'link':
    case 'image':
    case 'definition':
      return [{ ...node, url: linkTarget(node.url ?? '', options), children: node.children && convertChildren(node.children, options) }];
    default:
      return node.children ? [{ ...node, children: convertChildren(node.children, options) }] : [node];
  }
}

/** `{' '}` and other string literals render as their text; any other expression renders nothing. */
export function stringLiteral(expression: string): MdNode[] {
  const literal = /^\s*(['"`])([^'"`]*)\1\s*$/.exec(expression);
  return literal ? [{ type: 'text', value: literal[2] }] : [];
}

function attribute(node: MdNode, name: string): string | undefined {
  const found = node.attributes?.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  if (!found) return undefined;
  if (typeof found.value === 'string') return found.value;
  // `label={'Yarn'}`: a literal inside an expression.
  const expression = (found.value as { value?: string } | null)?.value;
  return expression === undefined ? undefined : stringLiteral(expression)[0]?.value;
}

function boldParagraph(children: MdNode[]): MdNode {
  return { type: 'paragraph', children: [{ type: 'strong', children }] };
}

function isBlank(nodes: MdNode[]): boolean {
  return nodes.every((node) => node.type === 'text' && !node.value?.trim());
}

function convertJsx(node: MdNode, options: CleanOptions): MdNode[] {
  const children = node.children ?? [];
  switch (node.name) {
    case 'Tabs':
      // Each tab's content, led by the label a reader clicks.
      return children.flatMap((child) => {
        if (child.type === 'mdxJsxFlowElement' && child.name === 'TabItem') {
          const label = attribute(child, 'label') ?? attribute(child, 'value');
          const content = convertChildren(child.children ?? [], options);
          return label ? [boldParagraph([{ type: 'text', value: label }]), ...content] : content;
        }
        return convert(child, options);
      });
    case 'summary':
      return node.type === 'mdxJsxFlowElement'
        ? [boldParagraph(convertChildren(phrasingOf(children), options))]
        : [{ type: 'strong', children: convertChildren(children, options) }];
    case 'a': {
      const href = attribute(node, 'href');
      const content = convertChildren(children, options);
      if (!href || node.type !== 'mdxJsxTextElement') return content;
      return [{ type: 'link', url: linkTarget(href, options), children: content }];
    }
    case 'img': {
      const src = attribute(node, 'src');
      return src ? [{ type: 'image', url: linkTarget(src, options), alt: attribute(node, 'alt') ?? '' }] : [];
    }
    case 'code':
      return [{ type: 'inlineCode', value: textOf(node) }];
    case 'strong':
    case 'b':
      return [{ type: 'strong', children: convertChildren(children, options) }];
    case 'em':
    case 'i':
      return [{ type: 'emphasis', children: convertChildren(children, options) }];
    case 'br':
      return [{ type: 'break' }];
    default: {
      // Layout wrappers (`<div>`, `<details>`, site components) leave their
      // content; components without text content (cards, embeds) leave nothing.
      const content = convertChildren(children, options);
      return isBlank(content) ? [] : content;
    }
  }
}

/** A flow element's text sits in one paragraph; `<summary>` wants it inline. */
function phrasingOf(children: MdNode[]): MdNode[] {
  return children.flatMap((child) => (child.type === 'paragraph' ? child.children ?? [] : [child]));
}

function convertDirective(node: MdNode, options: CleanOptions): MdNode[] {
  const children = node.children ?? [];
  if (node.type === 'containerDirective' && ADMONITIONS.includes(node.name ?? '')) {
    const labelIndex = children.findIndex((child) => child.data?.directiveLabel);
    const label = labelIndex >= 0 ? convertChildren(children[labelIndex].children ?? [], options) : [];
    const body = convertChildren(children.filter((_, index) => index !== labelIndex), options);
    const kind = node.name!.charAt(0).toUpperCase() + node.name!.slice(1);
    const heading = label.length ? [{ type: 'text', value: `${kind}: ` }, ...label] : [{ type: 'text', value: kind }];
    return [{ type: 'blockquote', children: [boldParagraph(heading), ...body] }];
  }
  if (node.type === 'containerDirective') return convertChildren(children, options);
  // `:name` in running text that Docusaurus does not treat as a directive
  // (like `8:30` or `key:value`) is plain text on the page.
  const marker = node.type === 'textDirective' ? ':' : '::';
  const text: MdNode[] = [
    { type: 'text', value: `${marker}${node.name ?? ''}` },
    ...(children.length ? [{ type: 'text', value: '[' }, ...convertChildren(children, options), { type: 'text', value: ']' }] : []),
  ];
  return node.type === 'leafDirective' ? [{ type: 'paragraph', children: text }] : text;
}

function titledCode(lang: string | null, value: string, title: string | undefined): MdNode[] {
  const code: MdNode = { type: 'code', lang, meta: null, value };
  return title ? [boldParagraph([{ type: 'inlineCode', value: title }]), code] : [code];
}

function convertCode(node: MdNode): MdNode[] {
  const lang = node.lang ?? null;
  if (lang && CHECKED_LANGS.has(lang)) {
    const fence = parseFence(node.value ?? '', lang, node.meta);
    return displayBlocks(fence).flatMap((block) => {
      const title = parseMeta(block.meta).find((token) => token.key === 'title')?.value;
      return titledCode(block.lang, block.value, title);
    });
  }
  // Other meta (`npm2yarn`, line highlights) only changes how the site renders the block.
  const title = parseMeta(node.meta).find((token) => token.key === 'title')?.value;
  return titledCode(lang, node.value ?? '', title);
}

/** `## Usage {#usage}`: the custom anchor is not part of the heading's text. */
function withoutHeadingId(children: MdNode[]): MdNode[] {
  const last = children.at(-1);
  if (last?.type !== 'text' || !last.value) return children;
  const value = last.value.replace(/\s*\{#[^}]*\}\s*$/, '');
  return [...children.slice(0, -1), ...(value ? [{ ...last, value }] : [])];
}

function linkTarget(href: string, options: CleanOptions): string {
  const file = /^([^#?]*\.mdx?)([#?].*)?$/.exec(href);
  if (file && !href.includes('://')) {
    const page = options.resolveDocFile(file[1]);
    if (page) return `${page}${file[2] ?? ''}`;
  }
  return resolvePageLink(options.site, options.pageUrl, href);
}

function textOf(node: MdNode): string {
  if (node.value !== undefined && node.type !== 'mdxTextExpression') return node.value;
  return (node.children ?? []).map(textOf).join('');
}
