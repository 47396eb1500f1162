import { pageHead } from './pageHead';

/**
 * The title a browser tab, a bookmark and a search result show (`<title>`,
 * `og:title`) is plain text: Markdown in a heading's source (TypeDoc's
 * `TRPCClientError\<TRouterOrProcedure\>`, a struck-through deprecated
 * export) must not reach it.
 */
const MARKDOWN_IN_TITLE: Array<[RegExp, string]> = [
  [/\\/, 'a backslash (an escaped Markdown character)'],
  [/~~/, 'strike-through Markdown'],
  [/\*\*|__/, 'bold Markdown'],
  [/`/, 'a backtick'],
];

/** The page's titles, as a browser decodes them. */
export function pageTitles(html: string): Map<string, string> {
  const { title, meta } = pageHead(html);
  const titles = new Map<string, string>();
  if (title !== undefined) titles.set('title', title);
  const ogTitle = meta.get('og:title');
  if (ogTitle !== undefined) titles.set('og:title', ogTitle);
  return titles;
}

/** What is wrong with a page's titles: none, an empty one, or Markdown in one. */
export function pageTitleProblems(html: string): string[] {
  const titles = pageTitles(html);
  if (!titles.get('title')?.trim()) return ['no <title>'];
  return [...titles].flatMap(([tag, title]) =>
    MARKDOWN_IN_TITLE.filter(([pattern]) => pattern.test(title)).map(([, problem]) => `${tag} ${JSON.stringify(title)}: ${problem}`),
  );
}
