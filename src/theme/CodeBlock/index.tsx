import React, { type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import CodeBlock from '@theme-original/CodeBlock';
// Internal: the context behind `useIsBrowser()`.
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';
// The Prism grammars, in the code block's chunk rather than in main.js.
import '../../plugins/prism-languages/register';
import { TypedHtmlContext } from './TypedHtmlContext';

/**
 * The original CodeBlock keys its content on `useIsBrowser()`, so that every
 * code block on the page is thrown away and rendered again, tokenised by
 * Prism, right after hydration. It did that so the dark Prism theme replaced
 * the light one the server rendered with. That is no longer needed: the colour
 * mode now starts as the server's default during hydration and switches in an
 * effect afterwards (facebook/docusaurus#7986), and a plain re-render applies
 * the new token colours. The remount cost up to a quarter of a second of main
 * thread on a phone for a page with a few samples, in one blocking task.
 *
 * Code blocks therefore see `useIsBrowser()` as false for their whole life;
 * nothing inside a code block renders differently in the browser, except the
 * copy and word-wrap buttons, which mount after hydration (./Buttons).
 *
 * TypeScript samples come with `typedHtml`, their highlighted code with types
 * rendered at build time (src/plugins/typed-samples); ./Content shows it.
 */
export default function CodeBlockWrapper({ typedHtml, ...props }: Props & { typedHtml?: string }): ReactNode {
  return (
    <BrowserContext.Provider value={false}>
      <TypedHtmlContext.Provider value={typedHtml}>
        <CodeBlock {...props} />
      </TypedHtmlContext.Provider>
    </BrowserContext.Provider>
  );
}
