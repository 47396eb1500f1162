import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

interface Props {
  name: string;
  /** Path under static/, e.g. `img/logo.svg`. */
  file: string;
  /** Whether the asset is meant for a dark background. */
  dark: boolean;
}

/** A brand file shown on the background it is designed for, with a download link. */
export default function BrandAsset({ name, file, dark }: Props): ReactNode {
  const url = useBaseUrl(file);
  return (
    <figure className={styles.asset}>
      <div className={clsx(styles.preview, dark ? styles.dark : styles.light)}>
        <img src={url} alt="" height={64} />
      </div>
      <figcaption>
        {name}
        <br />
        <a href={url} download>
          Download SVG
        </a>
      </figcaption>
    </figure>
  );
}
