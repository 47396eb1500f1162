/**
 * Runs one `run` fence as a Node program: its files (hidden setup included,
 * exactly what the compiler sees) are written to a folder inside
 * node_modules/.cache, so imports resolve to the project's packages, and the
 * entry file is started with tsx. 9.x samples get `@trpc/*` = 9.27.4 through
 * trpcV9Aliases.mjs. A sample must exit by itself; the timeout only bounds a
 * hung one, which is killed and fails.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParsedFence, TrpcVersion } from './sample';

export interface RunOptions {
  version: TrpcVersion;
  /** Folder for the sample's files; created, and emptied first. */
  dir: string;
  /** Safety bound: the process (and its children) is killed after this. */
  timeoutMs: number;
}

export interface RunResult {
  /** Exit code; null when killed. */
  exitCode: number | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  /** Why the sample could not be started, e.g. an unknown entry file. */
  setupError?: string;
}

const V9_ALIASES = fileURLToPath(new URL('./trpcV9Aliases.mjs', import.meta.url));

/** The file a fence starts from: `run="client.ts"`, else its last file. */
export function entryFile(fence: ParsedFence, extraNames: string[] = []): string | { error: string } {
  const names = [...fence.files.map((file) => file.name), ...extraNames];
  if (!fence.run) return names[names.length - 1];
  return names.includes(fence.run)
    ? fence.run
    : { error: `run="${fence.run}" names no file of the fence (files: ${names.join(', ')})` };
}

/** A port free on 127.0.0.1 right now, handed to the sample as PORT. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface StartedFence {
  /** The sample's standard input; ending it is how a server sample is told to stop. */
  stdin: NodeJS.WritableStream | null;
  /** Called with each chunk of standard output as it arrives. */
  onStdout(listener: (chunk: string) => void): void;
  /** PORT given to the sample. */
  port: number;
  done: Promise<RunResult>;
}

/** Writes the fence's files to options.dir and starts its entry file. */
export async function startFence(
  fence: ParsedFence,
  options: RunOptions & { extraFiles?: { name: string; text: string }[]; keepStdin?: boolean },
): Promise<StartedFence> {
  const entry = entryFile(fence, options.extraFiles?.map((file) => file.name));
  if (typeof entry !== 'string') {
    const done = Promise.resolve({ exitCode: null, timedOut: false, stdout: '', stderr: '', setupError: entry.error });
    return { stdin: null, onStdout: () => {}, port: 0, done };
  }

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
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), NO_COLOR: '1' };
  // tRPC's development mode (stack traces in errors) unless a sample sets it.
  delete env.NODE_ENV;
  delete env.FORCE_COLOR;
  delete env.NODE_OPTIONS;
  const args = ['--import', 'tsx', ...(options.version === '9' ? ['--import', V9_ALIASES] : []), entry];

  // Its own process group, so a timeout also ends servers it started.
  const child = spawn(process.execPath, args, {
    cwd: options.dir,
    env,
    detached: true,
    stdio: [options.keepStdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let timedOut = false;
  const listeners: ((chunk: string) => void)[] = [];
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    stdout += chunk;
    for (const listener of listeners) listener(chunk);
  });
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => {
    timedOut = true;
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }, options.timeoutMs);
  const done = new Promise<RunResult>((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ exitCode: timedOut ? null : code, timedOut, stdout, stderr });
    });
  });
  return { stdin: child.stdin, onStdout: (listener) => listeners.push(listener), port, done };
}

export async function runFence(fence: ParsedFence, options: RunOptions): Promise<RunResult> {
  return (await startFence(fence, options)).done;
}
