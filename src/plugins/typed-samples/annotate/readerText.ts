/**
 * What readers read of the compiler, in the static view (annotate.ts, at
 * build time) and in the in-page editor (src/plugins/sample-editor/engine, in
 * a Web Worker): quick info (the signature line and the first paragraph of
 * the doc comment) and error messages, with module paths made readable.
 * Nothing here may need Node.
 */
import ts from 'typescript-6';
import type { QuickInfo } from '../protocol';

/** An error's message as an error note shows it; `readable` rewrites the file names the compiler prints. */
export function errorMessage(diagnostic: ts.Diagnostic, readable: (text: string) => string): string {
  return readable(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/** The quick info at `position` of `fileName`; `readable` rewrites the file names the compiler prints (../check/modulePaths.ts). */
export function quickInfo(
  service: ts.LanguageService,
  fileName: string,
  position: number,
  readable: (text: string) => string,
): QuickInfo | undefined {
  const info = service.getQuickInfoAtPosition(fileName, position);
  const text = info ? readable(ts.displayPartsToString(info.displayParts).trim()) : '';
  if (!info || !text) return undefined;
  const doc = readable(documentationText(info.documentation ?? []).trim()).split(/\n\s*\n/)[0]?.trim();
  return doc ? { text, doc } : { text };
}

/**
 * A doc comment as an editor shows it: `{@link name}` and `{@linkcode name}`
 * as the name, `{@link name | label}` as the label, `{@link https://… words}`
 * as the words (the compiler's own text keeps the tags).
 */
function documentationText(parts: readonly ts.SymbolDisplayPart[]): string {
  let text = '';
  let link: { name?: string; label?: string } | undefined;
  for (const part of parts) {
    // A link is its opening part (`{@link `), a name and/or a label, and its closing `}`.
    if (part.kind === 'link') {
      if (link) text += linkText(link);
      link = link ? undefined : {};
    } else if (link && part.kind === 'linkName') link.name = part.text;
    else if (link && part.kind === 'linkText') link.label = part.text;
    else text += part.text;
  }
  return text;
}

function linkText({ name, label }: { name?: string; label?: string }): string {
  const shown = label ?? name ?? '';
  // Without a name, the label is the address and what follows it.
  const address = name === undefined ? /^https?:\/\/\S+\s+(.+)$/s.exec(shown) : null;
  return address ? address[1] : shown;
}
