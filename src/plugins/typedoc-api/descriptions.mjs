// @ts-check
/**
 * The descriptions of the API reference's pages (see ./pageDescriptions.mjs,
 * the TypeDoc plugin that writes them into the pages' front matter): a
 * sentence in our words saying what an export's or a package's page holds,
 * made from the facts TypeDoc read from the package's sources.
 */

/** The TypeDoc option naming the documented package (a DocumentedPackage), which ./pageDescriptions.mjs declares. */
export const PACKAGE_OPTION = 'apiPackage';

/**
 * @typedef {{ name: string; version: string; summary: string }} DocumentedPackage
 *   the documented package: `@trpc/server`, `10.18.0`, what it is for (Markdown
 *   after a first sentence in plain text)
 */

/** `classes`, `types`: the kinds of exports as the package index pages name them. */
function pluralOfKind(/** @type {string} */ kind) {
  return kind === 'class' ? 'classes' : `${kind}s`;
}

/** Member groups of a class or interface page, as one or many. */
const MEMBER_WORDS = new Map([
  ['Properties', ['property', 'properties']],
  ['Methods', ['method', 'methods']],
  ['Accessors', ['accessor', 'accessors']],
  ['Enumeration Members', ['member', 'members']],
]);

/** `a, b and c` */
export function listOf(/** @type {string[]} */ items) {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The first sentence of a plain text (up to a full stop before a space), with its full stop. */
export function firstSentence(/** @type {string} */ text) {
  const squeezed = text.replace(/\s+/g, ' ').trim();
  const end = squeezed.indexOf('. ');
  return end === -1 ? squeezed : squeezed.slice(0, end + 1);
}

/**
 * @typedef {object} ExportFacts
 * @property {string} name
 * @property {string} kind `class`, `interface`, `type`, `variable`, `function`, … (TypeDoc's word for others)
 * @property {boolean} [isConst] a `const` variable
 * @property {string} pkg the package whose page it is: `@trpc/react-query`
 * @property {string} version
 * @property {string | null} [reexportedFrom] the package defining it, when another one
 * @property {boolean} [isDeprecated]
 * @property {string | null} [replacement] what its `@deprecated` comment names instead (its first code span or link)
 * @property {Array<[group: string, names: string[]]>} [members] member groups of a class or interface, with their members' names
 * @property {string[]} [typeParameters] of a function's or type's only signature
 * @property {string[]} [parameters] of a function's only signature
 * @property {number} [signatures] of a function
 */

/** What the page of an export holds. */
function pageSentence(/** @type {ExportFacts} */ facts) {
  const kind = facts.kind === 'variable' && facts.isConst ? 'constant' : facts.kind;
  const origin = facts.reexportedFrom ? ` (re-exported from ${facts.reexportedFrom})` : '';
  const subject = `The ${facts.name} ${kind} of ${facts.pkg} ${facts.version}${origin}`;
  const named = (/** @type {string[]} */ [one, many], /** @type {string[]} */ names) =>
    names.length ? [`its ${names.length === 1 ? one : many} ${listOf(names)}`] : [];
  const typeParameters = named(['type parameter', 'type parameters'], facts.typeParameters ?? []);
  switch (facts.kind) {
    case 'class':
    case 'interface':
    case 'enum': {
      // "its constructor, 4 properties and the method from()": a lone member is named.
      const groups = (facts.members ?? []).flatMap(([group, names]) => {
        if (group === 'Constructors') return [{ words: ['constructor', 'constructor'], names: [] }];
        const words = MEMBER_WORDS.get(group);
        return words ? [{ words, names: group === 'Methods' ? names.map((name) => `${name}()`) : names }] : [];
      });
      const members = groups.map(({ words: [one, many], names }, i) => {
        const its = i === 0 ? 'its' : 'the';
        if (names.length === 0) return `${its} ${one}`;
        return names.length === 1 ? `${its} ${one} ${names[0]}` : `${i === 0 ? 'its ' : ''}${names.length} ${many}`;
      });
      return `${subject}${members.length ? `: ${listOf(members)}` : ' and its definition'}.`;
    }
    case 'function': {
      if ((facts.signatures ?? 1) > 1) return `${subject}: its ${facts.signatures} overloads, with their parameters and return types.`;
      const parts = [...typeParameters, ...named(['parameter', 'parameters'], facts.parameters ?? []), 'its return type'];
      return `${subject}: ${listOf(parts)}.`;
    }
    case 'type':
      return `${subject}: its definition${typeParameters.length ? ` and ${typeParameters[0]}` : ''}.`;
    case 'variable':
      return `${subject} and its type.`;
    default:
      return `${subject}.`;
  }
}

/**
 * The description of an export's page: what it is and what its page holds,
 * then whether it is deprecated and for what. Sentences of its doc comment
 * are not copied: they are tRPC's words, shown on the page itself.
 */
export function exportDescription(/** @type {ExportFacts} */ facts) {
  const lead = pageSentence(facts);
  if (!facts.isDeprecated) return lead;
  return `${lead} Deprecated${facts.replacement ? ` in favour of ${facts.replacement}` : ''}.`;
}

/**
 * The description of a package's index page: how many exports of each
 * kind it lists and what the package is for (the first sentence of our
 * summary, which is plain text; the rest may hold Markdown).
 * @param {DocumentedPackage & { exports: Array<[kind: string, count: number]> }} facts
 *   how many exports of each kind it has, in the order of its index page
 */
export function packageDescription(facts) {
  const kinds = facts.exports.map(([kind, n]) => (n === 1 ? `1 ${kind}` : `${n} ${pluralOfKind(kind)}`));
  const summary = firstSentence(facts.summary);
  return `The API reference of ${facts.name} ${facts.version}: ${listOf(kinds)}. ${summary}`.trim();
}

/**
 * The plain text of a page's Markdown h1, for its `title` front matter,
 * which the browser tab, bookmarks and search results show: TypeDoc's
 * `Class: TRPCClientError\<TRouterOrProcedure\>` escapes the angle brackets,
 * and a deprecated export's heading is struck through (`~~Interface: …~~`),
 * which a title cannot show; it says "(deprecated)" instead.
 */
export function plainTitle(/** @type {string} */ heading) {
  const struck = /^~~(.*)~~$/.exec(heading.trim());
  const text = (struck ? struck[1] : heading.trim()).replace(/\\([\\`*_{}[\]()<>#+\-.!|~])/g, '$1');
  return struck ? `${text} (deprecated)` : text;
}

/**
 * A Markdown page's front matter holding its title and description, one
 * line each: a JSON string is a valid YAML scalar whatever quotes, colons or
 * backslashes it holds (control characters, which YAML refuses raw, are
 * dropped).
 */
export function pageFrontMatter(/** @type {{ title?: string; description: string }} */ { title, description }) {
  const line = (/** @type {string} */ text) => JSON.stringify(text.replace(/\s+/g, ' ').replace(/\p{Cc}/gu, '').trim());
  return `---\n${title === undefined ? '' : `title: ${line(title)}\n`}description: ${line(description)}\n---\n\n`;
}
