import React, { type MouseEvent, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import NavbarLogo from '@theme-original/Navbar/Logo';
import styles from './styles.module.css';

/**
 * Right-clicking the brand is where people look for the logo files, so it
 * opens the media page instead of the browser's context menu.
 */
export default function NavbarLogoWrapper(): ReactNode {
  const history = useHistory();
  const mediaUrl = useBaseUrl('/media');
  const openMediaPage = (event: MouseEvent) => {
    event.preventDefault();
    history.push(mediaUrl);
  };
  return (
    <div className={styles.brand} onContextMenu={openMediaPage}>
      <NavbarLogo />
    </div>
  );
}
