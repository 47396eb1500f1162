/**
 * TypeScript 7 through its API (`typescript-7/unstable/sync`): one project
 * per page program (its tsconfig.json), diagnostics from the program, and
 * for the shown identifiers the symbol and type of each (batched
 * getSymbolAtPosition / getTypeAtPosition) printed with typeToString. The
 * API has no quick info: the text is put together here from the symbol's
 * kind, name and type the way quick info reads ("const x: T",
 * "(parameter) x: T", "function f(…): R"), so it shows how far such a text
 * is from an editor's hover, and how fast the API is.
 */
import { createRequire } from 'node:module';
import ts from 'typescript-6';
import { PROJECT_ROOT, readDocuments } from '../../../src/plugins/typed-samples/markdown/documents';
import type { EngineDump, Info } from './dump';
import { childProcesses, processCpuMs } from './lspClient';
import { dumpPage, layOutPage, removeLayout, type CheckedFile, type EngineDiagnostic, type PageFile } from './samplePages';

const require = createRequire(import.meta.url);

// TypeFormatFlags of the compiler's quick info: MultilineObjectLiterals | UseAliasDefinedOutsideCurrentScope.
const QUICK_INFO_FORMAT = 1024 | 16384;

type Api = typeof import('typescript-7/unstable/sync');

/** The quick-info-like text of the identifier at `offset` of `file`. */
function text(
  api: Api,
  checker: InstanceType<Api['Project']>['checker'],
  file: PageFile,
  offset: number,
  symbol: import('typescript-7/unstable/sync').Symbol,
  type: import('typescript-7/unstable/sync').Type | undefined,
): string {
  const { SymbolFlags } = api;
  const node = findIdentifier(file.sourceFile, offset);
  const printed = type ? checker.typeToString(type, undefined, QUICK_INFO_FORMAT) : 'any';
  const flags = symbol.flags;
  const name = symbol.name;
  const parent = node?.parent;
  if (flags & SymbolFlags.Alias) return `(alias) ${name}: ${printed}`;
  if (parent && ts.isParameter(parent)) return `(parameter) ${name}: ${printed}`;
  if (flags & SymbolFlags.Function) return `function ${name}${printed.replace(/ => ([^=]*)$/, ': $1')}`;
  if (flags & SymbolFlags.Method) return `(method) ${name}${printed.replace(/ => ([^=]*)$/, ': $1')}`;
  if (flags & SymbolFlags.Property) return `(property) ${name}: ${printed}`;
  if (flags & SymbolFlags.Interface) return `interface ${name}`;
  if (flags & SymbolFlags.TypeAlias) return `type ${name} = ${printed}`;
  if (flags & SymbolFlags.Class) return `class ${name}`;
  if (flags & SymbolFlags.Module) return `module ${name}`;
  if (flags & SymbolFlags.Variable) {
    let declaration: ts.Node | undefined = parent;
    while (declaration && !ts.isVariableDeclarationList(declaration)) declaration = declaration.parent;
    const keyword = declaration && ts.isVariableDeclarationList(declaration) ? (declaration.flags & ts.NodeFlags.Const ? 'const' : declaration.flags & ts.NodeFlags.Let ? 'let' : 'var') : 'var';
    return `${keyword} ${name}: ${printed}`;
  }
  return `${name}: ${printed}`;
}

