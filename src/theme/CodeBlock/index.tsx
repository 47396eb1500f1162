import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import StaticCodeBlock, { type StaticProps } from './Static';

/** The theme's own CodeBlock, with Prism and its grammars: fetched only for a block that needs it. */
const ThemeCodeBlock = lazy(() => import('./ThemeCodeBlock'));

/**
 * Fenced code blocks come rendered at build time (src/plugins/code-blocks):
 * ./Static shows them with the theme's markup and React does not hydrate
 * their content. Any other code block (a `<CodeBlock>` in JSX, line numbers,
 * highlighted lines) gets the theme's CodeBlock, loaded when first needed;
 * until then it shows as plain code.
 */
export default function CodeBlockWrapper(props: Props & Partial<StaticProps>): ReactNode {
  if (typeof props.html === 'string') return <StaticCodeBlock {...(props as Props & StaticProps)} />;
  return (
    <Suspense
      fallback={
        <pre>
          <code>{props.children}</code>
        </pre>
      }>
      <ThemeCodeBlock {...props} />
    </Suspense>
  );
}
