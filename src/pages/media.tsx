import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import BrandAsset from '@site/src/components/BrandAsset';
import ColorSwatch from '@site/src/components/ColorSwatch';
import styles from './media.module.css';

const ASSETS = [
  { name: 'Logo mark, for light backgrounds', file: 'img/logo.svg', dark: false },
  { name: 'Logo mark, for dark backgrounds', file: 'img/logo-dark.svg', dark: true },
  { name: 'Wordmark, for light backgrounds', file: 'img/wordmark.svg', dark: false },
  { name: 'Wordmark, for dark backgrounds', file: 'img/wordmark-dark.svg', dark: true },
];

export default function Media(): ReactNode {
  return (
    <Layout
      title="Media assets"
      description="The tRPC logo and wordmark as SVG files, the brand colour and the typeface.">
      <main className="container margin-vert--xl">
        <h1>Media assets</h1>
        <p>
          Writing about tRPC, giving a talk or building something on top of it? Use these files.
          Please keep the proportions and colours as they are, and leave some clear space around
          the mark.
        </p>

        <section className={styles.section} aria-labelledby="logos">
          <h2 id="logos">Logo and wordmark</h2>
          <ul className={styles.assets}>
            {ASSETS.map((asset) => (
              <li key={asset.file}>
                <BrandAsset {...asset} />
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="colour">
          <h2 id="colour">Colour</h2>
          <p>Click the swatch to copy its hex value.</p>
          <ColorSwatch name="tRPC blue" hex="#2F74B5" />
        </section>

        <section className={styles.section} aria-labelledby="typeface">
          <h2 id="typeface">Typeface</h2>
          <p>
            The wordmark is set in <strong>Inter</strong> Bold, an open-source typeface under the
            SIL Open Font License (<a href="https://github.com/rsms/inter">github.com/rsms/inter</a>
            ). The website itself uses your system&apos;s interface font so that no font file has to
            be downloaded.
          </p>
        </section>
      </main>
    </Layout>
  );
}
