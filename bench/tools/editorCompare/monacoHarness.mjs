/**
 * The Monaco candidate of bench/tools/editorCompare.ts, bundled by esbuild
 * at run time: Monaco's editor and its TypeScript worker given the same
 * sample and declaration files as the site's editor (the site's own
 * `assets/sample-editor` files, served beside this page), with the build's
 * compiler options. `window.startEditor` is the activation; it resolves when
 * the worker has the sample's first diagnostics.
 */
import * as monaco from 'monaco-editor/editor/editor.api.js';
import 'monaco-editor/languages/definitions/typescript/register.js';
import { getTypeScriptWorker, typescriptDefaults } from 'monaco-editor/languages/features/typescript/register.js';

self.MonacoEnvironment = {
  getWorkerUrl: (_id, label) => (label === 'typescript' ? './ts.worker.js' : './editor.worker.js'),
};

window.startEditor = async (sampleUrl, packUrls) => {
  const started = performance.now();
  const sample = await (await fetch(sampleUrl)).json();
  const packs = await Promise.all(packUrls.map(async (url) => (await fetch(url)).json()));
  typescriptDefaults.setCompilerOptions({
    strict: true,
    module: 99,
    // Bundler (100): Monaco's enum lists only Classic and NodeJs, the worker's compiler knows it.
    moduleResolution: 100,
    target: 9,
    jsx: 4,
    lib: ['es2022', 'dom', 'dom.iterable'],
    types: ['node'],
    skipLibCheck: true,
    esModuleInterop: true,
    noEmit: true,
    moduleDetection: 3,
  });
  // Monaco's worker has its own lib files; the packs give the rest.
  typescriptDefaults.setExtraLibs(
    packs.flatMap((pack) => Object.entries(pack).filter(([path]) => !/^\/lib\./.test(path)).map(([path, content]) => ({ filePath: `file://${path}`, content }))),
  );
  const models = sample.files.map((file) =>
    monaco.editor.createModel(file.before + file.shown + file.after, 'typescript', monaco.Uri.parse(`file:///virtual-site/.typed-samples/v${sample.version}/0/${file.name}`)),
  );
  const shown = models[sample.files.findIndex((file) => file.shown)] ?? models[0];
  monaco.editor.create(document.getElementById('editor'), { model: shown, automaticLayout: true, minimap: { enabled: false } });
  const worker = await (await getTypeScriptWorker())(shown.uri);
  const diagnostics = await worker.getSemanticDiagnostics(shown.uri.toString());
  return { firstErrorsMs: performance.now() - started, diagnostics: diagnostics.map((diagnostic) => (typeof diagnostic.messageText === 'string' ? diagnostic.messageText : diagnostic.messageText.messageText)) };
};
