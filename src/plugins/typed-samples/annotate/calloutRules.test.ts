import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ts from 'typescript-6';
import { MAX_CALLOUT_LINES, calloutLineCount, interruptedStatement } from './calloutRules';

/** Where a callout under the line of the first `name` (after `from`) would sit. */
function interrupted(code: string, name: string, from = 0): string | undefined {
  const sourceFile = ts.createSourceFile('index.tsx', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TSX);
  const position = code.indexOf(name, from);
  const { line } = sourceFile.getLineAndCharacterOfPosition(position);
  return interruptedStatement(sourceFile, position, line)?.getText(sourceFile).split('\n')[0];
}

describe('callout placement', () => {
  it('accepts a callout after a complete statement, also in a function body', () => {
    assert.equal(interrupted('const user = query.data;\nuser;', 'user'), undefined);
    assert.equal(interrupted('export function useUser() {\n  const query = useQuery({ id });\n  return query;\n}', 'query'), undefined);
  });

  it('rejects a callout inside an unfinished call', () => {
    const code = 'export function useUser(id: string) {\n  const query = trpc.user.byId.useQuery(\n    { id },\n  );\n}';
    assert.equal(interrupted(code, 'query'), 'const query = trpc.user.byId.useQuery(');
    assert.equal(interrupted('createPost.mutate(\n  { title },\n);', 'mutate'), 'createPost.mutate(');
  });

  it('rejects one in the middle of an object literal', () => {
    assert.equal(interrupted('const router = t.router({\n  list: t.procedure.query(() => posts),\n});', 'list'), 'const router = t.router({');
  });

  it('accepts one after a complete callback, as for its parameter', () => {
    assert.equal(interrupted('const feed = useInfiniteQuery(input, {\n  getNextPageParam: (last) => last.next,\n});', 'last'), undefined);
    assert.equal(interrupted('const mine = procedure.query(({ ctx }) =>\n  ctx.orders,\n);', 'ctx'), 'const mine = procedure.query(({ ctx }) =>');
  });

  it('accepts one at the top of the block its line opens: a callback parameter, a loop variable', () => {
    const resolver = 'export const router = t.router({\n  byId: t.procedure.query(({ input, ctx }) => {\n    return ctx.db.find(input);\n  }),\n});';
    assert.equal(interrupted(resolver, 'ctx'), undefined);
    assert.equal(interrupted('for (const post of posts) {\n  post;\n}', 'post'), undefined);
  });

});

describe('callout length', () => {
  it('counts the signature and the doc paragraph', () => {
    assert.equal(calloutLineCount({ text: 'const data: {\n    id: string;\n}' }), 3);
    assert.equal(calloutLineCount({ text: 'const a: string', doc: 'The name.\nShown to readers.' }), 3);
    assert.equal(MAX_CALLOUT_LINES, 12);
  });
});
