/**
 * checkSamples (../check/checkSamples.ts) in a worker thread, for the site build: the type
 * pass then runs beside the build's main thread, which meanwhile creates the
 * other plugins (the API reference) and bundles everything but the pages.
 * One worker, not one per tRPC version: measured on two cores, two workers
 * slowed each other down (the pass is memory-bound) and the build took as
 * long, for more CPU.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { CheckOptions } from '../check/checkSamples';
import type { CheckResult } from '../protocol';

export function checkInWorker(options: CheckOptions): Promise<CheckResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'checkWorker.mjs'), { workerData: options });
    let result: CheckResult | undefined;
    worker.once('message', (message: CheckResult) => (result = message));
    worker.once('error', (error) =>
      reject(new Error(`typed-samples: type-checking the samples in a worker thread failed: ${error.message}`, { cause: error })),
    );
    worker.once('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`typed-samples: the worker thread type-checking the samples exited with code ${code} without a result`));
    });
  });
}
