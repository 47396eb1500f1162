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

  it('stop the build on a tag missing from tags.yml, as on an unknown author, naming the post and the file', () => {
    // With the default ('warn') the post got a new tag page: a route outside tests/routes/routes.txt.
    assert.throws(() => tagsOf(['trpc', 'releases']), /Tags \[releases\] used in 2023-05-01-my-post\.mdx are not defined in tags\.yml/);
    assert.equal(blog.onInlineAuthors, 'throw');
  });
});
