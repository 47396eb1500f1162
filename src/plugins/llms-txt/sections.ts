/**
 * The pages of one docs version grouped and ordered like its sidebar: one
 * section per top-level category, the top-level pages in a first section of
 * their own. Pages kept out of the sidebar join the section of a page from
 * the same folder, or a last "Other pages" section. Generated pages (the API
 * reference) appear only through their category's index page.
 */
import type { LoadedVersion } from '@docusaurus/plugin-content-docs';

type SidebarItem = LoadedVersion['sidebars'][string][number];
type DocMetadata = LoadedVersion['docs'][number];

export interface PageEntry {
  title: string;
  description: string;
  /** The page's path, base URL included. */
  permalink: string;
  /** Aliased path of the Markdown source (`@site/docs/x.mdx`); only on hand-written pages. */
  source?: string;
}

export interface Section {
  label: string;
  entries: PageEntry[];
}

export const TOP_LEVEL_SECTION = 'Overview';
export const OTHER_PAGES_SECTION = 'Other pages';

export type SectionOptions = {
  /** Docs generated at build time: listed only when they are a category's own page, never as full text. */
  isGenerated: (docId: string) => boolean;
};

export function versionSections(version: Pick<LoadedVersion, 'docs' | 'sidebars'>, options: SectionOptions): Section[] {
  const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const sections: Section[] = [];
  const sectionOfDoc = new Map<string, Section>();

  const docEntry = (section: Section, docId: string): void => {
    const doc = docsById.get(docId);
    if (!doc || sectionOfDoc.has(docId)) return;
    sectionOfDoc.set(docId, section);
    const generated = options.isGenerated(doc.id);
    section.entries.push({
      title: doc.title,
      // A generated page without a front matter description (TypeDoc's) gets
      // its first line of text (a group heading) as one: no summary.
      description:
        generated && !doc.frontMatter.description ? `API reference of ${doc.title}, generated from its source` : doc.description,
      permalink: doc.permalink,
      source: generated ? undefined : doc.source,
    });
  };

  const collect = (section: Section, items: SidebarItem[]): void => {
    for (const item of items) {
      if ((item.type === 'doc' || item.type === 'ref') && !options.isGenerated(item.id)) {
        docEntry(section, item.id);
      } else if (item.type === 'category') {
        if (item.link?.type === 'doc') docEntry(section, item.link.id);
        else if (item.link?.type === 'generated-index') {
          section.entries.push({
            title: item.link.title ?? item.label,
            description: item.link.description ?? item.description ?? '',
            permalink: item.link.permalink,
          });
        }
        collect(section, item.items);
      }
    }
  };

  let topLevel: Section | undefined;
  for (const sidebar of Object.values(version.sidebars)) {
    for (const item of sidebar) {
      if (item.type === 'category') {
        const section: Section = { label: item.label, entries: [] };
        sections.push(section);
        collect(section, [item]);
      } else if (item.type === 'doc' || item.type === 'ref') {
        if (!topLevel) {
          topLevel = { label: TOP_LEVEL_SECTION, entries: [] };
          sections.push(topLevel);
        }
        collect(topLevel, [item]);
      }
    }
  }

  // Pages outside the sidebar (linked from other pages) are still pages readers reach.
  const folderSection = (doc: DocMetadata): Section | undefined => {
    for (const [id, section] of sectionOfDoc) {
      if (docsById.get(id)?.sourceDirName === doc.sourceDirName) return section;
    }
    return undefined;
  };
  let other: Section | undefined;
  for (const doc of version.docs) {
    if (sectionOfDoc.has(doc.id) || doc.unlisted || options.isGenerated(doc.id)) continue;
    let section = folderSection(doc);
    if (!section) {
      if (!other) other = { label: OTHER_PAGES_SECTION, entries: [] };
      section = other;
    }
    docEntry(section, doc.id);
  }
  if (other) sections.push(other);

  return sections.filter((section) => section.entries.length > 0);
}
