import React, { type ReactNode } from 'react';
import NotFound from '@theme-original/NotFound';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';

/**
 * The stock not-found page, with the meta description it lacks (a link
 * preview of a broken link shows it). The title is given here as well: a
 * PageMetadata without one sets the bare site title, which won over the
 * stock page's.
 */
export default function NotFoundWrapper(): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}
        description={translate({
          id: 'theme.NotFound.description',
          message: 'There is no page of the tRPC documentation at this address.',
          description: "The not-found page's meta description",
        })}
      />
      <NotFound />
    </>
  );
}
