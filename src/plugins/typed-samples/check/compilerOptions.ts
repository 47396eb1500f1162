/**
 * The compiler options samples are checked with, per tRPC release. Shared by
 * the build's programs (programs.ts) and the in-page editor's checker
 * (src/plugins/sample-editor/engine), which runs in a browser: nothing here
 * may need Node.
 */
import ts from 'typescript-6';
import { trpcScope, type TrpcVersion } from '../versions/trpcVersions';

/** The compiler options of samples of `version`, as tsconfig.json would write them (`projectRoot` POSIX, without a trailing slash). */
export function compilerOptionsJson(version: TrpcVersion, projectRoot: string): Record<string, unknown> {
  const nodeModules = `${projectRoot}/node_modules`;
  // Older releases are installed under npm aliases; `paths` also applies to
  // imports the aliased packages' own .d.ts files make of each other, so they
  // see the same release. A package the alias does not install stays
  // unresolved rather than falling back to the current release.
  const scope = trpcScope(version);
  const paths = scope === '@trpc' ? undefined : { '@trpc/*': [`${nodeModules}/${scope}/*`] };
  return {
    strict: true,
    moduleResolution: 'bundler',
    module: 'esnext',
    target: 'es2022',
    jsx: 'react-jsx',
    lib: ['es2022', 'dom', 'dom.iterable'],
    skipLibCheck: true,
    types: ['node'],
    esModuleInterop: true,
    noEmit: true,
    // Same effect as appending `export {}` to files without import/export,
    // without touching the code: samples never share global declarations.
    moduleDetection: 'force',
    ...(paths ? { paths } : {}),
  };
}

/** The options of compilerOptionsJson, parsed. */
export function compilerOptions(version: TrpcVersion, projectRoot: string): ts.CompilerOptions {
  const { options, errors } = ts.convertCompilerOptionsFromJson(compilerOptionsJson(version, projectRoot), projectRoot);
  if (errors.length > 0) throw new Error(errors.map((error) => ts.flattenDiagnosticMessageText(error.messageText, '\n')).join('\n'));
  return options;
}
