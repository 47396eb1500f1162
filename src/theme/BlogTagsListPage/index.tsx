import React, { type ReactNode } from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type { WrapperProps } from '@docusaurus/types';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';

type Props = WrapperProps<typeof BlogTagsListPageType>;

/** The stock tags page, with the meta description it lacks (search engines and link previews read it). */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'theme.tags.tagsPageDescription',
          message: 'The tags of the tRPC blog, each with its number of posts.',
          description: "The blog's tags page's meta description",
        })}
      />
      <BlogTagsListPage {...props} />
    </>
  );
}
