/**
 * Child process of index.ts: the site pipeline itself (check/, annotate/) on
 * one thread, page by page, with the TypeScript that swapTypescript.cjs
 * gives it; writes the engine's dump to the file named by its argument.
 */
import fs from 'node:fs';
import ts from 'typescript-6';
import { SampleChecker } from '../../../src/plugins/typed-samples/check/checkSamples';
import { StageClock } from '../../../src/plugins/typed-samples/check/stageClock';
import { PROJECT_ROOT, readDocuments } from '../../../src/plugins/typed-samples/markdown/documents';
import { dumpResults, type EngineDump } from './dump';

const [engine, out, ...paths] = process.argv.slice(2);
const documents = readDocuments(PROJECT_ROOT, paths.length > 0 ? paths : undefined, []);
const clock = new StageClock();
const checker = new SampleChecker(PROJECT_ROOT, 'page', clock);
const started = performance.now();
const startedCpu = process.cpuUsage();
const pages: EngineDump['pages'] = {};
for (const document of documents) pages[document.path] = dumpResults(checker.check([document]));
const cpu = process.cpuUsage(startedCpu);
// The collector's pauses reach the clock after the event loop turns.
setImmediate(() => {
  const dump: EngineDump = {
    engine,
    typescript: ts.version,
    timing: { wall: performance.now() - started, cpu: (cpu.user + cpu.system) / 1000, stages: clock.read() },
    pages,
  };
  fs.writeFileSync(out, JSON.stringify(dump));
});
