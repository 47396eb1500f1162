/**
 * The editor's look, as a CodeMirror theme: mounted with the first editor,
 * from its chunk. (A CSS module would be merged into the stylesheet every
 * page loads first.) The box, font, padding and colours are the static
 * block's (CodeBlock/Static and Infima's `pre`); the token colours come from
 * the site's `.theme-code-block .token.*` rules (code-blocks tokenColours.ts),
 * as the editor sits in the block; notes, callouts and popovers are
 * drawn with the values of the static view's (CodeBlock/Static/styles.module.css),
 * which are scoped to the static code. Infima's variables follow the colour mode.
 */
import { EditorView } from '@codemirror/view';

const note = {
  '--typed-indent': 'min(calc(var(--typed-column) * 1ch), 30vw)',
  width: 'fit-content',
  // The scroller's width (a container, below), not the content's, which is as wide as the longest line.
  maxWidth: 'min(40rem, calc(100cqw - 2 * var(--ifm-pre-padding) - var(--typed-indent)))',
  margin: '0.15rem var(--ifm-pre-padding) 0.4rem calc(var(--ifm-pre-padding) + var(--typed-indent))',
  padding: '0.1rem 0.5rem',
  borderLeft: '3px solid var(--ifm-color-primary)',
  borderRadius: '2px',
  background: 'var(--ifm-background-surface-color)',
  color: 'var(--ifm-font-color-base)',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  userSelect: 'none',
};

const barButton = {
  padding: '0.2rem 0.55rem',
  border: '1px solid var(--ifm-color-emphasis-400)',
  borderRadius: 'var(--ifm-global-radius)',
  color: 'inherit',
};

export const editorTheme = EditorView.theme({
  '&': {
    background: 'var(--prism-background-color)',
    color: 'var(--prism-color)',
    font: 'var(--ifm-code-font-size) / var(--ifm-pre-line-height) var(--ifm-font-family-monospace)',
    borderRadius: 'inherit',
  },
  '&.cm-focused': { outline: '2px solid var(--ifm-color-primary)', outlineOffset: '-2px' },
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: 'inherit', containerType: 'inline-size' },
  '.cm-content': { padding: 'var(--ifm-pre-padding) 0', caretColor: 'var(--prism-color)' },
  '.cm-line': { padding: '0 var(--ifm-pre-padding)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--prism-color)' },
  '.cm-selectionBackground, &.cm-focused .cm-selectionBackground': { background: 'var(--ifm-color-emphasis-300)' },
  '.cm-tooltip': {
    border: '1px solid var(--ifm-color-emphasis-400)',
    borderRadius: 'var(--ifm-global-radius)',
    background: 'var(--ifm-background-surface-color)',
    color: 'var(--ifm-font-color-base)',
    boxShadow: 'var(--ifm-global-shadow-md)',
  },
  '.cm-tooltip-autocomplete ul li[aria-selected]': { background: 'var(--ifm-color-primary)', color: 'var(--ifm-color-white)' },
  '.typed-popover': {
    maxWidth: 'min(40rem, calc(100vw - 2rem))',
    maxHeight: 'min(24rem, 50vh)',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    padding: '0.4rem 0.6rem',
    fontSize: '0.8125rem',
    lineHeight: '1.45',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  '.typed-doc': {
    display: 'block',
    marginTop: '0.35rem',
    paddingTop: '0.35rem',
    borderTop: '1px solid var(--ifm-color-emphasis-300)',
    fontFamily: 'var(--ifm-font-family-base)',
  },
  '.typed-error-span': {
    textDecoration: 'underline wavy var(--ifm-color-danger)',
    textDecorationSkipInk: 'none',
    textUnderlineOffset: '0.25em',
  },
  '.typed-callout': note,
  '.typed-error': {
    ...note,
    borderLeftColor: 'var(--ifm-color-danger)',
    background: 'var(--ifm-color-danger-contrast-background)',
    color: 'var(--ifm-color-danger-contrast-foreground)',
  },
  '.cm-panels': { background: 'inherit', color: 'inherit', borderRadius: 'inherit' },
  '.cm-panels-bottom': { borderTop: '1px solid var(--ifm-color-emphasis-300)' },
  '.sample-editor-bar': {
    display: 'flex',
    alignItems: 'center',
    gap: '0.5rem',
    padding: '0.3rem var(--ifm-pre-padding)',
    fontFamily: 'var(--ifm-font-family-base)',
    fontSize: '0.8125rem',
  },
  '.sample-editor-status': { flex: '1' },
  '.sample-editor-bar button': barButton,
  '.sample-editor-bar button:hover, .sample-editor-bar button:focus-visible': { borderColor: 'var(--ifm-color-primary)' },
});

/** Text for screen readers only (the sample's live region): inline, so it needs no stylesheet. */
export const VISUALLY_HIDDEN = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
