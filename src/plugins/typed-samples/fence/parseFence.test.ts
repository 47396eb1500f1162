import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { displayBlocks, parseFence, parseMeta } from './parseFence';

describe('parseMeta', () => {
  it('reads quoted, bare and flag tokens, keeping raw text', () => {
    const tokens = parseMeta(`title="a b.ts" showLineNumbers {1,3} nocheck='why' version=9`);
    assert.deepEqual(
      tokens.map((t) => [t.key, t.value]),
      [['title', 'a b.ts'], ['showLineNumbers', undefined], [undefined, undefined], ['nocheck', 'why'], ['version', '9']],
    );
    assert.equal(tokens[2].raw, '{1,3}');
  });
});

describe('parseFence', () => {
  it('keeps a fence without @filename as one index file', () => {
    const fence = parseFence('const a = 1;\nconst b = 2;', 'ts', 'title="x.ts"');
    assert.equal(fence.files.length, 1);
    assert.equal(fence.files[0].name, 'index.ts');
    assert.equal(fence.hasFilenames, false);
    assert.deepEqual(fence.files[0].displayLines, ['const a = 1;', 'const b = 2;']);
    assert.equal(parseFence('<a />', 'tsx', '').files[0].name, 'index.tsx');
  });

  it('splits files on // @filename and records body lines', () => {
    const code = ['// @filename: server.ts', 'export const a = 1;', '', '// @filename: routers/client.ts', "import { a } from '../server';"].join('\n');
    const fence = parseFence(code, 'ts', '');
    assert.deepEqual(fence.files.map((f) => f.name), ['server.ts', 'routers/client.ts']);
    assert.deepEqual(fence.files[1].lines, [{ text: "import { a } from '../server';", bodyLine: 4 }]);
    assert.deepEqual(fence.files[0].displayLines, ['export const a = 1;'], 'trailing blank trimmed');
    assert.deepEqual(fence.problems, []);
  });

  it('compiles but hides everything before the last cut', () => {
    const code = ['// @filename: server.ts', 'export const a = 1;', '// @filename: client.ts', 'import { a } from "./server";', '// ---cut-before---', 'a;'].join('\n');
    const fence = parseFence(code, 'ts', '');
    assert.deepEqual(fence.files.map((f) => f.lines.length), [1, 2]);
    assert.deepEqual(fence.files.map((f) => f.displayLines), [[], ['a;']]);
    assert.deepEqual(displayBlocks(fence), [{ lang: 'ts', meta: 'title="client.ts"', value: 'a;' }]);
  });

  it('reads @errors and rejects unsupported directives', () => {
    const fence = parseFence('// @errors: 2322 TS2345\nconst a: string = 1;\n// @noErrors\n// ^|\n// @ts-expect-error\nx;', 'ts', '');
    assert.deepEqual(fence.expectedErrors, [2322, 2345]);
    assert.equal(fence.expectedErrorsBodyLine, 0);
    assert.deepEqual(fence.problems.map((p) => p.bodyLine), [2, 3]);
    assert.match(fence.problems[0].message, /unsupported directive @noErrors/);
    assert.ok(fence.files[0].lines.some((l) => l.text === '// @ts-expect-error'), 'TS comments are code');
  });

  it('reads // ^? queries as pointers into the code line above, removed from the code', () => {
    const fence = parseFence('const setup = 1;\n// ---cut---\nconst appRouter = setup;\n//    ^?\nappRouter;', 'ts', '');
    const [file] = fence.files;
    assert.deepEqual(file.queries, [{ bodyLine: 3, lineIndex: 1, column: 6 }]);
    assert.deepEqual(file.displayLines, ['const appRouter = setup;', 'appRouter;']);
    assert.equal(file.lines[file.displayFrom].text, 'const appRouter = setup;');
    assert.deepEqual(parseFence('// ^?\nx;', 'ts', '').problems.map((p) => p.bodyLine), [0]);
  });

  it('handles nocheck and version meta, hiding them from the theme', () => {
    const withReason = parseFence('x', 'ts', 'nocheck="pseudo-code" version="9" showLineNumbers');
    assert.equal(withReason.nocheckReason, 'pseudo-code');
    assert.equal(withReason.version, '9');
    assert.deepEqual(withReason.problems, []);
    assert.equal(displayBlocks(withReason)[0].meta, 'showLineNumbers');
    for (const meta of ['nocheck', 'nocheck=""', "nocheck='  '"]) {
      const fence = parseFence('x', 'ts', meta);
      assert.equal(fence.nocheckReason, '');
      assert.match(fence.problems[0].message, /nocheck needs a reason/);
    }
    assert.match(parseFence('x', 'ts', 'version="11"').problems[0].message, /version must be/);
    assert.equal(parseFence('x', 'ts', 'version="10.18.0"').version, '10');
  });

  it('rejects bad or duplicate file names', () => {
    const fence = parseFence('// @filename: ../a.ts\n// @filename: b.js\n// @filename: c.ts\n// @filename: c.ts', 'ts', '');
    assert.equal(fence.problems.length, 3);
  });

  it('titles every block of a multi-file fence, replacing the fence title', () => {
    const fence = parseFence('// @filename: a.ts\nexport {};\n// @filename: b.tsx\nexport {};', 'tsx', 'title="old" showLineNumbers');
    assert.deepEqual(displayBlocks(fence).map((b) => b.meta), ['title="a.ts" showLineNumbers', 'title="b.tsx" showLineNumbers']);
  });
});

describe('the run meta', () => {
  it('is read by parseFence and never reaches the rendered block', () => {
    const fence = parseFence('console.log(1);', 'ts', 'title="a.ts" run="index.ts"');
    assert.equal(fence.run, 'index.ts');
    assert.deepEqual(fence.themeMeta.map((token) => token.key), ['title']);
    assert.equal(parseFence('x', 'ts', 'title="a.ts"').run, undefined);
  });
});
