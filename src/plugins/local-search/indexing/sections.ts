/**
 * Cuts a page into search records the way DocSearch's crawler does: one
 * record for the page's lead and one per h2 and h3, each with the text and
 * code up to the next such heading. Fed in reading order, by the extractor
 * of built HTML (extract.ts) and by the reader of Markdown sources in
 * `npm start` (devServer/pageText.ts), so both cut the same way.
 */

export interface SectionRecord {
  /** 1 for the page itself (its title and lead), 2 or 3 for a heading. */
  level: 1 | 2 | 3;
  /** Heading id to link to, null for the top of the page. */
  anchor: string | null;
  lvl2: string | null;
  lvl3: string | null;
  /** Plain text of the section, code blocks left out (as DocSearch does). */
  content: string;
  /**
   * Text of the section's code blocks: searched, since a reader may look for
   * an identifier or header only the code shows, but never displayed.
   */
  code: string;
}

export function clean(text: string): string {
  // U+200B is the zero-width space Docusaurus puts in heading anchors.
  return text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

export class SectionBuilder {
  private readonly sections: SectionRecord[] = [];
  private current: SectionRecord = { level: 1, anchor: null, lvl2: null, lvl3: null, content: '', code: '' };
  private contentParts: string[] = [];
  private codeParts: string[] = [];
  private lvl2Anchor: string | null = null;
  /** The text of the first h1: the page title. */
  pageTitle = '';

  /** Prose of the current section. */
  text(text: string): void {
    this.contentParts.push(text);
  }

  /** Code of the current section: searched for identifiers, never shown. */
  code(text: string): void {
    this.codeParts.push(text);
  }

  /**
   * A heading: the first h1 names the page, an h2 or h3 starts a section.
   * Headings without text are no jump target worth a record.
   */
  heading(level: 1 | 2 | 3, id: string | null, rawText: string): void {
    const text = clean(rawText);
    if (!text) return;
    if (level === 1) {
      this.pageTitle ||= text;
      return;
    }
    this.flush();
    if (level === 2) this.lvl2Anchor = id;
    this.current = {
      level,
      // Home page h3s have no id: link to the enclosing h2 instead.
      anchor: id ?? (level === 3 ? this.lvl2Anchor : null),
      lvl2: level === 2 ? text : this.current.lvl2,
      lvl3: level === 3 ? text : null,
      content: '',
      code: '',
    };
  }

  /** The records of the page, the last section included. */
  finish(): SectionRecord[] {
    this.flush();
    return this.sections;
  }

  private flush(): void {
    this.current.content = clean(this.contentParts.join(''));
    this.current.code = clean(this.codeParts.join(''));
    this.contentParts = [];
    this.codeParts = [];
    // A heading with no text under it is still a useful hit (a jump target).
    this.sections.push(this.current);
  }
}
