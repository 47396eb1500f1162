/**
 * Preloaded with `node --import` for every runnable sample: a server that
 * listens without naming a host (`listen(port)`, `listen({ port })`, as the
 * pages show) binds 127.0.0.1 instead of every interface, so running the docs
 * never opens a port to the network. An explicit host is kept.
 *
 * Node binds at once when no host is given, but looks a named host up first,
 * asynchronously, even an IP; code such as tRPC's standalone `listen(0)`
 * reads `server.address()` right away. So while the host is added here, the
 * lookup of 127.0.0.1 answers synchronously and the sample sees what it would
 * see without this file.
 */
import dns from 'node:dns';
import net from 'node:net';

const LOOPBACK = '127.0.0.1';
const listen = net.Server.prototype.listen;
const lookup = dns.lookup;
let addingHost = false;

dns.lookup = function lookupLoopbackAtOnce(hostname, options, callback) {
  if (addingHost && hostname === LOOPBACK && typeof options === 'function') {
    options(null, LOOPBACK, 4);
    return {};
  }
  return lookup.apply(this, arguments);
};

const isPort = (value) => typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value));

/** The arguments with 127.0.0.1 as host, or null when the caller chose where to listen. */
function withLoopbackHost(args) {
  const [first] = args;
  if (isPort(first) || first === undefined || typeof first === 'function') {
    // listen(), listen(cb), listen(port, …): the host is the second argument.
    const result = isPort(first) ? [...args] : [0, ...args.slice(first === undefined ? 1 : 0)];
    if (typeof result[1] === 'string') return null;
    if (result[1] == null) result[1] = LOOPBACK;
    else result.splice(1, 0, LOOPBACK);
    return result;
  }
  const isTcpOptions = first && typeof first === 'object' && first.path === undefined && first.fd === undefined && !first._handle;
  return isTcpOptions && first.host == null ? [{ ...first, host: LOOPBACK }, ...args.slice(1)] : null;
}

net.Server.prototype.listen = function listenOnLoopback(...args) {
  const loopbackArgs = withLoopbackHost(args);
  if (!loopbackArgs) return listen.apply(this, args);
  addingHost = true;
  try {
    return listen.apply(this, loopbackArgs);
  } finally {
    addingHost = false;
  }
};
