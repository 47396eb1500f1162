import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalizeTags } from '@docusaurus/utils';
import { blog } from './blog';

describe('blog options', () => {
  // What the blog plugin does with a post's front matter tags, under these options.
  const tagsOf = (frontMatterTags: string[]) =>
    normalizeTags({
      options: { onInlineTags: blog.onInlineTags!, tags: blog.tags },
      source: '2023-05-01-my-post.mdx', // as the blog plugin names it: relative to blog/
      frontMatterTags,
      tagsBaseRoutePath: '/blog/tags',
      tagsFile: { trpc: { label: 'tRPC', permalink: '/trpc', description: 'Posts about tRPC.' } },
    });

  it('accept the tags of blog/tags.yml', () => {
    assert.deepEqual(tagsOf(['trpc']).map((tag) => tag.permalink), ['/blog/tags/trpc']);
  });

  it('mark a tag missing from tags.yml as inline, for src/plugins/blog to report with the other problems of the blog', () => {
    assert.deepEqual(tagsOf(['trpc', 'releases']).map((tag) => tag.inline), [false, true]);
    assert.equal(blog.onInlineAuthors, 'throw');
  });
});