function findIdentifier(sourceFile: ts.SourceFile, offset: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (node.getStart(sourceFile) === offset && (ts.isIdentifier(node) || ts.isPrivateIdentifier(node))) found = node;
    else if (node.pos <= offset && offset < node.end) ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

interface ApiDiagnostic {
  pos: number;
  end: number;
  code: number;
  text: string;
  messageChain?: readonly ApiDiagnostic[];
}

/** A diagnostic's text with its chain, one message a line, indented by depth, as flattenDiagnosticMessageText lays it out. */
function messageText(diagnostic: ApiDiagnostic, depth = 0): string {
  return [`${'  '.repeat(depth)}${diagnostic.text}`, ...(diagnostic.messageChain ?? []).map((next) => messageText(next, depth + 1))].join('\n');
}

export async function runApi(paths: string[]): Promise<EngineDump> {
  const api = require('typescript-7/unstable/sync') as Api;
  const version = (require('typescript-7/package.json') as { version: string }).version;
  const before = new Set(childProcesses());
  const client = new api.API({ cwd: PROJECT_ROOT });
  // The API starts on first use: its process is the child that was not there before.
  client.updateSnapshot();
  const server = childProcesses().find((pid) => !before.has(pid))!;
  const serverCpu = processCpuMs(server);
  const documents = readDocuments(PROJECT_ROOT, paths.length > 0 ? paths : undefined, []);
  const stages = { layout: 0, program: 0, diagnostics: 0, quickInfo: 0, 'program (server CPU)': 0, 'diagnostics (server CPU)': 0, 'quick info (server CPU)': 0 };
  const pages: EngineDump['pages'] = {};
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  let previous: string | undefined;
  documents.forEach((document, number) => {
    let at = performance.now();
    const { samples, programs } = layOutPage(document, number, PROJECT_ROOT);
    stages.layout += performance.now() - at;
    const checked: CheckedFile[] = [];
    for (const program of programs) {
      at = performance.now();
      let cpuAt = processCpuMs(server);
      const config = `${program.dir}/tsconfig.json`;
      // The previous project closes as this one opens: the files they share
      // (lib, @types/node, tRPC's declarations) stay parsed.
      const snapshot = client.updateSnapshot({ openProjects: [config], closeProjects: previous ? [previous] : [] });
      previous = config;
      const project = snapshot.getProject(config)!;
      stages.program += performance.now() - at;
      stages['program (server CPU)'] += processCpuMs(server) - cpuAt;
      for (const file of program.files) {
        at = performance.now();
        cpuAt = processCpuMs(server);
        const diagnostics = [...project.program.getSyntacticDiagnostics(file.absolute), ...project.program.getSemanticDiagnostics(file.absolute)].map(
          (diagnostic): EngineDiagnostic => ({
            start: diagnostic.pos,
            length: diagnostic.end - diagnostic.pos,
            code: diagnostic.code,
            message: messageText(diagnostic),
          }),
        );
        stages.diagnostics += performance.now() - at;
        stages['diagnostics (server CPU)'] += processCpuMs(server) - cpuAt;
        at = performance.now();
        cpuAt = processCpuMs(server);
        const offsets = file.identifiers.map((id) => id.offset);
        const symbols = offsets.length > 0 ? project.checker.getSymbolAtPosition(file.absolute, offsets) : [];
        const types = offsets.length > 0 ? project.checker.getTypeAtPosition(file.absolute, offsets) : [];
        const infos = new Map<number, Info>();
        offsets.forEach((offset, index) => {
          const symbol = symbols[index];
          if (symbol) infos.set(offset, { text: text(api, project.checker, file, offset, symbol, types[index]) });
        });
        stages.quickInfo += performance.now() - at;
        stages['quick info (server CPU)'] += processCpuMs(server) - cpuAt;
        checked.push({ file, infos, diagnostics });
      }
      snapshot.dispose();
    }
    pages[document.path] = dumpPage(samples, checked);
  });
  const cpu = process.cpuUsage(startedCpu);
  const cpuOfServer = processCpuMs(server) - serverCpu;
  client.close();
  removeLayout(PROJECT_ROOT);
  // CPU of the server and of this process (the client's side of each request).
  const clientCpu = (cpu.user + cpu.system) / 1000;
  return {
    engine: 'ts7-api',
    typescript: version,
    timing: { wall: performance.now() - started, cpu: cpuOfServer + clientCpu, stages: { ...stages, serverCpu: cpuOfServer, clientCpu } },
    pages,
  };
}
