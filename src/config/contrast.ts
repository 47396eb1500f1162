/**
 * WCAG 2 contrast arithmetic, used to derive readable variants of the Prism
 * themes: some token colours of the stock github and dracula themes fall
 * below 4.5:1 against their own code background (github's strings and
 * functions, dracula's comments).
 */

export type Rgb = [number, number, number];

export function parseColor(color: string): Rgb {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color.trim());
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
    return [0, 2, 4].map((index) => parseInt(digits.slice(index, index + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Unsupported colour "${color}" (use #rgb, #rrggbb or rgb()).`);
}

export function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance(rgb: Rgb): number {
  const [red, green, blue] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(parseColor(foreground));
  const b = relativeLuminance(parseColor(background));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The colour itself when it already reaches `ratio` against `background`;
 * otherwise the closest mix of it with black (on light backgrounds) or white
 * (on dark ones) that does, so the hue stays recognisable.
 */
export function withContrast(color: string, background: string, ratio = 4.5): string {
  if (contrastRatio(color, background) >= ratio) return color;
  const from = parseColor(color);
  const towards: Rgb = relativeLuminance(parseColor(background)) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 100; step += 1) {
    const mixed = toHex(from.map((channel, index) => channel + ((towards[index] - channel) * step) / 100) as Rgb);
    // A little margin over the threshold: browsers round blended colours.
    if (contrastRatio(mixed, background) >= ratio + 0.05) return mixed;
  }
  return toHex(towards);
}

interface PrismThemeLike {
  plain: { color?: string; backgroundColor?: string; [key: string]: unknown };
  styles: { types: string[]; style: { color?: string; [key: string]: unknown }; languages?: string[] }[];
}

/** A Prism theme whose text and token colours all reach `ratio` against its background. */
export function readablePrismTheme<Theme extends PrismThemeLike>(theme: Theme, ratio = 4.5): Theme {
  const background = theme.plain.backgroundColor;
  if (!background) return theme;
  const fix = (color: string | undefined) => (color ? withContrast(color, background, ratio) : color);
  return {
    ...theme,
    plain: { ...theme.plain, color: fix(theme.plain.color) },
    styles: theme.styles.map((entry) => ({ ...entry, style: { ...entry.style, color: fix(entry.style.color) } })),
  };
}
