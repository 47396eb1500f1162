import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageTitleProblems } from './pageTitle';

describe('pageTitleProblems', () => {
  it('finds Markdown in the title and og:title, decoded as a browser does', () => {
    const html =
      '<html><head><title>Class: TRPCClientError\\&lt;TRouter\\&gt; | tRPC</title>' +
      '<meta property="og:title" content="~~Interface: TRPCClient~~ | tRPC"></head></html>';
    assert.deepEqual(pageTitleProblems(html), [
      'title "Class: TRPCClientError\\\\<TRouter\\\\> | tRPC": a backslash (an escaped Markdown character)',
      'og:title "~~Interface: TRPCClient~~ | tRPC": strike-through Markdown',
    ]);
  });

  it('accepts plain titles with angle brackets and says when there is none', () => {
    assert.deepEqual(pageTitleProblems('<title>Class: TRPCClientError&lt;TRouter&gt; | tRPC</title>'), []);
    assert.deepEqual(pageTitleProblems('<head></head>'), ['no <title>']);
  });
});
