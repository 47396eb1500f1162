import { themes } from 'prism-react-renderer';
import type { ThemeConfig } from '@docusaurus/preset-classic';

export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  // prism-react-renderer already bundles ts, tsx, js, json and yaml; add only
  // what the docs use on top, since every language ships to every page.
  additionalLanguages: ['bash', 'diff'],
} satisfies NonNullable<ThemeConfig['prism']>;
