import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { parseFence } from '../../src/plugins/typed-samples/fence/parseFence';
import { codeBlocks, parseMarkdown, type MarkdownNode } from '../../src/plugins/typed-samples/markdown/findSamples';

/**
 * The quickstart's setup, followed as a reader would: its tsconfig.json and
 * its three files, exactly as shown, type-check with `tsc --noEmit`; with the
 * title changed to a number, tsc prints what the page says it prints. The
 * project's own node_modules stand in for the reader's `npm install`
 * (@trpc/* 10.18.0, zod, TypeScript, @types/node); running the server and the
 * client is checked by the runnable-sample runner (`npm run test:samples:run
 * docs/quickstart.mdx`).
 */
const root = join(__dirname, '..', '..');
const page = 'docs/quickstart.mdx';
const blocks = codeBlocks(parseMarkdown({ path: page, content: readFileSync(join(root, page), 'utf8') }));

function blockAfter(from: MarkdownNode, lang: string): MarkdownNode {
  const block = blocks.slice(blocks.indexOf(from) + 1).find((node) => node.lang === lang);
  assert.ok(block, `${page}: no ${lang} block after line ${from.position?.start.line}`);
  return block;
}

const tsconfig = blocks.find((node) => node.lang === 'json' && /title="tsconfig\.json"/.test(node.meta ?? ''));
const app = blocks.find((node) => /run="server\.ts client\.ts"/.test(node.meta ?? ''));
const wrongInput = blocks.find((node) => /@errors: 2322/.test(node.value ?? ''));

/** The files of the sample as the page shows them, in a folder of their own with tsconfig.json. */
function writeProject(edit: (name: string, code: string) => string): string {
  assert.ok(tsconfig && app, `${page}: the tsconfig.json block or the run="server.ts client.ts" sample is missing`);
  const dir = join(root, 'node_modules', '.cache', 'quickstart-check');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'tsconfig.json'), tsconfig.value ?? '');
  for (const file of parseFence(app.value ?? '', app.lang ?? 'ts', app.meta).files) {
    writeFileSync(join(dir, file.name), edit(file.name, `${file.displayLines.join('\n')}\n`));
  }
  return dir;
}

/** A reader's folder holds @types/node only; this project's holds many more, all of which tsc would load. */
const READERS_TYPES = ['--types', 'node'];

function typeCheck(dir: string): { status: number | null; output: string } {
  const tsc = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', ...READERS_TYPES], { cwd: dir, encoding: 'utf8' });
  return { status: tsc.status, output: `${tsc.stdout}${tsc.stderr}`.trim() };
}

it('the page asks for TypeScript, tsx and @types/node and gives the tsconfig.json it asks for', () => {
  const commands = blocks.filter((node) => node.lang === 'bash').map((node) => node.value);
  assert.ok(commands.includes('npm install --save-dev typescript tsx @types/node'), `${page}: no install step for the tools: ${commands.join(' | ')}`);
  assert.ok(commands.includes('npx tsc --noEmit'), `${page}: no type-check step`);
  assert.ok(tsconfig, `${page}: no json block titled tsconfig.json`);
  assert.match(tsconfig.value ?? '', /"strict": true/);
});

it('the three files compile with the page\'s tsconfig.json: `npx tsc --noEmit` prints nothing', () => {
  const result = typeCheck(writeProject((_name, code) => code));
  assert.equal(result.output, '');
  assert.equal(result.status, 0);
});

it('with `title: 42` in client.ts, `npx tsc --noEmit` prints the error the page shows', () => {
  assert.ok(wrongInput, `${page}: no sample with the expected error 2322`);
  const shown = blockAfter(wrongInput, 'txt').value ?? '';
  let edited = false;
  const dir = writeProject((name, code) => {
    if (name !== 'client.ts') return code;
    const changed = code.replace("addTodo.mutate({ title: 'Write the quickstart' })", 'addTodo.mutate({ title: 42 })');
    edited = changed !== code;
    return changed;
  });
  assert.ok(edited, 'client.ts no longer calls addTodo.mutate({ title: \'Write the quickstart\' }): update this test with the page');
  const result = typeCheck(dir);
  assert.notEqual(result.status, 0);
  assert.equal(result.output, shown.trim());
});
