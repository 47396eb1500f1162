import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { searchedVersions, versionOfUrl, versionParam, withVersions } from './searchVersions';

const DOCS = { default: { versions: [{ name: 'current' }, { name: '9.x' }] } };

describe('search page versions', () => {
  it('reads the searched version other than the latest from contextual facet filters', () => {
    assert.deepEqual(searchedVersions(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-9.x']], DOCS), { default: '9.x' });
    assert.deepEqual(searchedVersions(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']], DOCS), {});
    assert.deepEqual(searchedVersions(undefined, DOCS), {});
  });

  it('puts the versions into a search page link, keeping its query', () => {
    assert.equal(withVersions('/search?q=useContext', { default: '9.x' }), '/search?q=useContext&version=9.x');
    assert.equal(withVersions('/search?q=merge%20routers', {}), '/search?q=merge%20routers');
    assert.equal(versionParam('community'), 'version-community');
  });

  it('takes a version from the URL only if the plugin has it', () => {
    assert.equal(versionOfUrl('9.x', DOCS.default.versions), '9.x');
    assert.equal(versionOfUrl('8.x', DOCS.default.versions), 'current');
    assert.equal(versionOfUrl(null, DOCS.default.versions), 'current');
  });
});
