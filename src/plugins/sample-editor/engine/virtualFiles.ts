/**
 * Where files are in the editor's virtual file system: the same layout as
 * the build's programs (typed-samples check/programs.ts), under a root of its
 * own, so that module resolution takes the same steps and module paths print
 * the same (typed-samples check/modulePaths.ts rewrites paths under the root).
 * TypeScript's lib files sit at `/`, where @typescript/vfs looks for them.
 */
import type { TrpcVersion } from '../../typed-samples/versions/trpcVersions';

export const VIRTUAL_ROOT = '/virtual-site';

/** The virtual path of a file of the `index`-th sample opened, as the build names a sample's files. */
export function samplePath(version: TrpcVersion, index: number, name: string): string {
  return `${VIRTUAL_ROOT}/.typed-samples/v${version}/${index}/${name}`;
}

/** The virtual path of a file of the build machine: TypeScript's lib files at `/`, the rest under VIRTUAL_ROOT. */
export function virtualPath(file: string, projectRoot: string, tsLibDir: string): string {
  if (file.startsWith(`${tsLibDir}/`)) return `/${file.slice(tsLibDir.length + 1)}`;
  if (file.startsWith(`${projectRoot}/`)) return `${VIRTUAL_ROOT}/${file.slice(projectRoot.length + 1)}`;
  // A package linked into the project's node_modules (a test's copy of the
  // site, a linked workspace) is read at its real path: serve it where the link is.
  const modules = file.indexOf('/node_modules/');
  if (modules >= 0) return `${VIRTUAL_ROOT}${file.slice(modules)}`;
  throw new Error(`sample-editor: ${file} is outside the project; the editor cannot serve it`);
}
