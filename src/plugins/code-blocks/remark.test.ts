import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import remarkStaticCodeBlocks, { codeTitle, highlightedHtml } from './remark';

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  data?: { hProperties?: Record<string, unknown>; hChildren?: unknown[] };
  children?: Node[];
}

const run = (tree: Node) => {
  remarkStaticCodeBlocks()(tree);
  return tree;
};

describe('static code blocks', () => {
  it('reads the title of a meta string as the theme does', () => {
    assert.equal(codeTitle('title="server.ts" npm2yarn'), 'server.ts');
    assert.equal(codeTitle("title='a b.ts'"), 'a b.ts');
    assert.equal(codeTitle('npm2yarn'), undefined);
  });

  it('highlights a block with the browser’s grammars, lines as the theme marks them up', () => {
    assert.equal(
      highlightedHtml('npm install zod\n\necho "<b>"', 'bash'),
      '<div class="token-line"><span class="token function">npm</span> <span class="token function">install</span> zod<br></div>' +
        '<div class="token-line"><br></div>' +
        '<div class="token-line"><span class="token builtin class-name">echo</span> <span class="token string">&quot;&lt;b&gt;&quot;</span><br></div>',
    );
    // No grammar: plain text, escaped.
    assert.equal(highlightedHtml('a < b', 'text'), '<div class="token-line">a &lt; b<br></div>');
  });

  it('gives every block, in tabs too, its HTML and title and no text children; a sample keeps its typed HTML and editor hooks', () => {
    const plain: Node = { type: 'code', lang: 'json', meta: 'title="package.json"', value: '{}' };
    const typed: Node = { type: 'code', lang: 'ts', meta: 'title="server.ts"', value: 'x', data: { hProperties: { typedHtml: '<b>typed</b>', typedSample: '0' } } };
    const tree = run({ type: 'root', children: [{ type: 'mdxJsxFlowElement', children: [plain] }, typed] });
    assert.deepEqual(plain.data, { hProperties: { html: '<div class="token-line"><span class="token punctuation">{</span><span class="token punctuation">}</span><br></div>', title: 'package.json' }, hChildren: [] });
    assert.equal(plain.meta, null);
    assert.deepEqual(typed.data, { hProperties: { typedSample: '0', html: '<b>typed</b>', title: 'server.ts' }, hChildren: [] });
    assert.equal(tree.children!.length, 2);
  });

  it('leaves blocks with line numbers, highlighted lines or magic comments to the theme', () => {
    for (const block of [
      { type: 'code', lang: 'ts', meta: 'showLineNumbers', value: 'a' },
      { type: 'code', lang: 'ts', meta: '{1,3}', value: 'a' },
      { type: 'code', lang: 'ts', meta: null, value: '// highlight-next-line\na' },
    ]) {
      const node: Node = { ...block };
      run({ type: 'root', children: [node] });
      assert.equal(node.data, undefined);
      assert.equal(node.meta, block.meta);
    }
  });
});
