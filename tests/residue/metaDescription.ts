import { pageHead } from './pageHead';

/**
 * The description a page gives search engines and link previews
 * (`<meta name="description">`, `og:description`): a sentence about the page,
 * never what Docusaurus's excerpt of a first paragraph can make of boilerplate
 * ("Defined in26", `httpBatchLink\(opts): TRPCLink\`, "Classes", "Archive").
 */

/** A description shorter than this cannot say what a page is. */
export const MIN_DESCRIPTION_CHARS = 20;

/**
 * What TypeDoc's pages start with, which Docusaurus's excerpt of their first
 * paragraph takes: the "Defined in" line, a heading alone, a signature
 * (`getFetch(customFetchImpl?): FetchEsque`, `const initTRPC: TRPCBuilder`,
 * `CombinedDataTransformerClient = object`).
 */
const TYPEDOC_BOILERPLATE = [
  /^Defined in\b/,
  /^(Classes|Interfaces|Type Aliases|Variables|Functions|Enumerations|Namespaces|Type Parameters|Parameters|Returns|Extends|Implements|Properties|Methods|Constructors|Call Signature|Deprecated)$/,
  /^(?:const\s+[\w$]+|[\w$]+(?:<.*>)?\(.*\)): \S/,
  /^[\w$]+(?:<.*>)? = \S/,
];

/** The page's descriptions by meta name or property, as a reader's tools decode them. */
export function metaDescriptions(html: string): Map<string, string> {
  const { meta } = pageHead(html);
  return new Map([...meta].filter(([key]) => key === 'description' || key === 'og:description'));
}

/** What is wrong with the descriptions of a page: none at all, or one that says nothing. */
export function pageDescriptionProblems(html: string): string[] {
  const descriptions = metaDescriptions(html);
  if (!descriptions.has('description')) return ['no <meta name="description">'];
  return [...descriptions].flatMap(([meta, description]) => {
    const problem = descriptionProblem(description);
    return problem ? [`${meta} ${JSON.stringify(description)}: ${problem}`] : [];
  });
}

/** What is wrong with a description, or null. */
export function descriptionProblem(description: string): string | null {
  const text = description.trim();
  if (text.includes('\\')) return 'a backslash (Markdown escaped in an excerpt)';
  if (text.length < MIN_DESCRIPTION_CHARS) return `shorter than ${MIN_DESCRIPTION_CHARS} characters`;
  if (TYPEDOC_BOILERPLATE.some((pattern) => pattern.test(text))) return 'TypeDoc boilerplate (an excerpt of a generated page)';
  return null;
}
