/**
 * Types stage, second half: the declaration files of every release as
 * packs, static files of the site named by their content's hash. A release
 * loads two: `base` (what every program reads, whatever it imports: lib
 * files, `@types/node`, the JSX runtime's types; the same for all releases)
 * and its own (the rest its samples' programs read). Kept in
 * node_modules/.cache/sample-editor under a key of the toolchain and the
 * modules the samples import, so a build computes them only when one of
 * those changes.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript-6';
import { toolchainKey } from '../../typed-samples/site/toolchainKey';
import { TRPC_VERSION_NAMES, type TrpcVersion } from '../../typed-samples/versions/trpcVersions';
import type { EditorSample, TypePack, TypePackIndex } from '../protocol';
import { compiledText } from '../samples/editorSample';
import { releaseFiles } from './releaseFiles';

/** The site's files of the packs: name (relative to the base URL) → JSON text. */
export interface TypePacks {
  index: TypePackIndex;
  files: Record<string, string>;
}

/** The packs' folder, under the editor's (../protocol.ts EDITOR_ASSETS). */
const PACKS_DIR = 'types';

function packFile(label: string, pack: TypePack): [string, string] {
  const json = JSON.stringify(pack);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  return [`${PACKS_DIR}/${label}.${hash}.json`, json];
}

/** The modules the samples import: with the toolchain, all that decides which files their programs read. */
function importedModules(samples: EditorSample[]): string[] {
  const modules = new Set<string>();
  for (const sample of samples)
    for (const file of sample.files) {
      const { importedFiles, referencedFiles, typeReferenceDirectives } = ts.preProcessFile(compiledText(file), true, true);
      for (const { fileName } of [...importedFiles, ...referencedFiles, ...typeReferenceDirectives])
        if (!fileName.startsWith('.')) modules.add(`${sample.version}:${fileName}`);
    }
  return [...modules].sort();
}

/** This plugin's files that shape the packs (typed-samples' own are in its toolchain key). */
const PACK_SOURCES = ['types/releaseFiles.ts', 'types/typePacks.ts', 'engine/virtualFiles.ts', 'samples/editorSample.ts'];

function cacheKey(samples: EditorSample[], projectRoot: string): string {
  const hash = createHash('sha256').update(toolchainKey(projectRoot));
  for (const file of PACK_SOURCES) hash.update(file).update(fs.readFileSync(path.join(__dirname, '..', file)));
  return hash.update(importedModules(samples).join('\n')).digest('hex').slice(0, 20);
}

export function computeTypePacks(samples: EditorSample[], projectRoot: string): TypePacks {
  const base = releaseFiles('10', [], projectRoot);
  const [baseName, baseJson] = packFile('base', base);
  const files: Record<string, string> = { [baseName]: baseJson };
  const index = {} as TypePackIndex;
  for (const version of TRPC_VERSION_NAMES) {
    const own: TypePack = {};
    const all = releaseFiles(version, samples.filter((sample) => sample.version === version), projectRoot);
    for (const [file, text] of Object.entries(all)) if (!(file in base)) own[file] = text;
    const [name, json] = packFile(`v${version}`, own);
    files[name] = json;
    index[version] = [baseName, name];
  }
  return { index, files };
}

/** The packs for `samples`, from the cache when its key matches. */
export function typePacks(samples: EditorSample[], projectRoot: string): TypePacks {
  const cacheDir = path.join(projectRoot, 'node_modules', '.cache', 'sample-editor');
  const cacheFile = path.join(cacheDir, `types-${cacheKey(samples, projectRoot)}.json`);
  try {
    return JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as TypePacks;
  } catch {
    // Not computed yet for this toolchain and these imports.
  }
  const packs = computeTypePacks(samples, projectRoot);
  fs.rmSync(cacheDir, { recursive: true, force: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(`${cacheFile}.${process.pid}.tmp`, JSON.stringify(packs));
  fs.renameSync(`${cacheFile}.${process.pid}.tmp`, cacheFile);
  return packs;
}
