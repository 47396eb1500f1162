import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { brandColours, pageBackgrounds } from './brand';
import { contrastRatio } from './contrast';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

function primaryOf(css: string, selector: string): string {
  const block = css.slice(css.indexOf(selector));
  const match = /--ifm-color-primary:\s*(#[\da-f]{6})/i.exec(block);
  assert.ok(match, `no --ifm-color-primary after ${selector} in custom.css`);
  return match[1].toUpperCase();
}

describe('brand colours', () => {
  it('lists the text shades the site actually uses', () => {
    const css = read('../css/custom.css');
    assert.equal(primaryOf(css, ':root'), brandColours.text.light);
    assert.equal(primaryOf(css, "[data-theme='dark']"), brandColours.text.dark);
  });

  it('gives text shades that reach 4.5:1 where the primary colour does not', () => {
    assert.ok(contrastRatio(brandColours.primary, pageBackgrounds.light) < 4.5);
    assert.ok(contrastRatio(brandColours.text.light, pageBackgrounds.light) >= 4.5);
    assert.ok(contrastRatio(brandColours.text.dark, pageBackgrounds.dark) >= 4.5);
  });

  it('names the fill of the marks in static/img', () => {
    for (const file of ['logo.svg', 'logo-dark.svg', 'wordmark.svg', 'wordmark-dark.svg']) {
      assert.match(read(`../../static/img/${file}`), new RegExp(`fill="${brandColours.marks}"`, 'i'), file);
    }
  });
});
