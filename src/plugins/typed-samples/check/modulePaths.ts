/**
 * The compiler prints modules it has no name for by their file name:
 * `typeof import("<repository>/node_modules/fastify/fastify.d.ts")` in quick
 * info, `Module '"<repository>/…"'` in errors. Readers must see the module as
 * they would write it, and published pages must not carry the build
 * machine's paths: this rewrites every quoted absolute path under the
 * repository as a module specifier. The in-page editor prints its quick info
 * with this module too (src/plugins/sample-editor/engine): nothing here may
 * need Node.
 */
import ts from 'typescript-6';

export interface ModulePathContext {
  /** The repository root, POSIX: every printed path starting with it is rewritten. */
  projectRoot: string;
  /** The sample file the text is shown in: its own files become `./name`. */
  fromFile: string;
  /** Declaration file name → the specifier the sample imported it by. */
  written: ReadonlyMap<string, string>;
}

/** The module specifiers of a sample file's imports and re-exports, by the file each resolved to. */
function writtenSpecifiers(checker: ts.TypeChecker, sourceFile: ts.SourceFile, into: Map<string, string>): void {
  for (const statement of sourceFile.statements) {
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const declaration = checker.getSymbolAtLocation(specifier)?.declarations?.find(ts.isSourceFile);
    if (declaration && !into.has(declaration.fileName)) into.set(declaration.fileName, specifier.text);
  }
}

/** `to` relative to the folder `fromDir` (both absolute POSIX paths), as `path.posix.relative` gives it. */
function relativePath(fromDir: string, to: string): string {
  const from = fromDir.split('/').filter(Boolean);
  const target = to.split('/').filter(Boolean);
  let common = 0;
  while (common < from.length && common < target.length && from[common] === target[common]) common++;
  return [...from.slice(common).map(() => '..'), ...target.slice(common)].join('/');
}

const DECLARATION_EXTENSION = /(?:\.d)?\.(?:ts|tsx|mts|cts)$/;

/** A specifier for `file` (absolute), as the sample at `context.fromFile` would import it. */
export function moduleSpecifier(file: string, context: ModulePathContext): string {
  const written = context.written.get(file);
  if (written) return written;
  const bare = file.replace(DECLARATION_EXTENSION, '').replace(/\/index$/, '');
  const inPackages = bare.lastIndexOf('/node_modules/');
  if (inPackages >= 0) {
    // Older tRPC majors are installed under npm aliases (`@trpc-v9/server`);
    // the samples import them as `@trpc/server`.
    return bare.slice(inPackages + '/node_modules/'.length).replace(/^@trpc-v[^/]+\//, '@trpc/');
  }
  const relative = relativePath(context.fromFile.slice(0, context.fromFile.lastIndexOf('/')), bare);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `text` with every quoted absolute path under the repository replaced by its module specifier. */
export function withoutMachinePaths(text: string, context: ModulePathContext): string {
  if (!text.includes(context.projectRoot)) return text;
  const quoted = new RegExp(`(["'])(${escapeRegExp(context.projectRoot)}/[^"']*)\\1`, 'g');
  const rewritten = text.replace(quoted, (_, quote: string, file: string) => `${quote}${moduleSpecifier(file, context)}${quote}`);
  // Anything left (unquoted) loses the machine's part of the path at least.
  return rewritten.split(`${context.projectRoot}/`).join('');
}

/**
 * For each sample file of `program`, the function that rewrites the file
 * names the compiler prints as the module specifiers its sample uses.
 */
export function readablePaths(
  program: ts.Program,
  files: ReadonlyMap<string, { sample: object }>,
  projectRoot: string,
): (fromFile: string) => (text: string) => string {
  const checker = program.getTypeChecker();
  const writtenBySample = new Map<object, Map<string, string>>();
  for (const [absolute, { sample }] of files) {
    const written = writtenBySample.get(sample) ?? new Map<string, string>();
    const sourceFile = program.getSourceFile(absolute);
    if (sourceFile) writtenSpecifiers(checker, sourceFile, written);
    writtenBySample.set(sample, written);
  }
  return (fromFile) => {
    const sample = files.get(fromFile)?.sample;
    const written = (sample && writtenBySample.get(sample)) || new Map<string, string>();
    return (text) => withoutMachinePaths(text, { projectRoot, fromFile, written });
  };
}
