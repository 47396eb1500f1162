import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { passOutput, type OutputStream } from './passOutput';

/** A stream that keeps what is written to it, as a terminal (`isTTY`) or a pipe. */
class FakeStream implements OutputStream {
  written = '';
  constructor(
    readonly isTTY: boolean,
    readonly columns = 80,
  ) {}
  write(chunk: string): boolean {
    this.written += chunk;
    return true;
  }
}

/** What a terminal shows after `written`: carriage returns go back to the line's start, ESC[2K clears it. */
function screen(written: string): string[] {
  const lines = [''];
  for (const part of written.split(/(\r|\x1b\[2K|\n)/)) {
    if (part === '\n') lines.push('');
    else if (part === '\x1b[2K') lines[lines.length - 1] = '';
    else if (part !== '\r') lines[lines.length - 1] += part;
  }
  return lines;
}

describe('passOutput', () => {
  it('piped: prints lines that stay, and no progress line', () => {
    const stream = new FakeStream(false);
    const output = passOutput(stream, '[typed-samples] ');
    assert.equal(output.status, undefined);
    output.line('Type-checking the samples of 3 pages');
    output.clearStatus();
    assert.equal(stream.written, '[typed-samples] Type-checking the samples of 3 pages\n');
  });

  it('in a terminal: rewrites the progress line in place, and prints lines that stay above it', () => {
    const stream = new FakeStream(true);
    const output = passOutput(stream, '[p] ');
    output.line('start');
    output.status!('1/3');
    output.status!('2/3');
    assert.deepEqual(screen(stream.written), ['[p] start', '[p] 2/3']);
    output.line('Types of docs/a.mdx first');
    assert.deepEqual(screen(stream.written), ['[p] start', '[p] Types of docs/a.mdx first', '[p] 2/3']);
    output.clearStatus();
    output.line('end');
    assert.deepEqual(screen(stream.written), ['[p] start', '[p] Types of docs/a.mdx first', '[p] end', '']);
  });

  it('in a terminal: other output of the process goes above the progress line, which is cut to the width', () => {
    const stream = new FakeStream(true, 12);
    const other = new FakeStream(true);
    // One terminal: both streams write to the same screen.
    other.write = (chunk: string) => stream.write(chunk);
    const output = passOutput(stream, '[p] ', [other]);
    output.status!('Types: 10/107 pages');
    assert.deepEqual(screen(stream.written), ['[p] Types: ']);
    other.write('client compiled successfully\n');
    stream.write('another line\n');
    assert.deepEqual(screen(stream.written), ['client compiled successfully', 'another line', '[p] Types: ']);
    output.clearStatus();
    other.write('after\n');
    assert.deepEqual(screen(stream.written), ['client compiled successfully', 'another line', 'after', '']);
  });
});
