import React, { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import IconWordWrap from '@theme/Icon/WordWrap';
// The theme's own class names, so that its CSS styles these blocks as its own.
import buttonsStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
import copyStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/styles.module.css';
import wordWrapStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/WordWrapButton/styles.module.css';
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import { CODE_ACTION } from './codeAction';
import styles from './styles.module.css';

/** Under a sample's block while it has keyboard focus, and its description for screen readers. */
const KEYBOARD_HINT = 'Press Enter to read the types in this code: arrow keys move between names, Escape returns here.';

/** What src/plugins/code-blocks/remark.ts gives a block made at build time. */
export interface StaticProps {
  /** The inner HTML of its `<code>`: highlighted lines, and a sample's types. */
  html: string;
  title?: string;
  className?: string;
  /**
   * A TypeScript sample with types: its index among the page's TypeScript
   * fences, the file of that fence the block shows, the tRPC release it
   * compiles against (the sample editor's hooks, ../README.md).
   */
  typedSample?: string;
  typedFile?: string;
  typedVersion?: string;
  /** On a sample's first block: the id the sample editor serves it under (`data-sample`, src/plugins/sample-editor). */
  typedSampleId?: string;
}

/**
 * A code block rendered at build time, in the theme's markup and class
 * names: its code is set as HTML, which React neither creates element by
 * element nor hydrates, and it has no state or effects. What the theme's
 * CodeBlock does with hooks is done for every block at once, by events
 * delegated to the document: copy, word wrap and the keyboard hint by
 * src/clientModules/codeBlocks.ts (./actions.ts), a sample's type popovers by
 * src/clientModules/typedSamplePopovers.ts. The word-wrap button shows only
 * while the code is wider than its box, from CSS (./styles.module.css).
 */
export default function StaticCodeBlock({ html, title, className, typedSample, typedFile, typedVersion, typedSampleId }: StaticProps): ReactNode {
  const hintId = useId();
  const language = /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const typed = typedSample !== undefined;
  // Only a block with identifiers has types to read from the keyboard.
  const readable = typed && html.includes('class="typed-id"');
  const wordWrap = translate({ id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap' });
  return (
    <div
      className={clsx(`language-${language}`, containerStyles.codeBlockContainer, ThemeClassNames.common.codeBlock, styles.block)}
      data-typed-sample={typedSample}
      data-typed-file={typedFile}
      data-typed-version={typedVersion}>
      {title && <div className={clsx(layoutStyles.codeBlockTitle, styles.title)}>{title}</div>}
      <div className={clsx(layoutStyles.codeBlockContent, styles.content)}>
        <pre
          // Like the theme's: a scrollable region must be reachable from the
          // keyboard. For a sample, it is also the one Tab stop for reading its types.
          tabIndex={0}
          aria-describedby={readable ? hintId : undefined}
          data-sample={typedSampleId}
          className={clsx('prism-code', `language-${language}`, typed && 'typed-code', contentStyles.codeBlock, styles.code, 'thin-scrollbar')}
          dangerouslySetInnerHTML={{ __html: `<code class="${contentStyles.codeBlockLines} ${styles.lines}">${html}</code>` }}
        />
        {readable && (
          <div id={hintId} className={styles.keyboardHint}>
            <span>{KEYBOARD_HINT}</span>
          </div>
        )}
      </div>
      {/* After the code (the order Tab takes), placed in the block's top corner (./styles.module.css). */}
      <div className={clsx(buttonsStyles.buttonGroup, styles.buttons)}>
        <Button className={styles.wordWrapButton} aria-label={wordWrap} title={wordWrap} data-code-action={CODE_ACTION.wordWrap}>
          <IconWordWrap className={wordWrapStyles.wordWrapButtonIcon} aria-hidden="true" />
        </Button>
        <Button
          className={copyStyles.copyButton}
          aria-label={translate({ id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard' })}
          title={translate({ id: 'theme.CodeBlock.copy', message: 'Copy' })}
          data-code-action={CODE_ACTION.copy}>
          <span className={copyStyles.copyButtonIcons} aria-hidden="true">
            <IconCopy className={copyStyles.copyButtonIcon} />
            <IconSuccess className={copyStyles.copyButtonSuccessIcon} />
          </span>
        </Button>
      </div>
    </div>
  );
}
