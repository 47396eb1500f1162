import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listOf } from './descriptions.mjs';

/**
 * The API reference's own page, /docs/typedoc: what each package is for, its
 * most used exports and a link to all of them. Written after TypeDoc, from its
 * output, so it follows the packages: an export is listed only if TypeDoc
 * wrote a page for it, and "most used" counts the hand-written 10.x pages
 * whose samples import it from the package.
 */

/**
 * TypeDoc's folder of each kind of export (./typesFolderRouter.mjs), in the
 * order of its package index pages.
 */
const KIND_OF_FOLDER: Record<string, { one: string; many: string }> = {
  namespaces: { one: 'namespace', many: 'namespaces' },
  enumerations: { one: 'enum', many: 'enums' },
  classes: { one: 'class', many: 'classes' },
  interfaces: { one: 'interface', many: 'interfaces' },
  types: { one: 'type', many: 'types' },
  variables: { one: 'variable', many: 'variables' },
  functions: { one: 'function', many: 'functions' },
};

/** How many of the most imported exports each package lists. */
const MOST_USED = 6;

export interface ApiExport {
  name: string;
  /** TypeDoc's folder for its kind: `functions`, `classes`, … */
  folder: string;
  /** Its doc comment has `@deprecated`: never listed as most used. */
  deprecated: boolean;
}

export interface PackageOverview {
  /** `client` for @trpc/client. */
  pkg: string;
  /** What the package is for, one or two sentences. */
  role: string;
  exports: ApiExport[];
  /** Export name → number of guide pages importing it from the package. */
  imports: Map<string, number>;
}

/** The exports TypeDoc wrote a page for, from a package's output folder. */
export function generatedExports(packageDir: string): ApiExport[] {
  return readdirSync(packageDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(path.join(packageDir, folder.name))
        .filter((file) => file.endsWith('.md'))
        .map((file) => ({
          name: file.slice(0, -'.md'.length),
          folder: folder.name,
          deprecated: /^## Deprecated$/m.test(readFileSync(path.join(packageDir, folder.name, file), 'utf8')),
        })),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Export name → number of sources with an `import { … } from '@trpc/<pkg>'` naming it. */
export function countImports(sources: string[], pkg: string): Map<string, number> {
  const statement = new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]@trpc/${pkg}['"]`, 'g');
  const counts = new Map<string, number>();
  for (const source of sources) {
    const names = new Set(
      [...source.matchAll(statement)].flatMap(([, list]) =>
        list
          .split(',')
          .map((specifier) => specifier.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0])
          .filter(Boolean),
      ),
    );
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

/** Kinds in the order of KIND_OF_FOLDER, unknown ones last. */
function kindOrder(folder: string): number {
  const index = Object.keys(KIND_OF_FOLDER).indexOf(folder);
  return index < 0 ? Number.MAX_SAFE_INTEGER : index;
}

function plural(count: number, folder: string): string {
  const kind = KIND_OF_FOLDER[folder] ?? { one: folder, many: folder };
  return `${count} ${count === 1 ? kind.one : kind.many}`;
}

function packageSection({ pkg, role, exports, imports }: PackageOverview): string {
  const link = (item: ApiExport) => `[\`${item.name}\`](${pkg}/${item.folder}/${item.name}.md)`;
  const mostUsed = exports
    .filter((item) => imports.has(item.name) && !item.deprecated)
    .sort((a, b) => imports.get(b.name)! - imports.get(a.name)! || a.name.localeCompare(b.name))
    .slice(0, MOST_USED);
  const folders = [...new Set(exports.map((item) => item.folder))].sort(
    (a, b) => kindOrder(a) - kindOrder(b) || a.localeCompare(b),
  );
  const kinds = folders.map((folder) => plural(exports.filter((item) => item.folder === folder).length, folder)).join(', ');
  const lines = [`## @trpc/${pkg}`, '', role, ''];
  if (mostUsed.length) {
    lines.push(
      'Most used, by the number of guide pages whose samples import it:',
      '',
      '| Export | Kind | Pages |',
      '| --- | --- | ---: |',
      ...mostUsed.map((item) => `| ${link(item)} | ${KIND_OF_FOLDER[item.folder]?.one ?? item.folder} | ${imports.get(item.name)} |`),
      '',
    );
  }
  lines.push(`[All exports of @trpc/${pkg}](${pkg}/index.md): ${exports.length} (${kinds}).`);
  return lines.join('\n');
}

export function renderOverview(packages: PackageOverview[], trpcVersion: string): string {
  return [
    '---',
    'title: API reference',
    // The route of the reference's folder, as the README and routes.txt name it (not `/docs/typedoc/`).
    'slug: /typedoc',
    `description: The exports of ${listOf(packages.map(({ pkg }) => `@trpc/${pkg}`))} ${trpcVersion}, generated from their TypeScript sources, with the most used ones first.`,
    '---',
    '',
    `Every export of the tRPC ${trpcVersion} packages has a page here, generated by TypeDoc from the packages' TypeScript sources: its signature, type parameters, members and doc comment, and a link to its source at the \`v${trpcVersion}\` tag on GitHub. The guides explain how the pieces work together; come here for an exact signature.`,
    '',
    ...packages.map(packageSection).flatMap((section) => [section, '']),
  ].join('\n');
}

/** The hand-written pages of the current docs (not the generated reference). */
function guideSources(docsDir: string, generatedDir: string): string[] {
  return readdirSync(docsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(generatedDir + path.sep))
    .map((file) => readFileSync(file, 'utf8'));
}

/**
 * Writes `index.md` into `generatedDir` (docs/typedoc), beside the packages'
 * folders TypeDoc wrote, and returns its path.
 */
export async function writeOverview(input: {
  docsDir: string;
  generatedDir: string;
  packages: { pkg: string; role: string }[];
  trpcVersion: string;
}): Promise<string> {
  const sources = guideSources(input.docsDir, input.generatedDir);
  const overview = renderOverview(
    input.packages.map(({ pkg, role }) => ({
      pkg,
      role,
      exports: generatedExports(path.join(input.generatedDir, pkg)),
      imports: countImports(sources, pkg),
    })),
    input.trpcVersion,
  );
  const file = path.join(input.generatedDir, 'index.md');
  await writeFile(file, overview);
  return file;
}
