import React, { useMemo, type ReactNode } from 'react';
import type { Props } from '@theme/TOCItems';
import TOCItems from '@theme-original/TOCItems';
import { withPathBreaks } from './pathBreaks';

/** The table of contents, with its code-font paths wrapping between segments (./pathBreaks.ts). */
export default function TOCItemsWrapper({ toc, ...props }: Props): ReactNode {
  const wrapped = useMemo(() => toc.map((item) => ({ ...item, value: withPathBreaks(item.value) })), [toc]);
  return <TOCItems toc={wrapped} {...props} />;
}
