/**
 * TypeScript 7 through its language server (`tsc --lsp --stdio`), as an
 * editor on TypeScript 7 uses it: each page program's files opened, pull
 * diagnostics per file, a hover per shown identifier, files closed. The
 * hover's Markdown becomes the static view's text and doc paragraph.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT, readDocuments } from '../../../src/plugins/typed-samples/markdown/documents';
import type { EngineDump, Info } from './dump';
import { LspClient } from './lspClient';
import { dumpPage, layOutPage, removeLayout, type EngineDiagnostic, type PageProgram } from './samplePages';

const require = createRequire(import.meta.url);

/** The native compiler of the `typescript-7` alias: its platform package's binary. */
export function nativeCompiler(): { executable: string; version: string } {
  const version = (require('typescript-7/package.json') as { version: string }).version;
  const platformPackage = `@typescript/typescript-${process.platform}-${process.arch}`;
  const executable = path.join(path.dirname(require.resolve(`${platformPackage}/package.json`)), 'lib', 'tsc');
  return { executable, version };
}

interface Hover {
  contents: { kind: string; value: string } | string;
}

interface LspDiagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  severity?: number;
  code?: number | string;
  message: string;
}

/** A hover's Markdown as the static view keeps it: the signature, and the doc comment's first paragraph with declaration links as their names. */
export function hoverInfo(hover: Hover | null): Info | undefined {
  if (!hover) return undefined;
  const value = typeof hover.contents === 'string' ? hover.contents : hover.contents.value;
  const match = /^```\w*\n([\s\S]*?)\n```\n?([\s\S]*)$/.exec(value);
  if (!match) return undefined;
  const text = match[1].trim();
  if (!text) return undefined;
  const doc = match[2]
    .split(/\n\s*\n/)[0]
    ?.replace(/\[([^\]]*)\]\(file:\/\/[^)]*\)/g, '$1')
    .trim();
  return doc ? { text, doc } : { text };
}

export async function runLsp(paths: string[], concurrency = 4): Promise<EngineDump> {
  const { executable, version } = nativeCompiler();
  const client = new LspClient(executable, ['--lsp', '--stdio'], PROJECT_ROOT);
  await client.request('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(PROJECT_ROOT).href,
    capabilities: { textDocument: { hover: { contentFormat: ['markdown'] }, diagnostic: {} } },
  });
  client.notify('initialized', {});
  const documents = readDocuments(PROJECT_ROOT, paths.length > 0 ? paths : undefined, []);
  const pages: EngineDump['pages'] = {};
  const stages = { layout: 0, diagnostics: 0, quickInfo: 0 };
  const started = performance.now();
  const startedCpu = client.cpuMs();

  const checkProgram = async (program: PageProgram, timed: boolean, afterLoad: () => void) => {
    const uris = program.files.map((file) => pathToFileURL(file.absolute).href);
    program.files.forEach((file, index) =>
      client.notify('textDocument/didOpen', { textDocument: { uri: uris[index], languageId: file.file.name.endsWith('x') ? 'typescriptreact' : 'typescript', version: 1, text: file.text } }),
    );
    let at = performance.now();
    const diagnostics: { items: LspDiagnostic[] }[] = [];
    for (const uri of uris) {
      diagnostics.push(await client.request<{ items: LspDiagnostic[] }>('textDocument/diagnostic', { textDocument: { uri } }));
      if (diagnostics.length === 1) afterLoad();
    }
    if (timed) stages.diagnostics += performance.now() - at;
    at = performance.now();
    // One hover at a time: requests in flight together go to different
    // checkers of the server's pool, and each checks the same types again.
    const hovers: (Hover | null)[][] = [];
    for (const [index, file] of program.files.entries()) {
      const answers: (Hover | null)[] = [];
      for (const id of file.identifiers)
        answers.push(
          await client.request<Hover | null>('textDocument/hover', {
            textDocument: { uri: uris[index] },
            position: file.sourceFile.getLineAndCharacterOfPosition(id.offset),
          }),
        );
      hovers.push(answers);
    }
    if (timed) stages.quickInfo += performance.now() - at;
    return program.files.map((file, index) => ({
      file,
      infos: new Map(file.identifiers.flatMap((id, n) => {
        const info = hoverInfo(hovers[index][n]);
        return info ? [[id.offset, info] as const] : [];
      })),
      diagnostics: diagnostics[index].items
        .filter((item) => item.severity === 1)
        .map((item): EngineDiagnostic => {
          const start = file.sourceFile.getPositionOfLineAndCharacter(item.range.start.line, item.range.start.character);
          const end = file.sourceFile.getPositionOfLineAndCharacter(item.range.end.line, item.range.end.character);
          return { start, length: end - start, code: Number(item.code), message: item.message };
        }),
    }));
  };

  // Pages a few at a time: the server checks them on its own threads.
  let next = 0;
  const close = (uris: string[]) => {
    for (const uri of uris) client.notify('textDocument/didClose', { textDocument: { uri } });
  };
  const worker = async () => {
    // A page's files are closed once the next page's project is loaded: the
    // files they share (lib, @types/node, tRPC's declarations) stay parsed.
    let open: string[] = [];
    while (next < documents.length) {
      const number = next++;
      const document = documents[number];
      let at = performance.now();
      const { samples, programs } = layOutPage(document, number, PROJECT_ROOT);
      stages.layout += performance.now() - at;
      const checked: Awaited<ReturnType<typeof checkProgram>> = [];
      for (const program of programs) {
        const previous = open;
        open = program.files.map((file) => pathToFileURL(file.absolute).href);
        checked.push(...(await checkProgram(program, concurrency === 1, () => close(previous))));
      }
      pages[document.path] = dumpPage(samples, checked);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  // (the last pages' files stay open until the server stops)
  const server = Object.fromEntries([...client.serverTime].map(([method, ms]) => [`server ${method}`, ms]));
  const timing = { wall: performance.now() - started, cpu: client.cpuMs() - startedCpu, stages: { ...stages, ...server } };
  client.close();
  removeLayout(PROJECT_ROOT);
  return { engine: 'ts7-lsp', typescript: version, timing, pages };
}
