import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';

/**
 * The JSX runtime of the theme's search page only (substituted by the
 * local-search plugin): its <main> around the results becomes a <div>,
 * since SearchPageLayout.tsx puts the whole page in one <main>.
 */

type Jsx = typeof reactJsx;

const withoutMain = (type: Parameters<Jsx>[0]) => (type === 'main' ? 'div' : type);

export const jsx: Jsx = (type, props, key) => reactJsx(withoutMain(type), props, key);
export const jsxs: Jsx = (type, props, key) => reactJsxs(withoutMain(type), props, key);
export { Fragment };
