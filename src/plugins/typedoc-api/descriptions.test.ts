import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import {
  exportDescription,
  firstSentence,
  packageDescription,
  pageFrontMatter,
  plainTitle,
} from './descriptions.mjs';

const server = { pkg: '@trpc/server', version: '10.18.0' };

describe('firstSentence', () => {
  it('ends at the first full stop before a space, whitespace squeezed', () => {
    assert.equal(firstSentence('Routers and\n  errors. Its adapters (`x`) are elsewhere.'), 'Routers and errors.');
    assert.equal(firstSentence(' One sentence only '), 'One sentence only');
  });
});

describe('exportDescription', () => {
  it('says what the page of each kind holds, without a comment', () => {
    const cases: [Parameters<typeof exportDescription>[0], string][] = [
      [
        { ...server, name: 'TRPCError', kind: 'class', members: [['Constructors', ['constructor']], ['Properties', ['cause', 'code']], ['Methods', ['from']]] },
        'The TRPCError class of @trpc/server 10.18.0: its constructor, 2 properties and the method from().',
      ],
      [
        { ...server, name: 'Router', kind: 'interface', members: [['Properties', ['_def']], ['Methods', ['a', 'b', 'c']]] },
        'The Router interface of @trpc/server 10.18.0: its property _def and 3 methods.',
      ],
      [{ ...server, name: 'ProcedureRouterRecord', kind: 'interface', members: [] }, 'The ProcedureRouterRecord interface of @trpc/server 10.18.0 and its definition.'],
      [
        { ...server, pkg: '@trpc/next', name: 'createTRPCNext', kind: 'function', signatures: 1, typeParameters: ['TRouter', 'TSSRContext', 'TFlags'], parameters: ['opts'] },
        'The createTRPCNext function of @trpc/next 10.18.0: its type parameters TRouter, TSSRContext and TFlags, its parameter opts and its return type.',
      ],
      [{ ...server, name: 'noArgs', kind: 'function', signatures: 1 }, 'The noArgs function of @trpc/server 10.18.0: its return type.'],
      [{ ...server, name: 'getQueryKey', kind: 'function', signatures: 3 }, 'The getQueryKey function of @trpc/server 10.18.0: its 3 overloads, with their parameters and return types.'],
      [{ ...server, name: 'AnyRouter', kind: 'type' }, 'The AnyRouter type of @trpc/server 10.18.0: its definition.'],
      [{ ...server, name: 'procedureTypes', kind: 'variable', isConst: true }, 'The procedureTypes constant of @trpc/server 10.18.0 and its type.'],
      [{ ...server, name: 'mutable', kind: 'variable' }, 'The mutable variable of @trpc/server 10.18.0 and its type.'],
      [
        { ...server, pkg: '@trpc/react-query', name: 'httpLink', kind: 'function', reexportedFrom: '@trpc/client', signatures: 1, parameters: ['opts'] },
        'The httpLink function of @trpc/react-query 10.18.0 (re-exported from @trpc/client): its parameter opts and its return type.',
      ],
    ];
    for (const [facts, description] of cases) assert.equal(exportDescription(facts), description);
  });

  it('ends with the deprecation, and what to use instead when the comment names it', () => {
    const facts = { ...server, name: 'router', kind: 'function', signatures: 1 };
    assert.equal(exportDescription({ ...facts, isDeprecated: true }), 'The router function of @trpc/server 10.18.0: its return type. Deprecated.');
    assert.equal(
      exportDescription({ ...facts, isDeprecated: true, replacement: 'createTRPCProxyClient' }),
      'The router function of @trpc/server 10.18.0: its return type. Deprecated in favour of createTRPCProxyClient.',
    );
  });
});

describe('packageDescription', () => {
  it('counts the exports of each kind and says what the package is for, in plain text', () => {
    assert.equal(
      packageDescription({
        name: '@trpc/server',
        version: '10.18.0',
        summary: 'Routers, procedures and errors. Its adapters (`@trpc/server/adapters/*`) are described in the guides.',
        exports: [['class', 1], ['type', 30], ['function', 2]],
      }),
      'The API reference of @trpc/server 10.18.0: 1 class, 30 types and 2 functions. Routers, procedures and errors.',
    );
  });
});

describe('pageFrontMatter', () => {
  it('is YAML that Docusaurus reads back as the same text, whatever quotes, colons and backslashes it holds', async () => {
    for (const text of ['Deprecated: use "x" instead.', "It's a: b # not a comment", 'A \\ backslash', '- a list? [no] {no} *no* &no !no |no >no %no @no `no`']) {
      const fileContent = `${pageFrontMatter({ title: text, description: text })}# Title\n`;
      const { frontMatter, content } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: 'page.md', fileContent });
      assert.deepEqual(frontMatter, { title: text, description: text });
      assert.equal(content.trim(), '# Title');
    }
  });

  it('keeps each on one line, and the title only when there is one', () => {
    assert.equal(pageFrontMatter({ description: 'one\ntwo\u0007' }), '---\ndescription: "one two"\n---\n\n');
    assert.equal(pageFrontMatter({ title: 'T', description: 'D' }), '---\ntitle: "T"\ndescription: "D"\n---\n\n');
  });
});

describe('plainTitle', () => {
  it("removes TypeDoc's Markdown escapes and says deprecated instead of striking through", () => {
    assert.equal(plainTitle('Class: TRPCClientError\\<TRouterOrProcedure\\>'), 'Class: TRPCClientError<TRouterOrProcedure>');
    assert.equal(plainTitle('~~Interface: TRPCClient\\<TRouter\\>~~'), 'Interface: TRPCClient<TRouter> (deprecated)');
    assert.equal(plainTitle('Function: httpBatchLink()'), 'Function: httpBatchLink()');
  });
});

