import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import VersionedDocNavbarItem from './VersionedDocNavbarItem';

/** The theme's navbar item types, and `custom-versionedDoc` (src/config/navbar.ts). */
export default {
  ...ComponentTypes,
  'custom-versionedDoc': VersionedDocNavbarItem,
};
