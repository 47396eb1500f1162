import React, { type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import CodeBlock from '@theme-original/CodeBlock';
// Internal: the context behind `useIsBrowser()`.
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';
// The Prism grammars, with the theme's CodeBlock, in a chunk of their own.
import '../../plugins/prism-languages/register';

/**
 * The theme's CodeBlock, for the blocks that are not rendered at build time
 * (those using line numbers or highlighted lines, a `<CodeBlock>` written in
 * JSX): ./index.tsx loads it only when a page has one.
 *
 * The original keys its content on `useIsBrowser()`, so that every code
 * block is thrown away and rendered again, tokenised by Prism, right after
 * hydration. It did that so the dark Prism theme replaced the light one the
 * server rendered with. That is no longer needed: the colour mode starts as
 * the server's default during hydration and switches in an effect afterwards
 * (facebook/docusaurus#7986), and a plain re-render applies the new token
 * colours. Code blocks therefore see `useIsBrowser()` as false for their
 * whole life, except the copy and word-wrap buttons, which mount after
 * hydration (./Buttons).
 */
export default function ThemeCodeBlock(props: Props): ReactNode {
  return (
    <BrowserContext.Provider value={false}>
      <CodeBlock {...props} />
    </BrowserContext.Provider>
  );
}
