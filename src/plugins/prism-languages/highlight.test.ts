import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { highlightLines } from './highlight';

describe('highlightLines', () => {
  it('gives one token list per line, an empty line without a newline of its own', () => {
    const lines = highlightLines('const a = 1;\n\nexport { a };', 'ts');
    assert.equal(lines.length, 3);
    assert.deepEqual(lines[0].map((token) => token.content).join(''), 'const a = 1;');
    assert.deepEqual(lines[1], [{ types: ['plain'], content: '' }]);
    assert.ok(lines[0].some((token) => token.types.includes('keyword')));
  });
});
