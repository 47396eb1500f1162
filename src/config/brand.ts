/**
 * The colours the media page documents. `primary` is tRPC's own primary
 * colour (the theme colour of the project's website at 10.18.0); it is too
 * light for text on white, so this site's text and links use the `text`
 * shades, which must stay equal to `--ifm-color-primary` in
 * src/css/custom.css (brand.test.ts checks both that and their contrast).
 */
export const brandColours = {
  primary: '#398CCB',
  text: { light: '#2A68A3', dark: '#6AAEE8' },
  /** Fill of this site's own marks in static/img/. */
  marks: '#2F74B5',
} as const;

/** Infima's page backgrounds, which the text shades are measured against. */
export const pageBackgrounds = { light: '#ffffff', dark: '#1b1b1d' } as const;
