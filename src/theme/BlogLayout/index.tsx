import React, { type ReactNode } from 'react';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type { WrapperProps } from '@docusaurus/types';
import { BlogListHeading } from '@site/src/components/BlogListHeading';

type Props = WrapperProps<typeof BlogLayoutType>;

/** The stock blog layout; on the blog list page, the page's h1 comes first in <main>. */
export default function BlogLayoutWrapper({ children, ...props }: Props): ReactNode {
  return (
    <BlogLayout {...props}>
      <BlogListHeading />
      {children}
    </BlogLayout>
  );
}
