/**
 * Algolia `facetFilters`, as DocSearch and the search page send them, applied
 * to local records. The format: a string `"attribute:value"` (a leading `-`
 * on the value negates, `\-` is a literal dash), or an array whose items are
 * ANDed, each item a string or an array of strings that are ORed:
 *   ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]
 */

export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

/** The facet values of one record. */
export type Facets = Readonly<Record<string, string | null | undefined>>;

interface FacetTest {
  attribute: string;
  value: string;
  negated: boolean;
}

export const TAG_ATTRIBUTE = 'docusaurus_tag';

function parseTest(filter: string): FacetTest | null {
  const colon = filter.indexOf(':');
  if (colon <= 0) return null;
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  let negated = false;
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  // Algolia accepts quoted values: language:"en".
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  return { attribute, value, negated };
}

/**
 * Normalises any accepted shape to a list of OR-groups (ANDed). Malformed
 * input (numbers, objects, deeper nesting) is flattened or dropped rather than
 * thrown on: a filter we do not understand must not break search.
 */
export function normalizeFacetFilters(filters: unknown): FacetTest[][] {
  let value = filters;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (typeof value === 'string') value = [value];
  if (!Array.isArray(value)) return [];
  const groups: FacetTest[][] = [];
  for (const item of value) {
    const strings = (Array.isArray(item) ? item.flat(Infinity) : [item]).filter(
      (entry): entry is string => typeof entry === 'string',
    );
    const tests = strings.map(parseTest).filter((test): test is FacetTest => test !== null);
    if (tests.length > 0) groups.push(tests);
  }
  return groups;
}

function passes(test: FacetTest, facets: Facets): boolean {
  const equal = (facets[test.attribute] ?? null) === test.value;
  return test.negated ? !equal : equal;
}

/** A predicate over a record's facets: every group must have one passing test. */
export function compileFacetFilters(filters: unknown): (facets: Facets) => boolean {
  const groups = normalizeFacetFilters(filters);
  if (groups.length === 0) return () => true;
  return (facets) => groups.every((group) => group.some((test) => passes(test, facets)));
}

/**
 * The search tags a filter can match, so only their index files are fetched;
 * null when the filter does not narrow the tag (every shard is needed).
 */
export function tagsAllowedBy(filters: unknown): Set<string> | null {
  const tagGroups = normalizeFacetFilters(filters)
    .filter((group) => group.every((test) => test.attribute === TAG_ATTRIBUTE && !test.negated))
    .map((group) => new Set(group.map((test) => test.value)));
  if (tagGroups.length === 0) return null;
  // Every group must match: only tags present in all of them can.
  return new Set([...tagGroups[0]!].filter((tag) => tagGroups.every((group) => group.has(tag))));
}
