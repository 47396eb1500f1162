import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contrastRatio, withContrast } from './contrast';
import { prism } from './prism';

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    assert.equal(Math.round(contrastRatio('#000', '#fff') * 10) / 10, 21);
    assert.equal(Math.round(contrastRatio('rgb(255, 255, 255)', '#ffffff') * 10) / 10, 1);
  });

  it('keeps colours that pass and darkens or lightens those that do not', () => {
    assert.equal(withContrast('#000000', '#f6f8fa'), '#000000');
    assert.ok(contrastRatio(withContrast('#e3116c', '#f6f8fa'), '#f6f8fa') >= 4.5);
    assert.ok(contrastRatio(withContrast('#6272a4', '#282a36'), '#282a36') >= 4.5);
  });

  for (const [name, theme] of Object.entries({ light: prism.theme, dark: prism.darkTheme })) {
    it(`gives every token of the ${name} code theme 4.5:1 against its background`, () => {
      const background = theme.plain.backgroundColor!;
      for (const color of [theme.plain.color, ...theme.styles.map((entry) => entry.style.color)]) {
        if (color) assert.ok(contrastRatio(color, background) >= 4.5, `${color} on ${background}`);
      }
    });
  }
});
