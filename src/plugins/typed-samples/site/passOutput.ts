/**
 * Where the type pass's lines go. In a terminal its progress is one line,
 * rewritten in place under whatever else is printed; piped (a CI log, a
 * file), only lines that stay, a few per pass (progress.ts).
 */

/** The part of a Node stream this writes to. */
export interface OutputStream {
  isTTY?: boolean;
  columns?: number;
  write(chunk: string): boolean;
}

export interface PassOutput {
  /** Prints a line that stays. */
  line(text: string): void;
  /** Shows `text` as the progress line, in place of the one before; only in a terminal. */
  status?(text: string): void;
  /** Removes the progress line. */
  clearStatus(): void;
}

const CLEAR_LINE = '\r\x1b[2K';

/**
 * The pass's output on `stream`, each line after `prefix`. In a terminal, the
 * other output of the process (`others`: its standard streams) clears the
 * progress line before it is written and, once it ends a line, shows it again
 * below, so that the line is never cut by, nor glued to, another.
 */
export function passOutput(stream: OutputStream, prefix: string, others: OutputStream[] = []): PassOutput {
  const write = stream.write.bind(stream);
  if (!stream.isTTY) return { line: (text) => void write(`${prefix}${text}\n`), clearStatus: () => {} };

  let shown: string | undefined;
  /** The progress line, cut to the terminal's width: a line that wraps cannot be rewritten in place. */
  const draw = () => {
    if (shown !== undefined) write(`${CLEAR_LINE}${`${prefix}${shown}`.slice(0, Math.max(1, (stream.columns ?? 80) - 1))}`);
  };
  // `write` is the stream's own: the pass's writes go past what follows.
  const wrapped = new Set<OutputStream>();
  const wrap = (other: OutputStream) => {
    if (wrapped.has(other)) return;
    wrapped.add(other);
    const original = other.write.bind(other) as (chunk: unknown, ...rest: unknown[]) => boolean;
    other.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (shown === undefined) return original(chunk, ...rest);
      write(CLEAR_LINE);
      const result = original(chunk, ...rest);
      if (String(chunk).endsWith('\n')) draw();
      return result;
    }) as OutputStream['write'];
  };

  return {
    line(text) {
      write(`${shown === undefined ? '' : CLEAR_LINE}${prefix}${text}\n`);
      draw();
    },
    status(text) {
      for (const other of [stream, ...others]) wrap(other);
      shown = text;
      draw();
    },
    clearStatus() {
      if (shown === undefined) return;
      shown = undefined;
      write(CLEAR_LINE);
    },
  };
}
