import { themes } from 'prism-react-renderer';
import type { ThemeConfig } from '@docusaurus/preset-classic';
import { PRISM_LANGUAGES } from '../plugins/prism-languages/languages';
import { readablePrismTheme } from './contrast';

export const prism = {
  // The stock themes with every token colour raised to 4.5:1 against the code
  // background (WCAG AA); the colours that already pass are unchanged.
  theme: readablePrismTheme(themes.github),
  darkTheme: readablePrismTheme(themes.dracula),
  // prism-react-renderer's own bundled grammars are stripped from the bundle
  // (src/plugins/prism-languages); these are registered instead, in order.
  additionalLanguages: [...PRISM_LANGUAGES],
} satisfies NonNullable<ThemeConfig['prism']>;
