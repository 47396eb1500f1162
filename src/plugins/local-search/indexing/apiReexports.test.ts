import assert from 'node:assert/strict';
import { it } from 'node:test';
import { withoutReexports } from './apiReexports';
import type { ExtractedPage } from './extract';

const apiPage = (path: string, content: string): ExtractedPage => ({
  page: { path, lvl0: 'API reference', lvl1: 'Function: createTRPCProxyClient()', tag: 'docs-default-current', language: 'en', version: 'current' },
  sections: [{ level: 1, anchor: null, lvl2: null, lvl3: null, content, code: '' }],
});

it('indexes a re-exported declaration once, on the package that defines it', () => {
  const definedInClient = 'createTRPCProxyClient(opts) Defined in: client/src/createTRPCClientProxy.ts:133';
  const pages = [
    apiPage('/docs/typedoc/client/functions/createTRPCProxyClient', definedInClient),
    apiPage('/docs/typedoc/react-query/functions/createTRPCProxyClient', definedInClient),
    apiPage('/docs/typedoc/react-query/functions/createTRPCReact', 'createTRPCReact() Defined in: react-query/src/createTRPCReact.tsx:10'),
    // Defined elsewhere, but that package has no page of it: kept.
    apiPage('/docs/typedoc/next/functions/getFetch', 'getFetch() Defined in: client/src/getFetch.ts:3'),
  ];
  assert.deepEqual(
    withoutReexports(pages).map(({ page }) => page.path),
    ['/docs/typedoc/client/functions/createTRPCProxyClient', '/docs/typedoc/react-query/functions/createTRPCReact', '/docs/typedoc/next/functions/getFetch'],
  );
});
