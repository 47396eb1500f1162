import { themes } from 'prism-react-renderer';
import type { ThemeConfig } from '@docusaurus/preset-classic';
import { PRISM_LANGUAGES } from '../plugins/prism-languages/languages';

export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  // prism-react-renderer's own bundled grammars are stripped from the bundle
  // (src/plugins/prism-languages); these are registered instead, in order.
  additionalLanguages: [...PRISM_LANGUAGES],
} satisfies NonNullable<ThemeConfig['prism']>;
