/**
 * A path in code font is one long word to the browser: in the narrow table
 * of contents, `server/routers/_app.ts` broke inside `_app.ts`. A break
 * opportunity after each slash of inline code lets it wrap between path
 * segments instead; a single segment too long for the column still breaks
 * where it must.
 */
export function withPathBreaks(html: string): string {
  return html.replace(/<code>([^<]*)<\/code>/g, (_, code: string) => `<code>${code.replace(/\/(?=.)/g, '/<wbr>')}</code>`);
}
