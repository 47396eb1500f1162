/**
 * Writes `llms.txt`-style files into the build for AI assistants: per docs
 * version an index of every page (title, link, description) grouped like the
 * sidebar, and the full text of the hand-written pages as clean Markdown.
 * The docs come from the docs plugin's loaded content (titles, descriptions,
 * permalinks, resolved sidebars), the text from the pages' MDX sources.
 * Static files only: no route is added.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { cleanMarkdown } from './markdown';
import { type FileLink, type FullPage, renderFull, renderIndex } from './render';
import { type SectionOptions, versionSections } from './sections';
import { siteUrl, type SiteLocation } from './urls';

const PLUGIN_NAME = 'llms-txt';

export type LlmsVersionFiles = {
  /** Docs version name: `current` for the docs/ folder, else as in versions.json. */
  version: string;
  /** File names in the build root, e.g. `llms.txt` and `llms-full.txt`. */
  index: string;
  full: string;
  /** One paragraph on what the library is, shown under the title. */
  summary: string;
  /** What this version is, where the other versions' indexes link to its files. */
  description: string;
};

// Types, not interfaces: Docusaurus' plugin option type wants an index signature.
export type LlmsTxtOptions = SectionOptions & {
  /** The first entry is the main file pair; its index links to the others, and theirs back to it. */
  versions: LlmsVersionFiles[];
};

interface LlmsFile {
  name: string;
  text: string;
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

function sourceFile(siteDir: string, source: string): string {
  return path.join(siteDir, source.replace(/^@site\//, ''));
}

/** The llms files of every configured version, from the docs plugin's loaded versions. */
async function buildLlmsFiles(input: {
  siteDir: string;
  siteTitle: string;
  site: SiteLocation;
  loadedVersions: Pick<LoadedVersion, 'versionName' | 'label' | 'docs' | 'sidebars'>[];
  options: LlmsTxtOptions;
}): Promise<LlmsFile[]> {
  const { siteDir, siteTitle, site, loadedVersions, options } = input;
  const [main] = options.versions;

  // Links to .md(x) files resolve to the page built from them, in any version.
  const pageOfFile = new Map(
    loadedVersions.flatMap((version) =>
      version.docs.map((doc) => [sourceFile(siteDir, doc.source), siteUrl(site, doc.permalink)] as const),
    ),
  );

  const labelOf = (versionName: string) =>
    loadedVersions.find((loaded) => loaded.versionName === versionName)?.label ?? versionName;

  const files: LlmsFile[] = [];
  for (const pair of options.versions) {
    const version = loadedVersions.find((loaded) => loaded.versionName === pair.version);
    if (!version) {
      throw new Error(
        `${PLUGIN_NAME}: docs version "${pair.version}" does not exist (known: ${loadedVersions.map((v) => v.versionName).join(', ')}). Fix the versions in src/config/llms.ts.`,
      );
    }
    const isMain = pair === main;
    const title = isMain ? siteTitle : `${siteTitle} ${version.label}`;
    const sections = versionSections(version, options);

    const links: FileLink[] = [
      { label: `${siteTitle} ${version.label} docs as one Markdown file`, path: pair.full, description: 'every hand-written page, in sidebar order' },
      ...options.versions
        .filter((other) => other !== pair)
        .flatMap((other): FileLink[] => {
          const name = `${siteTitle} ${labelOf(other.version)}`;
          return [
            { label: `${name} docs index`, path: other.index, description: other.description },
            { label: `${name} docs as one Markdown file`, path: other.full, description: other.description },
          ];
        }),
    ];
    files.push({ name: pair.index, text: renderIndex({ title, summary: pair.summary, site, sections, files: links }) });

    const pages: FullPage[] = [];
    for (const entry of sections.flatMap((section) => section.entries)) {
      if (!entry.source) continue;
      const file = sourceFile(siteDir, entry.source);
      const url = siteUrl(site, entry.permalink);
      const markdown = cleanMarkdown(await readFile(file, 'utf8'), path.relative(siteDir, file), {
        site,
        pageUrl: url,
        title: entry.title,
        // Like Docusaurus: relative to the page, or to the site for `/docs/x.mdx`.
        resolveDocFile: (href) =>
          pageOfFile.get(href.startsWith('/') ? path.join(siteDir, href) : path.resolve(path.dirname(file), href)),
      });
      pages.push({ title: entry.title, url, markdown });
    }
    const preamble = `The ${siteTitle} ${version.label} documentation as Markdown, one page after another in sidebar order; the index of these pages is ${siteUrl(site, pair.index)}.`;
    files.push({ name: pair.full, text: renderFull({ preamble, pages }) });
  }
  return files;
}

function llmsTxtPlugin(context: LoadContext, options: LlmsTxtOptions): Plugin {
  let loadedVersions: LoadedVersion[] = [];
  return {
    name: PLUGIN_NAME,

    allContentLoaded({ allContent }) {
      const docs = allContent[DOCS_PLUGIN]?.default as LoadedContent | undefined;
      if (!docs) {
        throw new Error(`${PLUGIN_NAME}: the site has no default docs plugin (${DOCS_PLUGIN}), so there is nothing to list.`);
      }
      loadedVersions = docs.loadedVersions;
    },

    async postBuild({ outDir, siteConfig }) {
      const files = await buildLlmsFiles({
        siteDir: context.siteDir,
        siteTitle: siteConfig.title,
        site: { url: siteConfig.url, baseUrl: siteConfig.baseUrl },
        loadedVersions,
        options,
      });
      for (const file of files) await writeFile(path.join(outDir, file.name), file.text);
      const sizes = files.map((file) => `${file.name} ${(Buffer.byteLength(file.text) / 1024).toFixed(0)} KB`);
      console.log(`[${PLUGIN_NAME}] Wrote ${sizes.join(', ')}.`);
    },
  };
}

// Docusaurus' PluginModule type only knows `options: unknown`.
export default llmsTxtPlugin as unknown as PluginModule;
