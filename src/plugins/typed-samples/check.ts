/**
 * CLI: `npm run check:samples [paths...]` — type-checks the TypeScript code
 * fences of the docs. See checker.ts for the work and README "Code samples"
 * for the conventions.
 */
import path from 'node:path';
import { PROJECT_ROOT, checkSamples, formatReport } from './checker';
import { checkSite } from './rendered-samples';

// Paths are typed relative to the shell's folder; reports are relative to the repo.
const paths = process.argv.slice(2).map((arg) => path.resolve(process.cwd(), arg));
// The whole site also fills the build's cache (rendered-samples.ts).
const result = paths.length > 0 ? checkSamples({ root: PROJECT_ROOT, paths }) : checkSite(PROJECT_ROOT);
for (const line of formatReport(result)) console.log(line);
process.exitCode = result.ok ? 0 : 1;
