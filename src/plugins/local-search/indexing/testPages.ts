import type { ExtractedPage } from './extract';

/** For tests: a docs page as extraction gives it, a title section then one section per [heading, text]. */
export function testPage(path: string, tag: string, title: string, sections: [string, string][], description?: string): ExtractedPage {
  return {
    page: { path, lvl0: 'Docs', lvl1: title, tag, language: 'en', version: tag.replace('docs-default-', ''), ...(description ? { description } : {}) },
    sections: [
      { level: 1, anchor: null, lvl2: null, lvl3: null, content: `${title} page.`, code: '' },
      ...sections.map(([heading, content]) => ({ level: 2 as const, anchor: heading.toLowerCase().replace(/\W+/g, '-'), lvl2: heading, lvl3: null, content, code: '' })),
    ],
  };
}
