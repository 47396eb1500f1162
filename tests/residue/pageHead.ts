import { Parser } from 'htmlparser2';

/** A page's `<title>` and its `<meta>` contents by name or property, decoded as a browser does. */
export interface PageHead {
  title: string | undefined;
  meta: Map<string, string>;
}

export function pageHead(html: string): PageHead {
  const meta = new Map<string, string>();
  let title: string | undefined;
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const key = attributes.name ?? attributes.property;
        if (name === 'meta' && key !== undefined && attributes.content !== undefined) meta.set(key, attributes.content);
        // The document's title is the first (an inline SVG may hold others).
        if (name === 'title' && title === undefined) {
          inTitle = true;
          title = '';
        }
      },
      ontext(text) {
        if (inTitle) title += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { title, meta };
}
