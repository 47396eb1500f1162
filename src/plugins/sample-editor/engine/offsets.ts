/** Lines and columns of the shown code, and offsets into it. */

/** Where `offset` of `text` is, as a 0-based line and column. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length - 1;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) };
}

/** The offset of a 0-based line and column of `text`. */
export function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let index = 0; index < line; index++) offset = text.indexOf('\n', offset) + 1;
  return offset + column;
}
