import { Parser } from 'htmlparser2';
import { findTextResidue, type Residue } from './residue';

/**
 * The text a reader sees on a built page: every text node outside code
 * (`pre`, `code`), scripts, styles and `<template>`s (the sample popovers),
 * one line per block element so that a leftover `import` line starts a line.
 */

const HIDDEN_OR_CODE = new Set(['pre', 'code', 'script', 'style', 'template']);

// Elements that start a new line of text; inline ones (a, em, span, …) do not.
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'caption', 'dd', 'details', 'div', 'dl', 'dt',
  'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li',
  'main', 'nav', 'ol', 'p', 'section', 'summary', 'table', 'td', 'th', 'title', 'tr', 'ul',
]);

export function visibleText(html: string): string {
  const parts: string[] = [];
  let hiddenDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN_OR_CODE.has(name)) hiddenDepth += 1;
        else if (BLOCKS.has(name)) parts.push('\n');
      },
      onclosetag(name) {
        if (HIDDEN_OR_CODE.has(name)) hiddenDepth -= 1;
        else if (BLOCKS.has(name)) parts.push('\n');
      },
      ontext(text) {
        if (hiddenDepth === 0) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** MDX leftovers in the visible text of one page. */
export function findPageResidue(html: string): Residue[] {
  return findTextResidue(visibleText(html));
}
