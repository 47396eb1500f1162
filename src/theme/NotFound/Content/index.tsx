import React, { type ReactNode, useEffect, useMemo, useState } from 'react';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useLocation } from '@docusaurus/router';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

type Props = WrapperProps<typeof NotFoundContentType>;

/**
 * The paths of the listed docs of the version the missing path is in (the
 * latest when it is in none), from the docs plugin's data that every page
 * already has: nothing more is downloaded.
 */
function useDocPathsNear(pathname: string): string[] {
  const docsData = useAllDocsData();
  return useMemo(() => {
    const versions = Object.values(docsData).flatMap((plugin) => plugin.versions);
    const inVersion = versions
      .filter((version) => pathname === version.path || pathname.startsWith(`${version.path.replace(/\/$/, '')}/`))
      .sort((a, b) => b.path.length - a.path.length)[0];
    const version = inVersion ?? versions.find((candidate) => candidate.isLast);
    return (version?.docs ?? []).filter((doc) => !doc.unlisted).map((doc) => doc.path);
  }, [docsData, pathname]);
}

/**
 * The page's title and description. Here, not around the page: the not-found
 * content is shown inside a layout (the stock NotFound page's, or the docs'
 * for an unknown /docs/… address) whose own metadata, without a title, would
 * otherwise win and leave the bare site title in the tab.
 */
function NotFoundMetadata(): ReactNode {
  return (
    <PageMetadata
      title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}
      description={translate({
        id: 'theme.NotFound.description',
        message: 'There is no page of the tRPC documentation at this address.',
        description: "The not-found page's meta description",
      })}
    />
  );
}

/** The stock not-found text, then links to the docs pages spelt most like the address. */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const baseUrl = useBaseUrl('/');
  const paths = useDocPathsNear(pathname);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  // After hydration (the static 404.html is one page for every missing
  // address), and from a chunk of its own: the docs pages, which show this
  // content for an unknown /docs/… address, do not carry the spelling code.
  useEffect(() => {
    let current = true;
    void import('./suggestions').then(({ suggestPaths }) => {
      if (current) setSuggestions(suggestPaths(pathname, paths));
    });
    return () => {
      current = false;
    };
  }, [pathname, paths]);
  return (
    <>
      <NotFoundMetadata />
      <NotFoundContent {...props} />
      {suggestions.length > 0 && (
        <nav className={`container ${styles.suggestions}`} aria-labelledby="not-found-suggestions">
          <div className="row">
            <div className="col col--6 col--offset-3">
              <h2 id="not-found-suggestions" className={styles.heading}>
                <Translate id="theme.NotFound.suggestions" description="Heading of the list of pages whose address is close to the one not found">
                  Were you looking for one of these pages?
                </Translate>
              </h2>
              <ul>
                {suggestions.map((path) => (
                  <li key={path}>
                    <Link to={path}>{`/${path.slice(baseUrl.length)}`}</Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </nav>
      )}
    </>
  );
}
