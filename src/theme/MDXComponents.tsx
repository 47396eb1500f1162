import React, { type ComponentProps, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';

/**
 * Infima makes Markdown tables their own horizontal scroll container so wide
 * tables do not widen the page on phones. A scrollable region must be
 * reachable from the keyboard (WCAG 2.1.1, axe's scrollable-region-focusable),
 * so tables take focus.
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default { ...MDXComponents, table: Table };
