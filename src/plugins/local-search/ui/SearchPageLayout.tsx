import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import type { Props } from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useLatestVersion } from '@docusaurus/plugin-content-docs/client';

/**
 * Without JavaScript the search page is a form that does nothing (search
 * runs in the browser in both modes): this says so, in the site's alert
 * style, and leads to the docs index instead: the latest version's path
 * (`/docs` here; `/` on a site whose docs are at its root, like the test
 * site of tests/dev-search).
 */
function SearchNeedsJavaScript(): ReactNode {
  const docsIndex = useLatestVersion(undefined).path;
  return (
    <noscript>
      <div className="container margin-bottom--lg">
        <div className="alert alert--warning" role="note">
          <Translate
            id="theme.SearchPage.noJavaScript"
            values={{
              docs: (
                <Link to={docsIndex}>
                  <Translate id="theme.SearchPage.noJavaScript.docsLink">documentation</Translate>
                </Link>
              ),
            }}
          >
            {'Search needs JavaScript, which is turned off in this browser. You can browse the {docs} instead.'}
          </Translate>
        </div>
      </div>
    </noscript>
  );
}

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
      <main>
        {children}
        <SearchNeedsJavaScript />
      </main>
    </Layout>
  );
}
