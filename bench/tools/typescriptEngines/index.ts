/**
 * `tsx bench/tools/typescriptEngines/index.ts [--engines=a,b,…] [--reuse] [--concurrency=N] [paths…]`:
 * the site's samples type-checked and annotated by several TypeScript
 * engines, page by page in the site pass's shape (one program per page), and
 * compared identifier by identifier. Not part of the build.
 *
 * Engines: `ts5.9` (the `typescript` package), `ts6` and `ts6-stable`
 * (`typescript-6`, without and with `stableTypeOrdering`), all through the
 * site's own pipeline (check/, annotate/) in a child process each;
 * `ts7-lsp` (`typescript-7`'s language server: hover, pull diagnostics) and
 * `ts7-api` (its `unstable/sync` API: checker, typeToString).
 * Prints time per engine (wall and CPU of the process doing the work), a
 * table of identical hovers, callouts and errors per pair, and the
 * differences by category with examples; every difference goes to
 * node_modules/.cache/typescript-engines/<a>-vs-<b>.txt.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../src/plugins/typed-samples/markdown/documents';
import { categories, compare, comparisonTable, type Comparison } from './compare';
import type { EngineDump } from './dump';
import { runLsp } from './ts7Lsp';

const JS_ENGINES: Record<string, { package: string; options?: Record<string, unknown> }> = {
  'ts5.9': { package: 'typescript' },
  ts6: { package: 'typescript-6' },
  'ts6-stable': { package: 'typescript-6', options: { stableTypeOrdering: true } },
};

const PAIRS: [string, string][] = [
  ['ts5.9', 'ts7-lsp'],
  ['ts5.9', 'ts6'],
  ['ts5.9', 'ts6-stable'],
  ['ts6', 'ts7-lsp'],
  ['ts6-stable', 'ts7-lsp'],
  ['ts5.9', 'ts7-api'],
  ['ts7-lsp', 'ts7-api'],
];

const OUT = path.join(PROJECT_ROOT, 'node_modules/.cache/typescript-engines');

function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function runEngine(engine: string, paths: string[]): Promise<EngineDump> {
  const out = path.join(OUT, `${engine}.json`);
  const js = JS_ENGINES[engine];
  if (js) {
    execFileSync(
      process.execPath,
      ['--require', path.join(__dirname, 'swapTypescript.cjs'), '--import', 'tsx', path.join(__dirname, 'jsEngine.ts'), engine, out, ...paths],
      { cwd: PROJECT_ROOT, stdio: 'inherit', env: { ...process.env, TYPESCRIPT_PACKAGE: js.package, TYPESCRIPT_OPTIONS: JSON.stringify(js.options ?? {}) } },
    );
    return JSON.parse(fs.readFileSync(out, 'utf8')) as EngineDump;
  }
  let dump: EngineDump;
  if (engine === 'ts7-lsp') dump = await runLsp(paths, Number(option('concurrency') ?? 4));
  else if (engine === 'ts7-api') dump = await (await import('./ts7Api')).runApi(paths);
  else throw new Error(`unknown engine ${engine}; known: ${[...Object.keys(JS_ENGINES), 'ts7-lsp', 'ts7-api'].join(', ')}`);
  fs.writeFileSync(out, JSON.stringify(dump));
  return dump;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const engines = (option('engines') ?? 'ts5.9,ts6,ts6-stable,ts7-lsp').split(',');
  const reuse = process.argv.includes('--reuse');
  const paths = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  fs.mkdirSync(OUT, { recursive: true });
  const dumps = new Map<string, EngineDump>();
  for (const engine of engines) {
    const file = path.join(OUT, `${engine}.json`);
    const dump = reuse && fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as EngineDump) : await runEngine(engine, paths);
    dumps.set(engine, dump);
    const stages = Object.entries(dump.timing.stages)
      .map(([stage, ms]) => `${stage} ${seconds(ms)}`)
      .join(', ');
    console.log(`${engine} (TypeScript ${dump.typescript}): ${seconds(dump.timing.wall)} wall, ${seconds(dump.timing.cpu)} CPU (${stages})`);
  }
  const comparisons: Comparison[] = PAIRS.filter(([a, b]) => dumps.has(a) && dumps.has(b)).map(([a, b]) => compare(dumps.get(a)!, dumps.get(b)!));
  console.log('');
  for (const line of comparisonTable(comparisons)) console.log(line);
  for (const comparison of comparisons) {
    console.log('');
    for (const line of categories(comparison)) console.log(line);
    fs.writeFileSync(
      path.join(OUT, `${comparison.a}-vs-${comparison.b}.txt`),
      comparison.differences.map((d) => `${d.where}\n  ${d.category}\n  A: ${d.a.replace(/\n/g, '\n     ')}\n  B: ${d.b.replace(/\n/g, '\n     ')}\n`).join('\n'),
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
