import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const DOCUSAURUS = path.join(ROOT, 'node_modules', '.bin', 'docusaurus');

/**
 * `docusaurus <args>` run from the repository, for tests that build or serve
 * a test site, its output collected without colours. No persistent caches
 * unless `persistentCache` (for a site with a node_modules of its own, run
 * from its folder): they would be kept in the repository's node_modules.
 * `env` adds to the environment, e.g. a switch of a plugin under test.
 */
export function docusaurus(args: string[], env: NodeJS.ProcessEnv = {}, options: { cwd?: string; persistentCache?: boolean } = {}) {
  const base = { ...process.env };
  if (options.persistentCache) delete base.DOCUSAURUS_NO_PERSISTENT_CACHE;
  else base.DOCUSAURUS_NO_PERSISTENT_CACHE = '1';
  const child = spawn(DOCUSAURUS, [...args], {
    cwd: options.cwd ?? ROOT,
    env: { ...base, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, ''));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    output: () => output,
    exited,
    stop: () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // Already gone.
      }
      return exited;
    },
  };
}
