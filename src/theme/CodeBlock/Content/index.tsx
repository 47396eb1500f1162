import React, { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/CodeBlock/Content';
import Content from '@theme-original/CodeBlock/Content';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { useTypedHtml } from '../TypedHtmlContext';
import styles from './styles.module.css';

/**
 * TypeScript samples arrive highlighted, with their types, callouts and
 * expected errors, as HTML made at build time: it is set as is, so the
 * browser neither tokenises them nor hydrates one element per token. Token
 * colours come from CSS per colour mode (src/plugins/typed-samples/index.ts),
 * popovers from the CSS below and src/clientModules/typedSamplePopovers.ts,
 * which also reads them from the keyboard: the block says how (KEYBOARD_HINT).
 * Other code blocks keep the theme's rendering.
 */
const KEYBOARD_HINT = 'Press Enter to read the types in this code: arrow keys move between names, Escape returns here.';

export default function ContentWrapper(props: Props): ReactNode {
  const html = useTypedHtml();
  const { metadata, wordWrap } = useCodeBlockContext();
  const hintId = useId();
  if (html === undefined) return <Content {...props} />;
  // Only a block with identifiers has types to read from the keyboard.
  const readable = html.includes('class="typed-id"');
  return (
    <>
      <pre
        ref={wordWrap.codeBlockRef}
        // Like the theme's: a scrollable region must be reachable from the keyboard.
        // It is also the block's one Tab stop for reading its types.
        tabIndex={0}
        aria-describedby={readable ? hintId : undefined}
        className={clsx(props.className, 'prism-code', `language-${metadata.language}`, 'typed-code', styles.codeBlock, 'thin-scrollbar')}>
        <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
      {readable && (
        <div id={hintId} className={styles.keyboardHint}>
          {KEYBOARD_HINT}
        </div>
      )}
    </>
  );
}
