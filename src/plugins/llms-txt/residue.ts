/**
 * What must never reach the llms files: leftovers of MDX and of the sample
 * syntax. Code samples legitimately start with `import` lines and prose may
 * mention `// ---cut---` in inline code, so each rule looks only where the
 * leftover would be: directive lines inside code blocks, MDX syntax outside.
 */
const CODE_RESIDUE = /^\s*\/\/\s*(?:---cut(?:-before|-after)?---|@filename:|@errors:|\^\?)/;
const PROSE_RESIDUE = /^(?:import|export) |<\/?(?:Tabs|TabItem)\b|^:::|^---$/;

/** `line N: text` for every leftover line of a Markdown text. */
export function findResidue(markdown: string): string[] {
  const found: string[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      return;
    }
    const rule = fence === null ? PROSE_RESIDUE : CODE_RESIDUE;
    if (rule.test(line)) found.push(`line ${index + 1}: ${line}`);
  });
  return found;
}
