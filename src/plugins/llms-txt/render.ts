/**
 * The text of the two files of a docs version: the index (`llms.txt`, the
 * llmstxt.org layout: title, summary, then one list of links per section)
 * and the full text (every hand-written page as Markdown, in sidebar order).
 */
import type { Section } from './sections';
import { siteUrl, type SiteLocation } from './urls';

export interface FileLink {
  label: string;
  /** Site path of the file, without the base URL: `/llms-v9.txt`. */
  path: string;
  description: string;
}

/** `]` and `[` in a title would end the link text early. */
function linkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function renderIndex(input: {
  title: string;
  summary: string;
  site: SiteLocation;
  sections: Section[];
  /** The other llms files, listed under the summary. */
  files: FileLink[];
}): string {
  const { title, summary, site, sections, files } = input;
  const lines = [`# ${title}`, '', `> ${oneLine(summary)}`, ''];
  for (const file of files) {
    lines.push(`- [${linkText(file.label)}](${siteUrl(site, file.path)}): ${oneLine(file.description)}`);
  }
  for (const section of sections) {
    lines.push('', `## ${section.label}`, '');
    for (const entry of section.entries) {
      const description = oneLine(entry.description);
      lines.push(`- [${linkText(entry.title)}](${siteUrl(site, entry.permalink)})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export interface FullPage {
  title: string;
  /** Canonical absolute URL of the page. */
  url: string;
  /** The cleaned Markdown body (src/plugins/llms-txt/markdown.ts). */
  markdown: string;
}

export function renderFull(input: { preamble: string; pages: FullPage[] }): string {
  const pages = input.pages.map((page) =>
    [`# ${page.title}`, `URL: ${page.url}`, page.markdown].filter(Boolean).join('\n\n'),
  );
  return `${[`> ${oneLine(input.preamble)}`, ...pages].join('\n\n')}\n`;
}
