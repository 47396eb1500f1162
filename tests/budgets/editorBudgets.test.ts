import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { EDITOR_BUDGETS_KIB } from '../../bench/budgets';
import { SiteBuild } from '../../bench/lib/pageAssets';

/**
 * Post-build check (needs `npm run build`): what a reader's first Edit
 * downloads (src/plugins/sample-editor), by part, gzip level 9, within
 * EDITOR_BUDGETS_KIB (bench/budgets.ts). The parts are found in the build:
 * the editor's chunk group (named `sample-editor` in the client manifest),
 * the worker's entry and the chunks its runtime loads, the type packs of each
 * release (`packIndex.json`) and the samples' files.
 */
const root = path.join(__dirname, '..', '..');
const build = path.join(root, 'build');
const site = new SiteBuild(build, path.join(root, '.docusaurus'));
const KIB = 1024;
const gzip = (file: string) => gzipSync(readFileSync(path.join(build, file)), { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const total = (files: string[]) => files.reduce((sum, file) => sum + gzip(file), 0);

interface ClientManifest {
  origins: Record<string, string[]>;
  assets: Record<string, { js?: { file: string }[]; css?: { file: string }[] }>;
}

function manifest(): ClientManifest {
  return JSON.parse(readFileSync(path.join(root, '.docusaurus', 'client-manifest.json'), 'utf8')) as ClientManifest;
}

/** A page with samples: what its first visit loaded is not downloaded again on Edit (the Prism grammars come with its code blocks). */
const SAMPLE_PAGE = '/docs/quickstart';

/** The files of the editor's chunk group that the page has not loaded already. */
function editorFiles(kind: 'js' | 'css'): string[] {
  const { origins, assets } = manifest();
  const group = origins['sample-editor'] ?? ['sample-editor'];
  const loaded = new Set(site.pageAssets(SAMPLE_PAGE)[kind].files);
  return group.flatMap((chunk) => (assets[chunk]?.[kind] ?? []).map((entry) => entry.file)).filter((file) => !loaded.has(file));
}

/** The worker's entry and the chunks its runtime imports. */
function workerFiles(): string[] {
  const js = path.join(build, 'assets', 'js');
  const entry = readdirSync(js).find((file) => file.startsWith('sample-editor-worker.'));
  assert.ok(entry, 'no assets/js/sample-editor-worker.*.js in build/: is the worker still named sample-editor-worker (editor/workerClient.ts)?');
  const source = readFileSync(path.join(js, entry), 'utf8');
  // The runtime's chunk file names: `id + "." + {id: "hash"}[id] + ".js"`, or `id + ".hash.js"` when there is one chunk.
  const hashes = /\{((?:"?\d+"?:"[0-9a-f]+",?)+)\}\[\w+\]\+"\.js"/.exec(source)?.[1];
  const single = /\+\w+\+"\.([0-9a-f]+)\.js"/.exec(source)?.[1];
  const chunks = hashes
    ? [...hashes.matchAll(/"?(\d+)"?:"([0-9a-f]+)"/g)].map(([, id, hash]) => `assets/js/${id}.${hash}.js`)
    : readdirSync(js)
        .filter((file) => single && file.endsWith(`.${single}.js`))
        .map((file) => `assets/js/${file}`);
  return [`assets/js/${entry}`, ...chunks.filter((file) => existsSync(path.join(build, file)))];
}

function packIndex(): Record<string, string[]> {
  return JSON.parse(readFileSync(path.join(root, '.docusaurus', 'sample-editor', 'default', 'packIndex.json'), 'utf8')) as Record<string, string[]>;
}

describe('bytes of the sample editor, loaded on Edit (gzip)', () => {
  it(`editor (CodeMirror and the page side): at most ${EDITOR_BUDGETS_KIB.editorJs} KiB of JS and ${EDITOR_BUDGETS_KIB.editorCss} KiB of CSS`, () => {
    const js = editorFiles('js');
    assert.ok(js.length > 0, 'no sample-editor chunk in the client manifest');
    assert.ok(total(js) <= EDITOR_BUDGETS_KIB.editorJs * KIB, `editor JS is ${kib(total(js))}: ${js.join(', ')}`);
    assert.ok(total(editorFiles('css')) <= EDITOR_BUDGETS_KIB.editorCss * KIB, `editor CSS is ${kib(total(editorFiles('css')))}`);
  });

  it(`worker (TypeScript and the checker): at most ${EDITOR_BUDGETS_KIB.worker} KiB`, () => {
    const files = workerFiles();
    assert.ok(files.length > 1, `the worker's chunks were not found (${files.join(', ')})`);
    assert.ok(total(files) <= EDITOR_BUDGETS_KIB.worker * KIB, `the worker is ${kib(total(files))}: ${files.join(', ')}`);
  });

  it(`declarations: the base pack at most ${EDITOR_BUDGETS_KIB.basePack} KiB, each release's at most ${EDITOR_BUDGETS_KIB.releasePack} KiB`, () => {
    for (const [version, [base, release]] of Object.entries(packIndex())) {
      assert.ok(gzip(base) <= EDITOR_BUDGETS_KIB.basePack * KIB, `${base} is ${kib(gzip(base))}`);
      assert.ok(gzip(release) <= EDITOR_BUDGETS_KIB.releasePack * KIB, `tRPC ${version}: ${release} is ${kib(gzip(release))}`);
    }
  });

  it(`a sample's file: at most ${EDITOR_BUDGETS_KIB.sample} KiB`, () => {
    const dir = path.join('assets', 'sample-editor', 'samples');
    const sizes = readdirSync(path.join(build, dir)).map((file) => ({ file, size: gzip(path.join(dir, file)) }));
    const largest = sizes.sort((a, b) => b.size - a.size)[0];
    assert.ok(largest.size <= EDITOR_BUDGETS_KIB.sample * KIB, `${largest.file} is ${kib(largest.size)}`);
  });
});
