import React, { useEffect, useState, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock/Buttons';
import Buttons from '@theme-original/CodeBlock/Buttons';
// Internal: the context behind `useIsBrowser()`.
import { Context as BrowserContext } from '@docusaurus/core/lib/client/browserContext';

/**
 * The copy and word-wrap buttons are browser-only (`<BrowserOnly>`), but the
 * CodeBlock wrapper tells everything inside a code block that it is not in a
 * browser (see ../index.tsx), so they would never appear. They get their own
 * flag, set once mounted: only the buttons render again after hydration.
 */
export default function ButtonsWrapper(props: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <BrowserContext.Provider value={mounted}>
      <Buttons {...props} />
    </BrowserContext.Provider>
  );
}
