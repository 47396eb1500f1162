/**
 * `tsx bench/tools/buildCpu.ts [--runs=N] [--cold-only|--warm-only] [--cpu-prof] [--node-args="…"] [--label=NAME]`
 * (or `--report <record.json>…` to summarise saved records again):
 * where the CPU of `docusaurus build` goes, by thread and by stage, for a
 * cold build (no output, no generated files, no cache) followed by a warm
 * one, N times. Each build runs under /usr/bin/time (totals, every thread
 * and child included) while its threads' CPU is sampled from /proc every
 * 200 ms; a preload (../lib/threadRole.cjs) names the JavaScript threads, and
 * Docusaurus's own stage log (DOCUSAURUS_PERF_LOGGER) gives the stages' times.
 * With --cpu-prof every JavaScript thread writes a V8 CPU profile, which
 * splits that thread's CPU by stage (../lib/cpuProfile.ts: TypeDoc, MDX,
 * search index, llms.txt, feeds, GC…); profiling adds some CPU of its own.
 * Raw samples go to node_modules/.cache/build-cpu/<label>-<run>-<kind>.json
 * (read again with --report); the summary is printed.
 *
 * Environment variables given to this command reach the build, so a lever
 * is measured as `LEVER=1 tsx bench/tools/buildCpu.ts --label=lever`;
 * --node-args gives Node and V8 flags that NODE_OPTIONS refuses.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { COLD_PATHS } from '../lib/coldPaths';
import { ThreadSampler } from '../lib/threadSampler';
import { summarise, formatSummary, type BuildRecord, type ThreadProfile } from '../lib/buildBudget';
import { stageTimes, type CpuProfile } from '../lib/cpuProfile';

const siteDir = path.resolve(__dirname, '..', '..');
const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'build-cpu');
const docusaurusBin = path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
const roleModule = path.join(siteDir, 'bench', 'lib', 'threadRole.cjs');

const argv = process.argv.slice(2);
const option = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(option('runs') ?? 1);
const label = option('label') ?? 'build';
const kinds = argv.includes('--warm-only') ? (['warm'] as const) : argv.includes('--cold-only') ? (['cold'] as const) : (['cold', 'warm'] as const);
const cpuProf = argv.includes('--cpu-prof');
const nodeArgs = (argv.find((arg) => arg.startsWith('--node-args='))?.slice('--node-args='.length) ?? '').split(' ').filter(Boolean);

function log(message: string): void {
  process.stderr.write(`[build-cpu] ${message}\n`);
}

async function measuredBuild(kind: 'cold' | 'warm', run: number): Promise<BuildRecord> {
  if (kind === 'cold') for (const entry of COLD_PATHS) rmSync(path.join(siteDir, entry), { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  const rolesFile = path.join(cacheDir, `${label}-${run}-${kind}.threads.jsonl`);
  rmSync(rolesFile, { force: true });
  const profileDir = path.join(cacheDir, `${label}-${run}-${kind}.profiles`);
  rmSync(profileDir, { recursive: true, force: true });
  const loadAtStart = loadavg();
  const child = spawn('/usr/bin/time', ['-f', '__time__ %e %U %S %M', process.execPath, ...nodeArgs, ...(cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), docusaurusBin, 'build'], {
    cwd: siteDir,
    env: {
      ...process.env,
      DOCUSAURUS_PERF_LOGGER: 'true',
      BUILD_CPU_THREADS: rolesFile,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${roleModule}`].filter(Boolean).join(' '),
      FORCE_COLOR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const sampler = new ThreadSampler(child.pid!);
  const lines: { ms: number; text: string }[] = [];
  let pending = '';
  const collect = (chunk: Buffer) => {
    const ms = sampler.elapsed();
    pending += chunk.toString();
    const parts = pending.split('\n');
    pending = parts.pop()!;
    for (const text of parts) lines.push({ ms, text });
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const samples = sampler.stop();
  if (pending) lines.push({ ms: sampler.elapsed(), text: pending });
  const time = lines.map((line) => /^__time__ ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(line.text)).find(Boolean);
  if (exitCode !== 0 || !time) {
    process.stderr.write(lines.map((line) => line.text).join('\n'));
    throw new Error(`${kind} build failed (exit ${exitCode})`);
  }
  const roles = existsSync(rolesFile)
    ? readFileSync(rolesFile, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
    : [];
  const record: BuildRecord = {
    label,
    run,
    kind,
    date: new Date().toISOString(),
    loadAtStart,
    loadAtEnd: loadavg(),
    wallS: Number(time[1]),
    userS: Number(time[2]),
    systemS: Number(time[3]),
    peakRssKb: Number(time[4]),
    lines,
    roles,
    samples,
    profiles: cpuProf ? readProfiles(profileDir) : undefined,
  };
  writeFileSync(path.join(cacheDir, `${label}-${run}-${kind}.json`), JSON.stringify(record));
  return record;
}

/** `CPU.<date>.<time>.<pid>.<threadId>.<seq>.cpuprofile`, one per JavaScript thread, as time by stage. */
function readProfiles(dir: string): ThreadProfile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const match = /^CPU\.\d+\.\d+\.(\d+)\.(\d+)\.\d+\.cpuprofile$/.exec(name);
    if (!match) return [];
    const profile = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CpuProfile;
    return [{ pid: Number(match[1]), threadId: Number(match[2]), times: [...stageTimes(profile)] }];
  });
}

(async () => {
  if (argv.includes('--report')) {
    for (const file of argv.filter((arg) => !arg.startsWith('--'))) {
      process.stdout.write(`${formatSummary(summarise(JSON.parse(readFileSync(file, 'utf8')) as BuildRecord))}\n`);
    }
    return;
  }
  for (let run = 1; run <= runs; run++) {
    for (const kind of kinds) {
      log(`${label} run ${run}: ${kind} build…`);
      const record = await measuredBuild(kind, run);
      process.stdout.write(`${formatSummary(summarise(record))}\n`);
    }
  }
})().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
