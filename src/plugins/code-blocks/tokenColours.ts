/**
 * CSS colouring the build-time tokens of code blocks (./remark.ts) with the
 * site's Prism themes, one rule set per colour mode, so switching modes
 * restyles them without re-rendering: the block's own colours as the
 * theme's `--prism-color` and `--prism-background-color` (which the theme
 * sets inline, from React, on the blocks it renders itself), then each token
 * type. Rules follow the theme's style order, so a later entry for a token
 * type wins, as it does in prism-react-renderer. The light rules also hold
 * on a page without a colour mode: with JavaScript off, Docusaurus never
 * sets `data-theme` and the page shows its light theme.
 */
import type { PrismTheme } from 'prism-react-renderer';

const CSS_PROPERTIES: Record<string, string> = {
  color: 'color',
  backgroundColor: 'background-color',
  fontStyle: 'font-style',
  fontWeight: 'font-weight',
  opacity: 'opacity',
  textDecorationLine: 'text-decoration-line',
};

function declarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([key]) => key in CSS_PROPERTIES)
    .map(([key, value]) => `${CSS_PROPERTIES[key]}:${String(value)}`)
    .join(';');
}

const MODE_SELECTORS = { light: "html:not([data-theme='dark'])", dark: "[data-theme='dark']" } as const;

/** The class of every code block's container (the theme's `ThemeClassNames.common.codeBlock`). */
const BLOCK = '.theme-code-block';

export function tokenColourCss(themes: { light: PrismTheme; dark: PrismTheme }): string {
  return (['light', 'dark'] as const)
    .flatMap((mode) => {
      const { plain, styles } = themes[mode];
      return [
        `${MODE_SELECTORS[mode]} ${BLOCK}{--prism-color:${plain.color};--prism-background-color:${plain.backgroundColor}}`,
        ...styles.flatMap(({ types, style }) => types.map((type) => `${MODE_SELECTORS[mode]} ${BLOCK} .token.${type}{${declarations(style as Record<string, unknown>)}}`)),
      ];
    })
    .join('\n');
}
