import { execFileSync } from 'node:child_process';

/**
 * The port the browser tests serve build/ on. The tests only ever test the
 * server they start themselves: with `E2E_PORT` set, a port something else
 * listens on stops them with a message saying so (Playwright would otherwise
 * test whatever answers there, or fail with advice to do that); unset, a
 * free port is chosen. The choice is kept in the environment, which
 * Playwright's worker processes inherit and where they read the config again.
 */
export function e2ePort(env: NodeJS.ProcessEnv = process.env): number {
  const wanted = env.E2E_PORT?.trim();
  if (wanted && env.E2E_PORT_CHECKED === wanted) return Number(wanted);
  let port: number;
  if (!wanted) {
    port = Number(bind(0));
  } else {
    if (!/^\d+$/.test(wanted) || Number(wanted) < 1 || Number(wanted) > 65535) {
      throw new Error(`E2E_PORT="${wanted}" is not a port number (1-65535). Set E2E_PORT to a free port, or leave it unset for any free port.`);
    }
    const bound = bind(Number(wanted));
    if (bound !== wanted) {
      throw new Error(
        `E2E_PORT=${wanted}: port ${wanted} is in use (${bound}). The browser tests serve build/ on it themselves and test nothing else: ` +
          `stop what listens on port ${wanted}, or set E2E_PORT to a free port, or leave E2E_PORT unset for any free port.`,
      );
    }
    port = Number(wanted);
  }
  env.E2E_PORT = env.E2E_PORT_CHECKED = String(port);
  return port;
}

/** Binds `port` (0: any free one) for a moment, in another process since the config is read synchronously: the port bound, or why not. */
function bind(port: number): string {
  const script = `const server = require('node:net').createServer();
server.once('error', (error) => process.stdout.write(error.code ?? String(error)));
server.listen(Number(process.argv[1]), () => { process.stdout.write(String(server.address().port)); server.close(); });`;
  return execFileSync(process.execPath, ['-e', script, String(port)], { encoding: 'utf8' });
}
