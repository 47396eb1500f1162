// @trpc/react-query and @trpc/next 10.18.0 refer to the global `JSX` namespace, which
// React 19's types no longer declare; alias it to React's own.
import type { JSX as ReactJSX } from 'react';

declare global {
  namespace JSX {
    type Element = ReactJSX.Element;
  }
}
