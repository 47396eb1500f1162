import { themes } from 'prism-react-renderer';
import type { ThemeConfig } from '@docusaurus/preset-classic';
import { readablePrismTheme } from './contrast';

export const prism = {
  // The stock themes with every token colour raised to 4.5:1 against the code
  // background (WCAG AA); the colours that already pass are unchanged.
  theme: readablePrismTheme(themes.github),
  darkTheme: readablePrismTheme(themes.dracula),
  // None here: prism-react-renderer's bundled grammars are stripped from the
  // bundle and the site's own are registered where code blocks are rendered
  // (src/plugins/prism-languages), not in main.js of every page.
  additionalLanguages: [],
} satisfies NonNullable<ThemeConfig['prism']>;
