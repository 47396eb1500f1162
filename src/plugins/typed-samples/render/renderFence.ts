/**
 * Render stage: the HTML of one shown sample file, from its highlight tokens
 * and annotations. Lines are `.token-line` blocks like the theme's; an
 * identifier with quick info wraps its tokens in `.typed-id`, whose
 * `data-typed` attribute indexes the block's distinct popover texts
 * (`RenderedBlock.popovers`; the remark plugin makes the index the page's and
 * writes each text once per page, see src/clientModules/typedSamplePopovers.ts);
 * callouts and expected errors are plain text lines under the code line they
 * belong to, so they are read with JavaScript off and by screen readers; the
 * code an expected error is about is underlined (`.typed-error-span`).
 * The code lines between two callouts or errors form a `.typed-lines` run
 * that states its size in characters and lines, so the browser can leave
 * runs off screen unrendered without anything moving (src/theme/CodeBlock/Static).
 * Class names are global: this HTML is produced outside any CSS module.
 */
import { displayBlocks } from '../fence/parseFence';
import type { FileAnnotations, IdentifierInfo, ParsedFence, QuickInfo, RenderedBlock, SampleFile } from '../protocol';
import { escapeHtml, highlightLines, lineHtml, tokenHtml, usesThemeLineFeatures, type HighlightToken } from '../../prism-languages/highlight';

function quickInfoHtml(info: QuickInfo): string {
  const doc = info.doc ? `<span class="typed-doc">${escapeHtml(info.doc)}</span>` : '';
  return `<span class="typed-signature">${escapeHtml(info.text)}</span>${doc}`;
}

/** A column range of one line: [start, end). */
export interface Span {
  start: number;
  end: number;
}

/**
 * One code line: tokens split where identifiers and expected errors start and
 * end. Each piece inside an error is underlined on its own, so the error's
 * spans never cross an identifier's.
 */
function lineContentHtml(tokens: HighlightToken[], identifiers: IdentifierInfo[], errors: Span[], popovers: DistinctTexts): string {
  const starts = new Map(identifiers.map((id) => [id.start, popovers.indexOf(quickInfoHtml(id.info))]));
  const ends = new Set(identifiers.map((id) => id.start + id.length));
  const cuts = [...starts.keys(), ...ends, ...errors.flatMap((error) => [error.start, error.end])].sort((a, b) => a - b);
  let html = '';
  let column = 0;
  for (const token of tokens) {
    const end = column + token.content.length;
    const points = [column, ...cuts.filter((cut) => cut > column && cut < end), end];
    for (let index = 0; index + 1 < points.length; index++) {
      const [from, to] = [points[index], points[index + 1]];
      if (from === to) continue;
      if (starts.has(from)) html += `<span class="typed-id" data-typed="${starts.get(from)}">`;
      const piece = tokenHtml(token.types, token.content.slice(from - column, to - column));
      const inError = errors.some((error) => error.start <= from && to <= error.end);
      html += inError ? `<span class="typed-error-span">${piece}</span>` : piece;
      if (ends.has(to)) html += '</span>';
    }
    column = end;
  }
  return html;
}

/** Per shown line, the columns the expected errors cover (an error may run over several lines). */
export function underlinedSpans(errors: FileAnnotations['errors'], lines: string[]): Span[][] {
  const spans: Span[][] = lines.map(() => []);
  for (const error of errors) {
    let remaining = Math.max(error.length, 1);
    for (let line = error.line, start = error.start; line < lines.length && remaining > 0; line++, start = 0) {
      const end = Math.min(lines[line].length, start + remaining);
      if (end > start) spans[line].push({ start, end });
      // The rest of the line and its line break count towards the error's length.
      remaining -= lines[line].length - start + 1;
    }
  }
  return spans;
}

/**
 * Distinct texts in order of first use, each referred to by its index: a
 * block's popover contents here, a page's in pagePopovers.ts.
 */
export class DistinctTexts {
  readonly texts: string[] = [];
  private readonly indexes = new Map<string, number>();

  indexOf(text: string): number {
    let index = this.indexes.get(text);
    if (index === undefined) {
      index = this.texts.push(text) - 1;
      this.indexes.set(text, index);
    }
    return index;
  }
}

/**
 * Code lines as one run, with its widest line in characters and its line
 * count: its size in a monospace font (src/theme/CodeBlock/Static/styles.module.css).
 */
function linesRunHtml(lines: string[], texts: string[]): string {
  const columns = Math.max(0, ...texts.map((text) => [...text].length));
  return `<div class="typed-lines" style="--typed-columns:${columns};--typed-rows:${lines.length}">${lines.join('')}</div>`;
}

/** The inner HTML of the `<code>` element of one shown file; its identifiers refer to the popover contents in `popovers`. */
export function renderFileHtml(file: SampleFile, lang: string, popovers: DistinctTexts): string {
  const annotations: FileAnnotations = file.annotations ?? { identifiers: [], callouts: [], errors: [] };
  const lines = highlightLines(file.displayLines.join('\n'), lang);
  const errorSpans = underlinedSpans(annotations.errors, file.displayLines);
  let html = '';
  let run: string[] = [];
  let runTexts: string[] = [];
  lines.forEach((tokens, line) => {
    const identifiers = annotations.identifiers.filter((id) => id.line === line);
    run.push(lineHtml(lineContentHtml(tokens, identifiers, errorSpans[line], popovers)));
    runTexts.push(file.displayLines[line]);
    let notes = '';
    for (const callout of annotations.callouts.filter((c) => c.line === line))
      notes += `<div class="typed-callout" style="--typed-column:${callout.column}">${quickInfoHtml(callout.info)}</div>`;
    for (const error of annotations.errors.filter((e) => e.line === line))
      notes += `<div class="typed-error" style="--typed-column:${error.start}">${escapeHtml(error.message)} <span class="typed-error-code">(TS${error.code})</span></div>`;
    if (notes) {
      html += linesRunHtml(run, runTexts) + notes;
      run = [];
      runTexts = [];
    }
  });
  return run.length > 0 ? html + linesRunHtml(run, runTexts) : html;
}

export function renderFence(fence: ParsedFence): RenderedBlock[] {
  const visible = fence.files.filter((file) => file.displayLines.length > 0);
  return displayBlocks(fence).map((block, index) => {
    const file = visible[index];
    if (!file.annotations || usesThemeLineFeatures(block.meta, block.value)) return block;
    const popovers = new DistinctTexts();
    const html = renderFileHtml(file, fence.lang, popovers);
    return { ...block, html, popovers: popovers.texts };
  });
}
