#!/usr/bin/env node
/**
 * `npm test`: every test of the project, in the order they depend on each
 * other, with one closing line that adds them all up:
 *   type check → unit tests → code samples → sample editor parity → runnable samples → production build → route contract and page text → byte budgets
 *   → browser tests.
 * A failing step does not hide the others' results, except that the route,
 * budget and browser tests need the build.
 */
import { spawn } from 'node:child_process';

const STEPS = [
  { name: 'type check', command: 'npm run --silent typecheck', count: null },
  { name: 'unit tests', command: 'npm run --silent test:unit', count: countNodeTests },
  { name: 'code samples', command: 'npm run --silent check:samples', count: countSamples },
  // After the code samples: it reads the static view from the cache they fill.
  { name: 'sample editor parity', command: 'node --import tsx --test src/plugins/sample-editor/parity/parity.test.ts', count: countNodeTests },
  { name: 'runnable samples', command: 'npm run --silent test:samples:run', count: countRunnable },
  { name: 'production build', command: 'npm run --silent build', count: null, required: true },
  { name: 'route contract and page text', command: 'npm run --silent test:routes', count: countNodeTests, after: 'build' },
  { name: 'byte budgets', command: 'npm run --silent test:budgets', count: countNodeTests, after: 'build' },
  { name: 'browser tests', command: 'npm run --silent test:e2e', count: countPlaywright, after: 'build' },
];

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

function lastNumber(output, pattern) {
  const matches = [...output.matchAll(pattern)];
  return matches.length ? Number(matches.at(-1)[1]) : null;
}

/** node --test prints `# pass N` / `# fail N` (tap) or `ℹ pass N` (spec). */
function countNodeTests(output) {
  const passed = lastNumber(output, /^[#ℹ] pass (\d+)/gm);
  const failed = lastNumber(output, /^[#ℹ] fail (\d+)/gm);
  return passed === null || failed === null ? null : { passed, failed };
}

/** The sample checker ends with `N samples checked, N failed, N opted out`. */
function countSamples(output) {
  const match = /(\d+) samples? checked, (\d+) failed/.exec(output);
  return match ? { passed: Number(match[1]) - Number(match[2]), failed: Number(match[2]) } : null;
}

/** The sample runner ends with `runnable samples: N passed, N failed (…)`. */
function countRunnable(output) {
  const match = /^runnable samples: (\d+) passed, (\d+) failed/m.exec(output);
  return match ? { passed: Number(match[1]), failed: Number(match[2]) } : null;
}

/** Our Playwright summary reporter ends with `N passed, N failed`. */
function countPlaywright(output) {
  const match = [...output.matchAll(/^(\d+) passed, (\d+) failed/gm)].at(-1);
  return match ? { passed: Number(match[1]), failed: Number(match[2]) } : null;
}

const total = { passed: 0, failed: 0 };
const lines = [];
let buildFailed = false;
for (const step of STEPS) {
  if (buildFailed && step.after === 'build') {
    lines.push(`${step.name}: not run (the build failed)`);
    total.failed += 1;
    continue;
  }
  console.log(`\n=== ${step.name}: ${step.command}`);
  const { code, output } = await run(step.command);
  // A step that fails without a count (a crash, a build error) counts as one failure.
  const counted = step.count?.(output) ?? (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
  if (code !== 0 && counted.failed === 0) counted.failed = 1;
  if (code !== 0 && step.required) buildFailed = true;
  total.passed += counted.passed;
  total.failed += counted.failed;
  lines.push(`${step.name}: ${counted.passed} passed, ${counted.failed} failed`);
}

console.log(`\n${lines.join('\n')}`);
console.log(`total: ${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
