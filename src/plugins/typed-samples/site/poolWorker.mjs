/**
 * Entry of a worker thread of the type pool (typePool.ts): answers the
 * pool's requests one at a time (poolPages.ts). Plain JavaScript, because a
 * worker starts without the TypeScript loader of its parent (Docusaurus or
 * tsx); the checker is loaded through jiti, as Docusaurus loads the site
 * config. A worker in the background lowers its own priority (on Linux a
 * thread's nice value is its own): the CPU goes to the dev server's bundler
 * first, and to the pass whenever the bundler waits.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

if (workerData.background) {
  try {
    os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not allowed here: the pass runs at the process's priority.
  }
}

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const { PoolPages } = jiti('./poolPages.ts');

const pages = new PoolPages(workerData.projectRoot);
parentPort.on('message', (request) => parentPort.postMessage(pages.answer(request)));
