/**
 * Preloaded into every JavaScript thread of a measured build (NODE_OPTIONS
 * --require; worker threads run preloads too) by bench/tools/buildCpu.ts:
 * appends the thread's kernel id and what it runs (the worker's data, which
 * names the type pass's and SSG's workers) to $BUILD_CPU_THREADS. Node 20
 * names every thread "node", so /proc alone cannot tell them apart.
 */
const fs = require('node:fs');
const { isMainThread, threadId, workerData } = require('node:worker_threads');

const file = process.env.BUILD_CPU_THREADS;
if (file) {
  const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
  let data = '';
  try {
    data = (JSON.stringify(workerData) ?? '').slice(0, 300);
  } catch {
    data = '(not serialisable)';
  }
  fs.appendFileSync(file, `${JSON.stringify({ pid: process.pid, tid, isMainThread, threadId, data, at: Date.now() })}\n`);
}
