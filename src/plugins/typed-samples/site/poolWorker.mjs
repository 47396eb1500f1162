/**
 * Entry of a worker thread of the type pool (typePool.ts): answers the
 * pool's requests one at a time (poolPages.ts). Plain JavaScript, because a
 * worker starts without the TypeScript loader of its parent (Docusaurus or
 * tsx); the checker is loaded through jiti, as Docusaurus loads the site
 * config.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const { PoolPages } = jiti('./poolPages.ts');

const pages = new PoolPages(workerData.projectRoot);
parentPort.on('message', (request) => parentPort.postMessage(pages.answer(request)));
