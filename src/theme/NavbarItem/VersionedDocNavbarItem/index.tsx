import React, { type ReactNode } from 'react';
import { useDocsVersionCandidates } from '@docusaurus/plugin-content-docs/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props as DefaultNavbarItemProps } from '@theme/NavbarItem/DefaultNavbarItem';

export interface Props extends Omit<DefaultNavbarItemProps, 'to' | 'href'> {
  label: string;
  /** The doc linked to, by id, in every docs version... */
  docId: string;
  /** ...but for the versions where the page has another id (e.g. `{ '9.x': 'nextjs/setup' }`). */
  docIdByVersion?: Record<string, string>;
}

/**
 * A navbar link to one doc of the version the reader is in (or last chose),
 * as the theme's `type: 'doc'` item links, but active on that page only: the
 * theme's marks the link active on every page of the doc's sidebar, and all
 * docs share one sidebar here, so "Quickstart" would look selected
 * everywhere. It also takes another id per version, for a page whose id
 * changed between versions.
 */
export default function VersionedDocNavbarItem({ docId, docIdByVersion, label, ...props }: Props): ReactNode {
  // The version of the page shown, else the one the reader chose, else the latest.
  const [version] = useDocsVersionCandidates(undefined);
  const id = docIdByVersion?.[version.name] ?? docId;
  const doc = version.docs.find((candidate) => candidate.id === id);
  if (!doc) {
    throw new Error(
      `Navbar item "${label}": docs version ${version.name} has no doc with id "${id}". Give its id in docIdByVersion of the item in src/config/navbar.ts.`,
    );
  }
  return <DefaultNavbarItem exact {...props} label={label} to={doc.path} />;
}
