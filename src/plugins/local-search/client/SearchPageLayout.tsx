import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import type { Props } from '@theme/Layout';

/**
 * The layout of the theme's search page (substituted for its @theme/Layout
 * by the local-search plugin): the page's content in a <main> landmark, as
 * on every other page. The stock page has one only around a list of
 * results, so while it loads, finds nothing or cannot reach the index it
 * had none; that inner one becomes a <div> (searchPageJsxRuntime.ts).
 */
export default function SearchPageLayout({ children, ...props }: Props): ReactNode {
  return (
    <Layout {...props}>
      <main>{children}</main>
    </Layout>
  );
}
