import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolvePageLink, siteUrl } from './urls';

const subPath = { url: 'https://example.com', baseUrl: '/trpc-docs/' };
const root = { url: 'https://trpc.io', baseUrl: '/' };

describe('siteUrl', () => {
  it('puts the base URL in front of site paths, once', () => {
    assert.equal(siteUrl(subPath, '/docs/server/routers'), 'https://example.com/trpc-docs/docs/server/routers');
    assert.equal(siteUrl(subPath, 'llms-full.txt'), 'https://example.com/trpc-docs/llms-full.txt');
    // Permalinks already carry it.
    assert.equal(siteUrl(subPath, '/trpc-docs/docs/v9/router'), 'https://example.com/trpc-docs/docs/v9/router');
    assert.equal(siteUrl(root, '/docs/quickstart'), 'https://trpc.io/docs/quickstart');
  });

  it('leaves other sites alone', () => {
    assert.equal(siteUrl(subPath, 'https://github.com/trpc/trpc'), 'https://github.com/trpc/trpc');
  });
});

describe('resolvePageLink', () => {
  const page = 'https://example.com/trpc-docs/docs/reactjs/introduction';
  it('resolves site, relative and anchor links under the base URL', () => {
    assert.equal(resolvePageLink(subPath, page, '/docs/links'), 'https://example.com/trpc-docs/docs/links');
    assert.equal(resolvePageLink(subPath, page, './setup'), 'https://example.com/trpc-docs/docs/reactjs/setup');
    assert.equal(resolvePageLink(subPath, page, '../server/routers#nesting'), 'https://example.com/trpc-docs/docs/server/routers#nesting');
    assert.equal(resolvePageLink(subPath, page, '#pitfalls'), `${page}#pitfalls`);
  });

  it('keeps external and mail links', () => {
    assert.equal(resolvePageLink(subPath, page, 'mailto:team@example.com'), 'mailto:team@example.com');
    assert.equal(resolvePageLink(subPath, page, '//cdn.example.org/x.js'), '//cdn.example.org/x.js');
  });
});
