import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prism } from '../../config/prism';
import { tokenColourCss } from './tokenColours';

describe('tokenColourCss', () => {
  it('colours blocks and tokens per colour mode (light also without one), later theme entries last so they win', () => {
    const css = tokenColourCss({
      light: { plain: { color: '#000', backgroundColor: '#fff' }, styles: [{ types: ['keyword'], style: { color: '#111' } }, { types: ['keyword', 'comment'], style: { color: '#222', fontStyle: 'italic' } }] },
      dark: { plain: { color: '#fff', backgroundColor: '#000' }, styles: [{ types: ['keyword'], style: { color: '#eee' } }] },
    });
    assert.equal(
      css,
      [
        "html:not([data-theme='dark']) .theme-code-block{--prism-color:#000;--prism-background-color:#fff}",
        "html:not([data-theme='dark']) .theme-code-block .token.keyword{color:#111}",
        "html:not([data-theme='dark']) .theme-code-block .token.keyword{color:#222;font-style:italic}",
        "html:not([data-theme='dark']) .theme-code-block .token.comment{color:#222;font-style:italic}",
        "[data-theme='dark'] .theme-code-block{--prism-color:#fff;--prism-background-color:#000}",
        "[data-theme='dark'] .theme-code-block .token.keyword{color:#eee}",
      ].join('\n'),
    );
  });

  it('uses the site themes, whose colours are the readable ones', () => {
    const css = tokenColourCss({ light: prism.theme, dark: prism.darkTheme });
    const keyword = prism.darkTheme.styles.find((entry) => entry.types.includes('keyword'))!;
    assert.ok(css.includes(`[data-theme='dark'] .theme-code-block .token.keyword{color:${keyword.style.color}`));
  });
});
