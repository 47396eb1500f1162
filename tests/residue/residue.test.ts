import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findMarkdownResidue, findTextResidue } from './residue';

describe('findTextResidue', () => {
  it('reports each leftover with its rule and line', () => {
    assert.deepEqual(findTextResidue('fine\n:::note\n{/* truncate */}'), [
      { rule: 'admonition fence `:::`', text: ':::note' },
      { rule: 'MDX comment', text: '{/* truncate */}' },
    ]);
  });

  it('shortens long lines in the report', () => {
    const [found] = findTextResidue(`:::tip ${'word '.repeat(50)}`);
    assert.equal(found.text.length, 120);
    assert.ok(found.text.endsWith('...'));
  });
});

describe('findMarkdownResidue', () => {
  it('accepts Markdown links and inline code in prose, directives nowhere in code', () => {
    assert.deepEqual(findMarkdownResidue('See [routers](https://trpc.io/docs/server/routers).\n\nWrap it in `<TRPCProvider>` and `{/* x */}`.'), []);
    assert.deepEqual(findMarkdownResidue("```ts\nimport { z } from 'zod';\nconst a = <Tabs />;\n```"), []);
  });

  it('reports MDX in prose and sample directives in code, with line numbers', () => {
    assert.deepEqual(findMarkdownResidue('---\ntitle: x\n---\n\n<Tabs>\n\n```ts\n// @filename: a.ts\n```'), [
      'line 1: ---',
      'line 3: ---',
      'line 5: <Tabs>',
      'line 8: // @filename: a.ts',
    ]);
  });
});
