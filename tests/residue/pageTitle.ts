import { Parser } from 'htmlparser2';

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
  const found = new Map<string, string>();
  let inTitle = false;
  let title = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title') inTitle = true;
        if (name === 'meta' && attributes.property === 'og:title' && attributes.content !== undefined) found.set('og:title', attributes.content);
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title' && inTitle) {
          inTitle = false;
          found.set('title', title);
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return found;
}

/** What is wrong with a page's titles: none, an empty one, or Markdown in one. */
export function pageTitleProblems(html: string): string[] {
  const titles = pageTitles(html);
  if (!titles.get('title')?.trim()) return ['no <title>'];
  return [...titles].flatMap(([tag, title]) =>
    MARKDOWN_IN_TITLE.filter(([pattern]) => pattern.test(title)).map(([, problem]) => `${tag} ${JSON.stringify(title)}: ${problem}`),
  );
}
