import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bundlerCacheVersion } from './index';

describe('typed-samples plugin: bundler cache', () => {
  it('adds the rendering key to the version of a persistent cache, so a new key evicts it', () => {
    const config = { experiments: { cache: { type: 'persistent', version: 'client-production-en-3.10.2-abc' } } };
    assert.deepEqual(bundlerCacheVersion(config, 'k1'), {
      experiments: { cache: { version: 'client-production-en-3.10.2-abc-typed-samples-k1' } },
    });
    assert.notDeepEqual(bundlerCacheVersion(config, 'k1'), bundlerCacheVersion(config, 'k2'));
  });

  it('changes nothing without a persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE)', () => {
    assert.deepEqual(bundlerCacheVersion({}, 'k1'), {});
    assert.deepEqual(bundlerCacheVersion({ experiments: {} }, 'k1'), {});
  });
});
