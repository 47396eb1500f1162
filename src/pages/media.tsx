import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import BrandAsset from '@site/src/components/BrandAsset';
import ColorSwatch from '@site/src/components/ColorSwatch';
import { brandColours, pageBackgrounds } from '@site/src/config/brand';
import { contrastRatio } from '@site/src/config/contrast';
import styles from './media.module.css';

const ASSETS = [
  { name: 'Mark, for light backgrounds', file: 'img/logo.svg', dark: false },
  { name: 'Mark, for dark backgrounds', file: 'img/logo-dark.svg', dark: true },
  { name: 'Wordmark, for light backgrounds', file: 'img/wordmark.svg', dark: false },
  { name: 'Wordmark, for dark backgrounds', file: 'img/wordmark-dark.svg', dark: true },
];

const primaryOnWhite = contrastRatio(brandColours.primary, pageBackgrounds.light).toFixed(1);

export default function Media(): ReactNode {
  return (
    <Layout
      title="Media assets"
      description="The mark and wordmark this site draws for tRPC as SVG files, tRPC's primary colour with the shades used for text, and the typeface.">
      <main className="container margin-vert--xl">
        <h1>Media assets</h1>
        <p>
          Writing about tRPC, giving a talk or building something on top of it? The mark and
          wordmark below are this documentation site&apos;s own drawings, not the project&apos;s
          official logo, which lives in the{' '}
          <a href="https://github.com/trpc/trpc">tRPC repository</a>. If you use these files,
          please keep the proportions and colours as they are, and leave some clear space around
          the mark.
        </p>

        <section className={styles.section} aria-labelledby="logos">
          <h2 id="logos">This site&apos;s mark and wordmark</h2>
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
          <p>
            tRPC&apos;s primary colour is <code>{brandColours.primary}</code>, the theme colour of
            the project&apos;s own website. On white it reaches only {primaryOnWhite}:1, short of the
            4.5:1 that text needs, so this site sets text and links in the darker{' '}
            <code>{brandColours.text.light}</code>, and in <code>{brandColours.text.dark}</code> in
            dark mode. The site&apos;s marks above are drawn in <code>{brandColours.marks}</code>.
            Click a swatch to copy its hex value.
          </p>
          <div className={styles.swatches}>
            <ColorSwatch name="tRPC blue" hex={brandColours.primary} />
            <ColorSwatch name="Text on light backgrounds" hex={brandColours.text.light} />
            <ColorSwatch name="Text on dark backgrounds" hex={brandColours.text.dark} />
          </div>
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
