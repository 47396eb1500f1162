import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { e2ePort } from './e2ePort';

describe('e2ePort', () => {
  let server: Server;
  let taken: number;
  before(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, resolve));
    taken = (server.address() as { port: number }).port;
  });
  after(() => server.close());

  it('refuses a port something else listens on, naming the port and the variable, instead of testing that server', () => {
    assert.throws(
      () => e2ePort({ E2E_PORT: String(taken) }),
      new RegExp(`^Error: E2E_PORT=${taken}: port ${taken} is in use \\(EADDRINUSE\\)\\. The browser tests serve build/ on it themselves and test nothing else: stop what listens on port ${taken}, or set E2E_PORT to a free port, or leave E2E_PORT unset for any free port\\.$`),
    );
  });

  it('refuses a value that is not a port', () => {
    assert.throws(() => e2ePort({ E2E_PORT: 'abc' }), /E2E_PORT="abc" is not a port number/);
  });

  it('takes a free E2E_PORT, and chooses a free port when it is unset, keeping the choice for the worker processes', () => {
    const chosen: NodeJS.ProcessEnv = {};
    const port = e2ePort(chosen);
    assert.ok(port > 0 && port !== taken);
    assert.deepEqual(chosen, { E2E_PORT: String(port), E2E_PORT_CHECKED: String(port) });
    assert.equal(e2ePort({ E2E_PORT: String(port) }), port);
  });

  it('does not check again a port it chose or checked: a worker process reads the config while the server listens', () => {
    assert.equal(e2ePort({ E2E_PORT: String(taken), E2E_PORT_CHECKED: String(taken) }), taken);
  });
});
