/**
 * A minimal Language Server Protocol client over stdio (Content-Length
 * framing, JSON-RPC 2.0) for TypeScript 7's `tsc --lsp --stdio`: requests
 * may be in flight together, the server's own requests get an empty answer.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
}

export class LspClient {
  private readonly process: ChildProcessWithoutNullStreams;
  private buffer = Buffer.alloc(0);
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  /** Milliseconds the server says it spent per method ("handled method … in …" log lines). */
  readonly serverTime = new Map<string, number>();

  constructor(executable: string, args: string[], cwd: string) {
    this.process = spawn(executable, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    this.process.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    this.process.stderr.resume();
    this.process.on('exit', (code) => {
      for (const { reject } of this.pending.values()) reject(new Error(`the language server exited with code ${code}`));
      this.pending.clear();
    });
  }

  get pid(): number {
    return this.process.pid!;
  }

  /** CPU time of the server process (all its threads) in ms. */
  cpuMs(): number {
    return processCpuMs(this.pid);
  }

  request<T>(method: string, params: unknown): Promise<T> {
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.send({ id, method, params });
    });
  }

  notify(method: string, params: unknown): void {
    this.send({ method, params });
  }

  close(): void {
    this.process.kill();
  }

  private send(message: Message): void {
    const body = JSON.stringify({ jsonrpc: '2.0', ...message });
    this.process.stdin.write(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const headerEnd = this.buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, headerEnd).toString())?.[1]);
      if (this.buffer.length < headerEnd + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString()) as Message;
      this.buffer = this.buffer.subarray(headerEnd + 4 + length);
      if (message.id !== undefined && message.method) {
        // A request of the server (configuration, progress): nothing to give.
        const items = (message.params as { items?: unknown[] } | undefined)?.items;
        this.send({ id: message.id, result: items ? items.map(() => null) : null });
      } else if (message.method === 'window/logMessage') {
        const handled = /^handled method '([^']+)'.* in ([\d.]+)(ns|µs|ms|s)$/.exec((message.params as { message: string }).message);
        if (handled) {
          const ms = Number(handled[2]) * { ns: 1e-6, µs: 1e-3, ms: 1, s: 1000 }[handled[3] as 'ms'];
          this.serverTime.set(handled[1], (this.serverTime.get(handled[1]) ?? 0) + ms);
        }
      } else if (message.id !== undefined) {
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) waiting?.reject(new Error(message.error.message));
        else waiting?.resolve(message.result);
      }
    }
  }
}

/** CPU time of process `pid` (all its threads) in ms, from /proc. */
export function processCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The processes this one started that are still running. */
export function childProcesses(): number[] {
  return fs
    .readdirSync('/proc/self/task')
    .flatMap((task) => fs.readFileSync(`/proc/self/task/${task}/children`, 'utf8').trim().split(/\s+/))
    .filter(Boolean)
    .map(Number);
}
