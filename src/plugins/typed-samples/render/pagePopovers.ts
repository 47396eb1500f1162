/**
 * Popover texts once per page. A rendered block's identifiers refer to its
 * own list of popover contents (renderFence.ts); a page's blocks share many (the
 * router's type on every `appRouter`). The remark plugin passes every block
 * of a page through one PagePopovers, which renumbers the references into
 * one list for the page, and ends the page with that list as a `<template>`:
 * each text is then in the page's HTML once and in its JS chunk once. The
 * popover module (src/clientModules/typedSamplePopovers.ts) copies a text
 * into its identifier on the first hover or tap.
 */
import type { RenderedBlock } from '../protocol';
import { DistinctTexts } from './renderFence';

/** Class of the page's `<template>`; identifiers use the nearest one after them in the document. */
export const POPOVER_TEXTS_CLASS = 'typed-popover-texts';

const REFERENCE = /data-typed="(\d+)"/g;

/** An MDX JSX element, as far as this module builds one. */
export interface MdxTemplateNode {
  type: 'mdxJsxFlowElement';
  name: 'template';
  attributes: unknown[];
  children: [];
}

export class PagePopovers {
  private readonly popovers = new DistinctTexts();

  /** `block.html` with its popover references turned into indexes of the page's list. */
  renumber(block: RenderedBlock): string | undefined {
    if (!block.html) return block.html;
    const popovers = block.popovers ?? [];
    return block.html.replace(REFERENCE, (_, local: string) => `data-typed="${this.popovers.indexOf(popovers[Number(local)])}"`);
  }

  /** The page's popover contents, in index order, as the template's inner HTML. */
  templateHtml(): string {
    return this.popovers.texts.map((html) => `<span class="typed-popover">${html}</span>`).join('');
  }

  /**
   * `<template class="typed-popover-texts" dangerouslySetInnerHTML={{ __html }} />`
   * as an MDX node, or undefined when the page has no popovers. A template's
   * content is inert: not shown, not read, not in the search index.
   */
  templateNode(): MdxTemplateNode | undefined {
    if (this.popovers.texts.length === 0) return undefined;
    const html = this.templateHtml();
    const object = {
      type: 'ObjectExpression',
      properties: [
        {
          type: 'Property',
          kind: 'init',
          method: false,
          shorthand: false,
          computed: false,
          key: { type: 'Identifier', name: '__html' },
          value: { type: 'Literal', value: html, raw: JSON.stringify(html) },
        },
      ],
    };
    return {
      type: 'mdxJsxFlowElement',
      name: 'template',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'className', value: POPOVER_TEXTS_CLASS },
        {
          type: 'mdxJsxAttribute',
          name: 'dangerouslySetInnerHTML',
          value: {
            type: 'mdxJsxAttributeValueExpression',
            value: `{__html: ${JSON.stringify(html)}}`,
            data: {
              estree: {
                type: 'Program',
                sourceType: 'module',
                comments: [],
                body: [{ type: 'ExpressionStatement', expression: object }],
              },
            },
          },
        },
      ],
      children: [],
    };
  }
}
