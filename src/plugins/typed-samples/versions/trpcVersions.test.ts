import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { documentVersion, fenceVersion, frontMatterVersion } from './trpcVersions';

const post = (version: string, body: string) => `---\nslug: fixture\ntrpc_version: ${version}\n---\n\n${body}`;

describe('documentVersion', () => {
  it('reads trpc_version from the source or from parsed front matter, else the folder', () => {
    assert.equal(documentVersion({ path: 'blog/a.mdx', content: post("'10.9.0'", '') }), '10.9.0');
    assert.equal(documentVersion({ path: 'blog/a.mdx', frontMatter: { trpc_version: '10.0.0' } }), '10.0.0');
    assert.equal(documentVersion({ path: 'blog/a.mdx', frontMatter: { trpc_version: 9 } }), '9');
    assert.equal(documentVersion({ path: 'versioned_docs/version-9.x/a.mdx', content: '# A' }), '9');
    assert.equal(documentVersion({ path: 'docs/a.mdx', content: '# A' }), '10');
  });

  it('accepts the exact release of the current 10.x and the last 9.x as well as their names', () => {
    assert.equal(documentVersion({ path: 'blog/a.mdx', content: post('10.18.0', '') }), '10');
    assert.equal(documentVersion({ path: 'blog/a.mdx', frontMatter: { trpc_version: '9.27.4' } }), '9');
    assert.throws(() => documentVersion({ path: 'blog/a.mdx', content: post('10.17.0', '') }), /"10" \(or "10\.18\.0"\).*got "10\.17\.0"/);
  });

  it('is undefined without the key', () => {
    assert.equal(frontMatterVersion('docs/a.mdx', '---\ntitle: A\n---\n'), undefined);
    assert.equal(frontMatterVersion('docs/a.mdx', {}), undefined);
  });
});

describe('fenceVersion', () => {
  it('is the fence\'s own version meta, else its page\'s', () => {
    assert.equal(fenceVersion({ version: '9' }, '10'), '9');
    assert.equal(fenceVersion({}, '10.0.0'), '10.0.0');
  });
});
