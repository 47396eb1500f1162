import React, { createContext, type ReactNode, useContext } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/**
 * The stock blog list page has no h1 and builds its layout itself, so its
 * wrapper (src/theme/BlogListPage) hands the title down through this context
 * and the BlogLayout wrapper puts the heading first in <main>.
 */
const BlogListTitleContext = createContext<string | null>(null);

export function BlogListTitleProvider({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return <BlogListTitleContext.Provider value={title}>{children}</BlogListTitleContext.Provider>;
}

/**
 * The list page's h1, for screen readers only (the list's visual design has
 * no title), then the ways to read the blog other than page by page: the
 * archive and the feeds (files, not routes: `pathname://` makes plain links
 * of them, under the base URL).
 */
export function BlogListHeading(): ReactNode {
  const title = useContext(BlogListTitleContext);
  if (title === null) {
    return null;
  }
  return (
    <>
      <Heading as="h1" className={styles.visuallyHidden}>
        {title}
      </Heading>
      <nav className={styles.elsewhere} aria-label="Blog archive and feeds">
        <Link to="/blog/archive">All posts by year</Link>
        <span>
          Subscribe: <Link to="pathname:///blog/rss.xml">RSS feed</Link>, <Link to="pathname:///blog/atom.xml">Atom feed</Link>
        </span>
      </nav>
    </>
  );
}
