/**
 * Types stage, first half: the files the compiler reads for a tRPC release's
 * samples, found by compiling them all in one program with the build's
 * options (typed-samples check/compilerOptions.ts) on the real file system
 * and writing down every file it finds: declaration files, lib files and the
 * package.json files module resolution reads. A virtual file system holding
 * exactly these resolves the samples' imports as the build does.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript-6';
import { compilerOptions } from '../../typed-samples/check/compilerOptions';
import type { TrpcVersion } from '../../typed-samples/versions/trpcVersions';
import type { EditorSample, TypePack } from '../protocol';
import { compiledText } from '../samples/editorSample';
import { virtualPath } from '../engine/virtualFiles';

/** The folder of TypeScript's lib files, POSIX. */
export const TS_LIB_DIR = path.dirname(ts.getDefaultLibFilePath({})).split(path.sep).join('/');

/**
 * Every file the compiler finds compiling `samples` (of `version`), by
 * virtual path (../engine/virtualFiles.ts). With no samples, what every
 * program reads: lib files, `@types/node` and the JSX runtime's types.
 */
export function releaseFiles(version: TrpcVersion, samples: EditorSample[], projectRoot: string): TypePack {
  const options = compilerOptions(version, projectRoot);
  const sampleRoot = `${projectRoot}/.typed-samples/v${version}`;
  const virtual = new Map<string, string>();
  samples.forEach((sample, index) => {
    for (const file of sample.files) virtual.set(`${sampleRoot}/${index}/${file.name}`, compiledText(file));
  });
  if (samples.length === 0) virtual.set(`${sampleRoot}/empty.ts`, 'export {};');
  const virtualDirs = new Set<string>();
  for (const file of virtual.keys())
    for (let dir = path.posix.dirname(file); dir.startsWith(sampleRoot); dir = path.posix.dirname(dir)) virtualDirs.add(dir);

  const found = new Set<string>();
  const host = ts.createCompilerHost(options, true);
  const { fileExists, readFile, directoryExists, getSourceFile } = host;
  host.fileExists = (file) => {
    if (virtual.has(file)) return true;
    const exists = fileExists.call(host, file);
    if (exists) found.add(file);
    return exists;
  };
  host.readFile = (file) => {
    const text = virtual.get(file) ?? readFile.call(host, file);
    if (text !== undefined && !virtual.has(file)) found.add(file);
    return text;
  };
  host.directoryExists = (dir) => virtualDirs.has(dir) || directoryExists!.call(host, dir);
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
    const text = virtual.get(file);
    if (text !== undefined) return ts.createSourceFile(file, text, languageVersion);
    return getSourceFile.call(host, file, languageVersion, onError, shouldCreate);
  };
  const program = ts.createProgram({ rootNames: [...virtual.keys()], options, host });
  for (const sourceFile of program.getSourceFiles()) if (!virtual.has(sourceFile.fileName)) found.add(sourceFile.fileName);

  const files: TypePack = {};
  for (const file of [...found].sort()) files[virtualPath(file, projectRoot, TS_LIB_DIR)] = fs.readFileSync(file, 'utf8');
  return files;
}
