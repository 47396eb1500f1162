/**
 * CLI: `npm run check:samples [paths...]` — type-checks the TypeScript code
 * fences of the docs. See checker.ts for the work and README "Code samples"
 * for the conventions.
 */
import path from 'node:path';
import { PROJECT_ROOT, checkSamples, formatReport } from './checker';

// Paths are typed relative to the shell's folder; reports are relative to the repo.
const paths = process.argv.slice(2).map((arg) => path.resolve(process.cwd(), arg));
const result = checkSamples({ root: PROJECT_ROOT, paths });
for (const line of formatReport(result)) console.log(line);
process.exitCode = result.ok ? 0 : 1;
