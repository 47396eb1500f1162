import React, { type ReactNode } from 'react';
import NotFound from '@theme-original/NotFound';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';

/** The stock not-found page, with the meta description it lacks (a link preview of a broken link shows it). */
export default function NotFoundWrapper(): ReactNode {
  return (
    <>
      <PageMetadata
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
