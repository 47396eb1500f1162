import React, { type ReactNode } from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type { WrapperProps } from '@docusaurus/types';
import { BlogListTitleProvider } from '@site/src/components/BlogListHeading';

type Props = WrapperProps<typeof BlogListPageType>;

/** The stock list page, with its title handed to the layout as the page's h1. */
export default function BlogListPageWrapper(props: Props): ReactNode {
  return (
    <BlogListTitleProvider title={props.metadata.blogTitle}>
      <BlogListPage {...props} />
    </BlogListTitleProvider>
  );
}
