// @ts-check
// A fault for the release tools' tests, loaded into `node release/cli.mjs` with
// NODE_OPTIONS="--import <this file>": the HTTP servers that process starts (the
// preflight's stand-ins for the deployment's origins) reset connections as a busy
// machine's network stack can. The product code has no hook for it.
//   DROP_CONNECTIONS=first  each server resets the first connection it accepts
//   DROP_CONNECTIONS=every  each server resets every connection
//   DROP_CONNECTIONS_LOG    file that gets one line per reset: the request it cut off
// Other processes that inherit NODE_OPTIONS (the prerender step) are left alone.
import { appendFileSync } from 'node:fs';
import { Server } from 'node:http';

const mode = process.env.DROP_CONNECTIONS;
const log = process.env.DROP_CONNECTIONS_LOG;
const isReleaseCli = /[/\\]release[/\\]cli\.mjs$/.test(process.argv[1] ?? '');

if (isReleaseCli && (mode === 'first' || mode === 'every')) {
  /** Connections each server has accepted. @type {WeakMap<Server, number>} */
  const accepted = new WeakMap();
  const emit = Server.prototype.emit;
  Server.prototype.emit = function emitUnlessDropped(
    /** @type {string | symbol} */ event,
    /** @type {any[]} */ ...args
  ) {
    if (event !== 'connection') return Reflect.apply(emit, this, [event, ...args]);
    const count = (accepted.get(this) ?? 0) + 1;
    accepted.set(this, count);
    if (mode === 'first' && count > 1) return Reflect.apply(emit, this, [event, ...args]);
    /** @type {import('node:net').Socket} */
    const socket = args[0];
    // Reset once the request has arrived, so the client has sent it and reads the reset:
    // `read ECONNRESET`, as in the failure this reproduces.
    socket.on('error', () => {});
    socket.once('data', (chunk) => {
      const requestLine = chunk.toString('latin1').split('\r\n')[0];
      if (log) appendFileSync(log, `reset: ${requestLine}\n`);
      socket.resetAndDestroy();
    });
    // A client that never sends leaves no socket behind to keep the process up.
    socket.setTimeout(10_000, () => socket.destroy());
    return true;
  };
}
