/**
 * Leftovers of MDX source that must never reach a reader: in the visible text
 * of a built page (./visibleText.ts) and in the prose of the llms files
 * (src/plugins/llms-txt). A leftover means the page's source was not turned
 * into what it was meant to be, e.g. an admonition title written the old
 * `:::tip Title` way, which Docusaurus with `future.v4` prints as text.
 *
 * Code legitimately holds all of this (`import` lines, `<Foo />`, `{/* … *\/}`),
 * so every scanner here looks at prose only.
 */

interface ResidueRule {
  /** What the leftover is, for the report. */
  name: string;
  pattern: RegExp;
  /** Markdown syntax (a link) is the llms files' own format, not a leftover there. */
  markdownSyntax?: boolean;
}

const RULES: ResidueRule[] = [
  { name: 'admonition fence `:::`', pattern: /:::/ },
  { name: 'MDX comment', pattern: /\{\/\*|\*\/\}/ },
  { name: 'HTML comment', pattern: /<!--/ },
  // `<Tabs>`, `</TabItem>`, `<DocCardList />`; not `Promise<Output>` (a type
  // argument follows a name) and not `a < B` (a space follows the `<`).
  { name: 'JSX tag', pattern: /(?<![\w$.)\]>])<\/?[A-Z][\w.]*(?=[\s/>]|$)/ },
  {
    name: '`import`/`export` line',
    pattern: /^\s*(?:import\s+(?:[\w$\s{},*]+\s+from\s*)?['"]|export\s+(?:const|let|var|function|default|type|interface|\{))/,
  },
  { name: 'Markdown link', pattern: /\[[^\[\]\n]+\]\([^\s()]+\)/, markdownSyntax: true },
];

export interface Residue {
  rule: string;
  /** The line holding the leftover, trimmed and shortened. */
  text: string;
}

function excerpt(line: string): string {
  const trimmed = line.trim().replace(/\s+/g, ' ');
  return trimmed.length > 120 ? `${trimmed.slice(0, 117)}...` : trimmed;
}

function scanLine(line: string, rules: ResidueRule[]): Residue[] {
  return rules.filter((rule) => rule.pattern.test(line)).map((rule) => ({ rule: rule.name, text: excerpt(line) }));
}

/** Leftovers in text a reader sees (no code in it), line by line. */
export function findTextResidue(text: string): Residue[] {
  return text.split('\n').flatMap((line) => scanLine(line, RULES));
}

// Lines of sample syntax that must not survive inside the llms files' code blocks.
const CODE_RESIDUE = /^\s*\/\/\s*(?:---cut(?:-before|-after)?---|@filename:|@errors:|\^\?)/;
// Front matter left in the text.
const FRONT_MATTER_FENCE = /^---$/;

/**
 * `line N: text` for every leftover line of a Markdown text (the llms files):
 * sample directives inside code blocks, MDX syntax in the prose around them.
 * Inline code is prose's own code and is left out.
 */
export function findMarkdownResidue(markdown: string): string[] {
  const proseRules = RULES.filter((rule) => !rule.markdownSyntax);
  const found: string[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      return;
    }
    const leftover =
      fence === null
        ? FRONT_MATTER_FENCE.test(line) || scanLine(line.replace(/`[^`\n]*`/g, '``'), proseRules).length > 0
        : CODE_RESIDUE.test(line);
    if (leftover) found.push(`line ${index + 1}: ${line}`);
  });
  return found;
}
