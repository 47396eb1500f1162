import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileFacetFilters, normalizeFacetFilters, tagsAllowedBy } from './facetFilters';

const current = { language: 'en', docusaurus_tag: 'docs-default-current', version: 'current' };
const v9 = { language: 'en', docusaurus_tag: 'docs-default-9.x', version: '9.x' };
const blog = { language: 'en', docusaurus_tag: 'default', version: null };

/** What useAlgoliaContextualFacetFilters() sends from a 10.x docs page. */
const FROM_CURRENT_DOCS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

describe('compileFacetFilters', () => {
  it('ANDs the items and ORs inside nested arrays, as DocSearch contextual search expects', () => {
    const matches = compileFacetFilters(FROM_CURRENT_DOCS);
    assert.equal(matches(current), true);
    assert.equal(matches(blog), true);
    assert.equal(matches(v9), false);
    assert.equal(matches({ ...current, language: 'fr' }), false);
  });

  it('accepts the search page form (all groups nested) and a single string', () => {
    const matches = compileFacetFilters([['docusaurus_tag:default', 'docusaurus_tag:docs-default-9.x'], ['language:en']]);
    assert.equal(matches(v9), true);
    assert.equal(matches(current), false);
    assert.equal(compileFacetFilters('version:9.x')(v9), true);
    assert.equal(compileFacetFilters('version:9.x')(current), false);
  });

  it('supports negation, escaped dashes and quoted values', () => {
    assert.equal(compileFacetFilters(['docusaurus_tag:-docs-default-9.x'])(v9), false);
    assert.equal(compileFacetFilters(['docusaurus_tag:-docs-default-9.x'])(current), true);
    assert.equal(compileFacetFilters(['tag:\\-x'])({ tag: '-x' }), true);
    assert.equal(compileFacetFilters(['language:"en"'])(current), true);
  });

  it('reads JSON-encoded filters (URL params of the v4 clients)', () => {
    assert.equal(compileFacetFilters(JSON.stringify(FROM_CURRENT_DOCS))(v9), false);
  });

  it('ignores what it cannot parse instead of failing the search', () => {
    assert.deepEqual(normalizeFacetFilters([42, null, 'nocolon', { a: 1 }]), []);
    assert.equal(compileFacetFilters('[broken')(current), true);
    assert.equal(compileFacetFilters(undefined)(v9), true);
  });
});

describe('tagsAllowedBy', () => {
  it('names the shards a filter can match', () => {
    assert.deepEqual(tagsAllowedBy(FROM_CURRENT_DOCS), new Set(['default', 'docs-default-current']));
    assert.deepEqual(
      tagsAllowedBy([['docusaurus_tag:default', 'docusaurus_tag:docs-default-9.x'], ['docusaurus_tag:docs-default-9.x']]),
      new Set(['docs-default-9.x']),
    );
  });

  it('is null (all shards) when the tag is not narrowed to a list', () => {
    assert.equal(tagsAllowedBy(['language:en']), null);
    assert.equal(tagsAllowedBy(['docusaurus_tag:-default']), null);
    assert.equal(tagsAllowedBy([['docusaurus_tag:default', 'language:en']]), null);
    assert.equal(tagsAllowedBy(undefined), null);
  });
});
