/**
 * The docs version a search reads, kept in the search page's URL: the
 * modal's "See all N results" links to the page with the version it
 * searched (a 9.x reader lands on 9.x results), and the page's version menu
 * reads it from the URL and writes it back, so a reload or a shared link
 * keeps it. The latest version is the default and is left out of the URL.
 */

/** What a site's docs plugins hold of versions (useAllDocsData()). */
export type DocsVersions = Record<string, { versions: readonly { name: string }[] }>;

/** The URL parameter of a docs plugin's version: `version` for the default plugin, `version-<id>` for others. */
export function versionParam(pluginId: string): string {
  return pluginId === 'default' ? 'version' : `version-${pluginId}`;
}

/** The docs versions, other than the latest, that contextual facet filters search: plugin id → version name. */
export function searchedVersions(facetFilters: unknown, docs: DocsVersions): Record<string, string> {
  const tags = new Set(
    (Array.isArray(facetFilters) ? facetFilters.flat(Infinity) : [facetFilters]).flatMap((filter) =>
      typeof filter === 'string' && filter.startsWith('docusaurus_tag:') ? [filter.slice('docusaurus_tag:'.length)] : [],
    ),
  );
  const versions: Record<string, string> = {};
  for (const [pluginId, { versions: ofPlugin }] of Object.entries(docs)) {
    const searched = ofPlugin.find(({ name }) => tags.has(`docs-${pluginId}-${name}`));
    if (searched && searched !== ofPlugin[0]) versions[pluginId] = searched.name;
  }
  return versions;
}

/** A search page link (`/search?q=…`) with these versions in its URL. */
export function withVersions(link: string, versions: Record<string, string>): string {
  if (Object.keys(versions).length === 0) return link;
  const [path, search = ''] = link.split('?');
  const params = new URLSearchParams(search);
  for (const [pluginId, version] of Object.entries(versions)) params.set(versionParam(pluginId), version);
  const query = params.toString();
  return query ? `${path}?${query}` : path!;
}

/** The version a URL's parameter names for a plugin, if it has it; else its latest. */
export function versionOfUrl(value: string | null, versions: readonly { name: string }[]): string | undefined {
  return versions.find(({ name }) => name === value)?.name ?? versions[0]?.name;
}
