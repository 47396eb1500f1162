import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { readDocuments } from '../typed-samples/markdown/documents';
import { findSamples } from '../typed-samples/markdown/findSamples';
import type { Sample } from '../typed-samples/protocol';
import { sampleBlockId, sampleKey } from '../typed-samples/site/renderedSamples';
import { EDITOR_ASSETS, sampleFile } from './protocol';
import { editorSample } from './samples/editorSample';
import { typePacks } from './types/typePacks';

export interface SampleEditorContent {
  /** File (relative to the base URL) → text: every sample as the editor loads it, and the type packs. */
  files: Record<string, string>;
  /** The type packs of each release, for the editor's chunk (../protocol.ts TypePackIndex). */
  packIndex: string;
}

/** The bundler's view of a compilation, as far as this plugin emits files into it. */
interface Compiler {
  webpack: { sources: { RawSource: new (text: string) => unknown }; Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: number } };
  hooks: { thisCompilation: { tap(name: string, callback: (compilation: Compilation) => void): void } };
}
interface Compilation {
  hooks: { processAssets: { tap(options: { name: string; stage: number }, callback: () => void): void } };
  emitAsset(file: string, source: unknown): void;
  getAsset(file: string): unknown;
}

/**
 * The sample editor (README.md): every type-checked sample of the site and
 * the declaration files of each tRPC release, as static files of the site
 * (emitted into the client bundle's output, so `npm start` serves them too);
 * the Edit buttons' client module; and the bundler settings the editor's
 * chunk and Web Worker need. Nothing of the editor is loaded before a reader
 * asks for it.
 */
export default function sampleEditorPlugin(context: LoadContext): Plugin {
  const { siteDir } = context;
  return {
    name: 'sample-editor',
    getPathsToWatch() {
      return ['docs', 'versioned_docs/version-9.x', 'blog', 'src/pages'].map((dir) => path.join(siteDir, dir, '**/*.{md,mdx}'));
    },
    async loadContent(): Promise<SampleEditorContent> {
      const samples = readDocuments(siteDir, undefined, [])
        .flatMap((document) => findSamples(document, []))
        .filter((sample) => sample.fence.nocheckReason === undefined);
      const files: Record<string, string> = {};
      const named = new Map<string, Sample>();
      for (const sample of samples) {
        const id = sampleBlockId(sample);
        const other = named.get(id);
        if (other && sampleKey(other) !== sampleKey(sample))
          throw new Error(
            `sample-editor: the samples at ${other.docPath}:${other.fenceLine} and ${sample.docPath}:${sample.fenceLine} have the same id ${id}; make sampleBlockId (src/plugins/typed-samples/site/renderedSamples.ts) longer`,
          );
        named.set(id, sample);
        files[sampleFile(id)] = JSON.stringify(editorSample(sample));
      }
      const packs = typePacks(samples.map(editorSample), siteDir);
      for (const [name, json] of Object.entries(packs.files)) files[`${EDITOR_ASSETS}/${name}`] = json;
      const packIndex = Object.fromEntries(Object.entries(packs.index).map(([version, names]) => [version, names.map((name) => `${EDITOR_ASSETS}/${name}`)]));
      return { files, packIndex: JSON.stringify(packIndex) };
    },
    async contentLoaded({ content, actions }) {
      await actions.createData('packIndex.json', (content as SampleEditorContent).packIndex);
    },
    configureWebpack(_config, isServer, _utils, loaded) {
      const content = loaded as SampleEditorContent;
      // The editor runs in browsers only: keep it, and the compiler, out of the server bundle.
      if (isServer) return { resolve: { alias: { [path.join(__dirname, 'editor')]: false } } };
      return {
        // @typescript/vfs requires Node's fs and path by computed names, for a function the editor never calls.
        ignoreWarnings: [{ module: /@typescript[\\/]vfs/, message: /the request of a dependency is an expression/ }],
        module: {
          // TypeScript's bundle requires Node modules only when it runs in Node; left unparsed, it is bundled as it is.
          noParse: /[\\/]typescript(?:-6)?[\\/]lib[\\/]typescript\.js$/,
        },
        // The samples' TypeScript (typed-samples: 6.0, the `typescript-6` alias) for what asks for plain
        // `typescript` in the worker (codemirror-ts' completions): one compiler in the worker, the build's.
        resolve: { alias: { typescript$: require.resolve('typescript-6') } },
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.thisCompilation.tap('sample-editor', (compilation) => {
                compilation.hooks.processAssets.tap({ name: 'sample-editor', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
                  for (const [file, text] of Object.entries(content.files))
                    if (!compilation.getAsset(file)) compilation.emitAsset(file, new compiler.webpack.sources.RawSource(text));
                });
              });
            },
          },
        ],
      };
    },
    getClientModules() {
      return [path.join(__dirname, 'client', 'editButtons.ts')];
    },
  };
}
