import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseFence } from '../fence/parseFence';
import { diffLines, expectedOutput, firstDifferingLine, normalizeOutput } from './expectedOutput';

describe('expectedOutput', () => {
  it('reads a following txt block, else the // → comments', () => {
    const fence = parseFence("console.log(1 + 1); // → 2\nconsole.log('a');\n// → a", 'ts', 'run');
    assert.deepEqual(expectedOutput({ fence, fenceLine: 1 }), { text: '2\na', source: '// → comments', lines: [2, 4] });
    const txt = { lang: 'txt', value: '\nx  \ny\n\n', position: { start: { line: 10 } } };
    assert.deepEqual(expectedOutput({ fence, fenceLine: 1 }, txt), { text: 'x\ny', source: 'txt block', lines: [12, 13] });
    assert.equal(expectedOutput({ fence: parseFence('const a = 1;', 'ts', 'run'), fenceLine: 1 }), undefined);
  });

  it('diffs line by line', () => {
    assert.deepEqual(diffLines('a\nb\nc', 'a\nB\nc'), ['  a', '- b', '+ B', '  c']);
  });
});

describe('firstDifferingLine', () => {
  const expected = { text: 'a\nb\nc', source: 'txt block' as const, lines: [5, 6, 7] };

  it('is the markdown line of the first expected line the output does not match', () => {
    assert.equal(firstDifferingLine(expected, 'a\nB\nc'), 6);
    assert.equal(firstDifferingLine(expected, 'a'), 6);
  });

  it('is the last expected line when the output only goes on longer', () => {
    assert.equal(firstDifferingLine(expected, 'a\nb\nc\nd'), 7);
  });
});

describe('normalizeOutput', () => {
  it('trims trailing whitespace of each line and blank lines at both ends', () => {
    assert.equal(normalizeOutput('\n  \nx  \n\ny\n\n'), 'x\n\ny');
  });
});
