/**
 * Runs one `run` fence as Node programs: its files (hidden setup included,
 * exactly what the compiler sees) are written to a folder inside
 * node_modules/.cache, so imports resolve to the project's packages, and
 * started with tsx. Samples of an older release (9.x, a blog post's) get
 * `@trpc/*` = that release through trpcAliases.mjs; servers bind 127.0.0.1 only (loopbackOnly.mjs).
 *
 * `run` runs the fence's last file; `run="server.ts client.ts"` first starts
 * server.ts, waits until it accepts connections on PORT, runs client.ts, then
 * stops the server (SIGTERM). The last program must exit by itself; the
 * timeout only bounds a hung sample, which is killed and fails.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParsedFence } from '../protocol';
import { trpcScope, type TrpcVersion } from '../versions/trpcVersions';
import { freePort } from './freePort';

export interface RunOptions {
  version: TrpcVersion;
  /** Folder for the sample's files; created, and emptied first. */
  dir: string;
  /** Safety bound for the whole sample: its processes are killed after this. */
  timeoutMs: number;
  /** Files added to the fence's own, e.g. a generated server script. */
  extraFiles?: { name: string; text: string }[];
}

export interface RunResult {
  /** Exit code of the last program; null when killed. */
  exitCode: number | null;
  timedOut: boolean;
  /** Standard output of the last program. */
  stdout: string;
  /** Standard error of every program. */
  stderr: string;
  /** Why the sample could not be run, e.g. an unknown file or a server that did not start. */
  setupError?: string;
}

const TRPC_ALIASES = fileURLToPath(new URL('./trpcAliases.mjs', import.meta.url));
const LOOPBACK_ONLY = fileURLToPath(new URL('./loopbackOnly.mjs', import.meta.url));

/** The files a fence runs, in order: `run="a.ts b.ts"`, else its last file. */
export function programFiles(fence: ParsedFence, extraNames: string[] = []): string[] | { error: string } {
  const names = [...fence.files.map((file) => file.name), ...extraNames];
  const wanted = fence.run ? fence.run.split(/\s+/).filter(Boolean) : [names[names.length - 1]];
  const unknown = wanted.filter((name) => !names.includes(name));
  return unknown.length === 0
    ? wanted
    : { error: `run="${fence.run}" names no file ${unknown.join(', ')} of the fence (files: ${names.join(', ')})` };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface Program {
  /** Standard input, open while the program runs when started with keepStdin. */
  stdin: NodeJS.WritableStream | null;
  onStdout(listener: (chunk: string) => void): void;
  /** Ends the program and its children (SIGTERM, or SIGKILL). */
  signal(name: 'SIGTERM' | 'SIGKILL'): void;
  done: Promise<{ exitCode: number | null; stdout: string; stderr: string }>;
}

export interface PreparedFence {
  port: number;
  programs: string[];
  start(file: string, keepStdin?: boolean): Program;
}

/** Writes the fence's files to options.dir; `start` runs one of them. */
export async function prepareFence(fence: ParsedFence, options: RunOptions): Promise<PreparedFence | { error: string }> {
  const programs = programFiles(fence, options.extraFiles?.map((file) => file.name));
  if (!Array.isArray(programs)) return programs;

  fs.rmSync(options.dir, { recursive: true, force: true });
  fs.mkdirSync(options.dir, { recursive: true });
  // ESM, so samples may use top-level await.
  fs.writeFileSync(path.join(options.dir, 'package.json'), '{ "type": "module" }\n');
  const files = [
    ...fence.files.map((file) => ({ name: file.name, text: file.lines.map((line) => line.text).join('\n') })),
    ...(options.extraFiles ?? []),
  ];
  for (const file of files) {
    const target = path.join(options.dir, file.name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${file.text}\n`);
  }

  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), NO_COLOR: '1', TZ: 'UTC' };
  // tRPC's development mode (stack traces in errors) unless a sample sets it.
  delete env.NODE_ENV;
  delete env.FORCE_COLOR;
  delete env.NODE_OPTIONS;
  const scope = trpcScope(options.version);
  if (scope !== '@trpc') env.TRPC_ALIAS_SCOPE = scope;
  const preload = ['--import', 'tsx', '--import', LOOPBACK_ONLY, ...(scope !== '@trpc' ? ['--import', TRPC_ALIASES] : [])];

  const start = (file: string, keepStdin = false): Program => {
    // Its own process group, so stopping it also ends what it started.
    const child = spawn(process.execPath, [...preload, file], {
      cwd: options.dir,
      env,
      detached: true,
      stdio: [keepStdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const listeners: ((chunk: string) => void)[] = [];
    // Both are pipes (stdio above).
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      stdout += chunk;
      for (const listener of listeners) listener(chunk);
    });
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const done = new Promise<{ exitCode: number | null; stdout: string; stderr: string }>((resolve) => {
      child.on('close', (code) => resolve({ exitCode: code, stdout, stderr }));
    });
    return {
      stdin: child.stdin,
      onStdout: (listener) => listeners.push(listener),
      signal: (name) => {
        try {
          process.kill(-child.pid!, name);
        } catch {
          // Already gone.
        }
      },
      done,
    };
  };
  return { port, programs, start };
}

export async function runFence(fence: ParsedFence, options: RunOptions): Promise<RunResult> {
  const prepared = await prepareFence(fence, options);
  if ('error' in prepared) return { exitCode: null, timedOut: false, stdout: '', stderr: '', setupError: prepared.error };

  const started: Program[] = [];
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    for (const program of started) program.signal('SIGKILL');
  }, options.timeoutMs);
  const stderrOf = async () => (await Promise.all(started.map((p) => p.done))).map((r) => r.stderr).join('');

  try {
    const servers = prepared.programs.slice(0, -1);
    for (const file of servers) {
      const server = prepared.start(file);
      started.push(server);
      let exited = false;
      void server.done.then(() => (exited = true));
      // Polling the port: the server decides when it is ready, not a delay.
      while (!exited && !timedOut && !(await canConnect(prepared.port))) await new Promise((r) => setTimeout(r, 100));
      if (exited || timedOut) {
        for (const program of started) program.signal('SIGKILL');
        return {
          exitCode: null,
          timedOut,
          stdout: '',
          stderr: await stderrOf(),
          setupError: `${file} ${timedOut ? 'never accepted connections' : 'exited'} before listening on PORT`,
        };
      }
    }
    const last = prepared.start(prepared.programs[prepared.programs.length - 1]);
    started.push(last);
    const result = await last.done;
    for (const server of started.slice(0, -1)) server.signal('SIGTERM');
    const stderr = await stderrOf();
    return { exitCode: timedOut ? null : result.exitCode, timedOut, stdout: result.stdout, stderr };
  } finally {
    clearTimeout(timer);
  }
}
