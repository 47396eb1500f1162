import net from 'node:net';

/** A port free on 127.0.0.1 right now, e.g. handed to a sample as PORT. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on 127.0.0.1:`port` now (a server started on a free port is up). */
export function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const answer = (accepted: boolean) => {
      socket.destroy();
      resolve(accepted);
    };
    socket.once('connect', () => answer(true)).once('error', () => answer(false));
    // A busy server may take its time to accept: ask again rather than wait.
    socket.setTimeout(1000, () => answer(false));
  });
}
