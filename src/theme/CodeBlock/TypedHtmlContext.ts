import { createContext, useContext } from 'react';

/**
 * The build-time HTML of a TypeScript sample (src/plugins/typed-samples/
 * render/renderFence.ts), handed from the CodeBlock wrapper to its Content; undefined for
 * every other code block.
 */
export const TypedHtmlContext = createContext<string | undefined>(undefined);

export function useTypedHtml(): string | undefined {
  return useContext(TypedHtmlContext);
}
