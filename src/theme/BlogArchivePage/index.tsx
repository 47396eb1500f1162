import React, { type ReactNode } from 'react';
import BlogArchivePage from '@theme-original/BlogArchivePage';
import type BlogArchivePageType from '@theme/BlogArchivePage';
import type { WrapperProps } from '@docusaurus/types';
import { archiveOrder } from './archiveOrder';

type Props = WrapperProps<typeof BlogArchivePageType>;

/** The stock archive, given its posts in the order that makes it list each year's posts newest first (./archiveOrder.ts). */
export default function BlogArchivePageWrapper(props: Props): ReactNode {
  return <BlogArchivePage {...props} archive={{ ...props.archive, blogPosts: archiveOrder(props.archive.blogPosts) }} />;
}
