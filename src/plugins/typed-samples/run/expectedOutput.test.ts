import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseFence } from '../fence/parseFence';
import { diffLines, expectedOutput } from './expectedOutput';

describe('expectedOutput', () => {
  it('reads a following txt block, else the // → comments', () => {
    const fence = parseFence("console.log(1 + 1); // → 2\nconsole.log('a');\n// → a", 'ts', 'run');
    assert.deepEqual(expectedOutput(fence), { text: '2\na', source: '// → comments' });
    assert.deepEqual(expectedOutput(fence, { lang: 'txt', value: 'x  \ny\n\n' }), { text: 'x\ny', source: 'txt block' });
    assert.equal(expectedOutput(parseFence('const a = 1;', 'ts', 'run')), undefined);
  });

  it('diffs line by line', () => {
    assert.deepEqual(diffLines('a\nb\nc', 'a\nB\nc'), ['  a', '- b', '+ B', '  c']);
  });
});
