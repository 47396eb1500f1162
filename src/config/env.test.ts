import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EnvError, readSiteEnv } from './env';

const ALGOLIA = {
  ALGOLIA_APP_ID: 'ABCDE12345',
  ALGOLIA_API_KEY: '0123456789abcdef0123456789abcdef',
  ALGOLIA_INDEX_NAME: 'trpc',
};

function problemOf(env: Record<string, string>): string {
  try {
    readSiteEnv(env);
  } catch (error) {
    assert.ok(error instanceof EnvError);
    return error.message;
  }
  assert.fail('expected the environment to be rejected');
}

describe('readSiteEnv', () => {
  it('builds for trpc.io with offline search and no analytics by default', () => {
    assert.deepEqual(readSiteEnv({}), {
      url: 'https://trpc.io',
      baseUrl: '/',
      gtagTrackingId: null,
      algolia: null,
      editUrl: null,
    });
  });

  it('turns on "Edit this page" with EDIT_URL, the folder of the site in a repository editor', () => {
    assert.equal(readSiteEnv({ EDIT_URL: 'https://github.com/trpc/trpc/edit/main/www/' }).editUrl, 'https://github.com/trpc/trpc/edit/main/www/');
    assert.equal(readSiteEnv({ EDIT_URL: ' ' }).editUrl, null);
  });

  it('refuses an EDIT_URL that is not an http(s) URL of a folder, naming it and the fix', () => {
    for (const value of ['github.com/trpc/trpc/edit/main/www', 'ftp://example.com/www/', 'https://github.com/trpc/trpc/edit/main/www/?plain=1', 'https://example.com/a b/']) {
      const message = problemOf({ EDIT_URL: value });
      assert.match(message, new RegExp(`EDIT_URL="${value.replace(/[.?*+^$()[\]{}|\\/]/g, '\\$&')}" must be an http\\(s\\) URL`));
      assert.match(message, /unset it to show no "Edit this page" links/);
    }
  });

  it('treats empty values as unset', () => {
    assert.equal(readSiteEnv({ GTAG_TRACKING_ID: '  ', BASE_URL: '' }).baseUrl, '/');
  });

  it('accepts a deployment under a sub-path', () => {
    const env = readSiteEnv({ SITE_URL: 'https://example.github.io', BASE_URL: '/trpc-docs/' });
    assert.equal(env.url, 'https://example.github.io');
    assert.equal(env.baseUrl, '/trpc-docs/');
  });

  it('takes a site URL with a trailing slash as its origin', () => {
    assert.equal(readSiteEnv({ SITE_URL: 'https://example.com/' }).url, 'https://example.com');
    assert.equal(readSiteEnv({ SITE_URL: 'https://example.com//', BASE_URL: '/docs/' }).url, 'https://example.com');
  });

  it('rejects a site URL with a path and a base URL without slashes', () => {
    const message = problemOf({ SITE_URL: 'https://example.com/docs', BASE_URL: 'docs' });
    assert.match(message, /SITE_URL="https:\/\/example.com\/docs" must be an origin/);
    assert.match(message, /BASE_URL="docs" must start and end with "\/"/);
    assert.match(message, /README\.md/);
  });

  it('switches analytics on with a valid tracking id only', () => {
    assert.equal(readSiteEnv({ GTAG_TRACKING_ID: 'G-ABC123XYZ' }).gtagTrackingId, 'G-ABC123XYZ');
    assert.match(problemOf({ GTAG_TRACKING_ID: 'my-id' }), /GTAG_TRACKING_ID="my-id" is not a Google Analytics 4 measurement id.*G-XXXXXXXXXX/);
  });

  it('rejects a Universal Analytics id and other non-G- tag ids, naming the expected form', () => {
    assert.match(
      problemOf({ GTAG_TRACKING_ID: 'UA-12345-1' }),
      /GTAG_TRACKING_ID="UA-12345-1" is a Universal Analytics property id.*G-XXXXXXXXXX/,
    );
    for (const id of ['AW-123456789', 'g-abc123', 'G-', 'G-ABC 123']) {
      assert.match(problemOf({ GTAG_TRACKING_ID: id }), /GTAG_TRACKING_ID=.*not a Google Analytics 4 measurement id.*\(G-XXXXXXXXXX\)/);
    }
  });

  it('switches Algolia on when all three variables are valid', () => {
    assert.deepEqual(readSiteEnv(ALGOLIA).algolia, {
      appId: 'ABCDE12345',
      apiKey: '0123456789abcdef0123456789abcdef',
      indexName: 'trpc',
    });
  });

  it('names the missing Algolia variables when only some are set', () => {
    const message = problemOf({ ALGOLIA_APP_ID: 'ABCDE12345' });
    assert.match(message, /ALGOLIA_APP_ID is set but ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME are not/);
  });

  it('rejects malformed Algolia values without echoing the key', () => {
    const message = problemOf({ ...ALGOLIA, ALGOLIA_APP_ID: 'abc', ALGOLIA_API_KEY: 'secret-admin-key' });
    assert.match(message, /ALGOLIA_APP_ID="abc" must be the 10-character application id/);
    assert.match(message, /ALGOLIA_API_KEY must be the 32-character hexadecimal search-only API key/);
    assert.doesNotMatch(message, /secret-admin-key/);
  });
});
