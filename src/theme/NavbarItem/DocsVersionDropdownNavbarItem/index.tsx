import React, { type ReactNode } from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type { WrapperProps } from '@docusaurus/types';
import { useDocsPreferredVersion, useVersions } from '@docusaurus/plugin-content-docs/client';
import { useReturnTrip } from './returnTrip';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

/**
 * The theme's version dropdown; on the page a reader landed on after leaving
 * a page with no twin in this version (./returnTrip.ts), the entry of the
 * version they came from leads back to that page instead of its main doc.
 * The theme's `versions` option keeps the other versions' entries as they
 * are, and the entry back takes the place of the one it replaces (first or
 * last: the site has two versions).
 */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const trip = useReturnTrip();
  const versions = useVersions(props.docsPluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(props.docsPluginId);
  const tripVersion = versions.find((version) => version.name === trip?.versionName);
  if (!trip || !tripVersion) return <DocsVersionDropdownNavbarItem {...props} />;
  const back = {
    label: tripVersion.label,
    to: trip.path,
    onClick: () => savePreferredVersionName(tripVersion.name),
  };
  const first = versions[0] === tripVersion;
  return (
    <DocsVersionDropdownNavbarItem
      {...props}
      versions={versions.filter((version) => version !== tripVersion).map((version) => version.name)}
      dropdownItemsBefore={first ? [back, ...(props.dropdownItemsBefore ?? [])] : props.dropdownItemsBefore}
      dropdownItemsAfter={first ? props.dropdownItemsAfter : [...(props.dropdownItemsAfter ?? []), back]}
    />
  );
}
