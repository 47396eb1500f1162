import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What TypeDoc's pages of an export lack, added once all packages are
 * generated (the links cross packages), page by page:
 *  - the title may break only before its type parameters (`<wbr />` before
 *    `\<`), not inside an identifier: `TRPCClientError<TRouter|OrProcedure>`;
 *  - a page re-exported by another package (@trpc/react-query's
 *    TRPCClientError is @trpc/client's, "Defined in: client/src/…") says so
 *    and links the original;
 *  - the guides that explain the export (./guides.ts) are linked under the
 *    title.
 * Every build copies TypeDoc's pages afresh from its cache (./cache.ts), so
 * this always starts from what TypeDoc wrote.
 */

export interface PageLinksInput {
  /** docs/typedoc */
  apiDir: string;
  /** docs/ */
  docsDir: string;
  packages: readonly string[];
  guides: Record<string, Record<string, string[]>>;
}

/** The package whose source defines the page's export: `client` for "Defined in: [client/src/…". */
function definingPackage(contents: string): string | undefined {
  return /^Defined in: \[([\w-]+)\//m.exec(contents)?.[1];
}

/** A guide's file and title, or an error naming the guides table. */
function guidePage(docsDir: string, id: string): { file: string; title: string } {
  const file = ['.mdx', '.md', '/index.mdx', '/index.md'].map((ext) => path.join(docsDir, `${id}${ext}`)).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`[typedoc-api] src/plugins/typedoc-api/guides.ts names the guide "${id}", but docs/${id}.mdx does not exist: correct or remove it.`);
  const title = /^title:\s*['"]?(.+?)['"]?\s*$/m.exec(readFileSync(file, 'utf8'))?.[1];
  return { file, title: title ?? id };
}

/** The lines to add under the title of `pkg`'s page `relativePath` (`classes/TRPCClientError.md`). */
export function addedLines(input: PageLinksInput, pkg: string, relativePath: string, contents: string): string[] {
  const name = path.basename(relativePath, '.md');
  const pageFile = path.join(input.apiDir, pkg, relativePath);
  const link = (target: string) => path.relative(path.dirname(pageFile), target).split(path.sep).join('/');
  const lines: string[] = [];
  const origin = definingPackage(contents);
  const originalPage = origin && origin !== pkg && input.packages.includes(origin) ? path.join(input.apiDir, origin, relativePath) : undefined;
  if (originalPage && existsSync(originalPage)) {
    lines.push(
      `Re-exported by \`@trpc/${pkg}\` from \`@trpc/${origin}\`: this is [\`${name}\` of @trpc/${origin}](${link(originalPage)}), the same export, so either import works.`,
    );
  }
  const guideIds = input.guides[pkg]?.[name] ?? (origin ? input.guides[origin]?.[name] : undefined) ?? [];
  if (guideIds.length > 0) {
    const guides = guideIds.map((id) => guidePage(input.docsDir, id)).map(({ file, title }) => `[${title}](${link(file)})`);
    lines.push(`${guideIds.length === 1 ? 'Guide' : 'Guides'}: ${guides.join(', ')}.`);
  }
  return lines;
}

/** `# Class: TRPCClientError\<T\>` → a line break allowed before `\<` only. */
export function breakableTitle(heading: string): string {
  return heading.replace(/(?<!^# )\\</g, '<wbr />\\<');
}

export function addPageLinks(input: PageLinksInput): void {
  for (const pkg of input.packages) {
    const dir = path.join(input.apiDir, pkg);
    for (const folder of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const file of readdirSync(path.join(dir, folder.name)).filter((name) => name.endsWith('.md'))) {
        const pageFile = path.join(dir, folder.name, file);
        const contents = readFileSync(pageFile, 'utf8');
        const lines = addedLines(input, pkg, `${folder.name}/${file}`, contents);
        const updated = contents.replace(/^# .+$/m, (heading) => [breakableTitle(heading), ...lines.flatMap((line) => ['', line])].join('\n'));
        writeFileSync(pageFile, updated);
      }
    }
  }
}
