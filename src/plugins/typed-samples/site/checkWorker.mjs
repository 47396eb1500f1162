/**
 * Entry of the worker thread of checkInWorker.ts: checks and annotates the
 * samples of the documents it is given and posts the CheckResult back. Plain
 * JavaScript, because a worker starts without the TypeScript loader of its
 * parent (Docusaurus or tsx); the checker is loaded through jiti, as
 * Docusaurus loads the site config.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const { checkSamples } = jiti('../check/checkSamples.ts');

parentPort.postMessage(checkSamples(workerData));
