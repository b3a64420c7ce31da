// @ts-check
// Local stand-in of the hosted function: serves the same handler at the path the
// platform uses, with PGlite (the production migrations) in a git-ignored data
// folder and e-mails written as .eml files. `serve/start.mjs` spawns it.
//
// It listens on loopback (127.0.0.1) only.
//
// Environment: API_PORT, PARTNERS_DATA_DIR (default partner-api/.data),
// PARTNERS_MAILBOX_DIR (default partner-api/.mailbox), ALLOWED_ORIGINS (comma
// list; default the local site's origins), PARTNERS_RATE_LIMIT_MAX and
// PARTNERS_RATE_LIMIT_WINDOW_SECONDS, PARTNERS_TRUSTED_PROXY_HOPS (default 0:
// the rate limit keys on the connection's address; set 1 when a proxy, or a
// test playing the platform's gateway, appends X-Forwarded-For),
// PARTNERS_TEAM_EMAIL, SITE_URL (where a browser's form post is sent back to;
// default the local site, http://localhost:<shell port>), FIELD_REPORT_RATE_LIMIT_MAX and
// FIELD_REPORT_RATE_LIMIT_WINDOW_SECONDS (the field report's, decision 098).
//
// It also serves the field report (page-view beacons, `/functions/v1/field-report`) on the
// same database, and its aggregates at the loopback-only `GET /local/field?release=<id>`
// (optional `run`, a canary run) or `?app=<app>&version=<version>` (optional `since`, an ISO
// time). Beacons count under view tokens signed with VIEW_TOKEN_SECRET, else this machine's
// local key (workspace/view-token-secret.mjs, decision 071).
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { finished } from 'node:stream';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiPort, appPorts } from '@intenta/workspace/ports.mjs';
import { localViewTokenSecret } from '@intenta/workspace/view-token-secret.mjs';
import { DEFAULT_DATA_DIR, DEFAULT_MAILBOX_DIR, LIST_APPLICATIONS_SQL, openDatabase } from './database.mjs';
import { createMailboxMailer } from './mailbox.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const compiled = join(here, 'dist/partner-application');
if (!existsSync(join(compiled, 'handler.js'))) {
  console.error(
    'The partner API is not built. Run "npm run build -w partner-api" first (npm start does it).',
  );
  process.exit(1);
}
const { createPartnerApplicationHandler, drainOutbox, FUNCTION_PATH } = await import(
  pathToFileURL(join(compiled, 'handler.js')).href
);
const { createSqlStore } = await import(pathToFileURL(join(compiled, 'storage.js')).href);
const {
  createFieldReportHandler,
  DEFAULT_FIELD_RATE_LIMIT,
  FIELD_REPORT_PATH,
  summarizeRelease,
  summarizeVersion,
} = await import(pathToFileURL(join(here, 'dist/field-report/handler.js')).href);
const { pruneFieldData } = await import(pathToFileURL(join(here, 'dist/field-report/storage.js')).href);
/** @typedef {import('../supabase/functions/_shared/partner-application/storage.ts').ApplicationStore} ApplicationStore */

const port = Number(process.env.API_PORT ?? apiPort());
const HOST = '127.0.0.1';
/** Host headers the local-only routes accept: this server by its loopback names (no DNS rebinding). */
const LOCAL_HOSTS = new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);
const LOCAL_APPLICATIONS_PATH = '/local/applications';
const LOCAL_FIELD_PATH = '/local/field';
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
const dataDir = process.env.PARTNERS_DATA_DIR || DEFAULT_DATA_DIR;
const mailboxDir = process.env.PARTNERS_MAILBOX_DIR || DEFAULT_MAILBOX_DIR;
const allowedOrigins = process.env.ALLOWED_ORIGINS
  ? process.env.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean)
  : Object.values(appPorts()).flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);

// The database runs in its own thread (database.mjs), so a statement that does not end
// stalls no request, timer or signal (issue 46). One running longer than
// API_STATEMENT_WATCHDOG_MS (default 15 s) is taken as stuck: one line names it, it fails,
// and the database restarts on the same folder.
const { db, close: closeDatabase } = await openDatabase(dataDir, {
  stuckAfterMs: Number(process.env.API_STATEMENT_WATCHDOG_MS ?? 15_000),
  log: (message) => console.error(`[partner API] ${message}`),
});
const clock = { now: () => new Date() };
/** @type {Set<Promise<unknown>>} */
const pending = new Set();
/** @type {ApplicationStore} */
const store = createSqlStore(db);
// This process owns the data folder (PGlite allows one), so a claim still set
// was left by a process that was killed mid-send: free it now rather than
// after its lock expires. The mailbox skips a mail it already delivered.
await store.releaseAllClaims();
const outboxOptions = {
  store,
  mailer: createMailboxMailer(mailboxDir, clock),
  clock,
  teamAddress: process.env.PARTNERS_TEAM_EMAIL || 'partners@intenta.example',
  fromAddress: 'Intenta Partners <no-reply@intenta.example>',
  /** @type {(message: string, error?: unknown) => void} */
  log: (message, error) => console.error(`[partner API] ${message}`, error ?? ''),
};
/**
 * Background work is tracked so shutdown waits for it before closing the database.
 * @param {Promise<unknown>} work
 */
const keep = (work) => {
  const tracked = work.catch((error) => outboxOptions.log('Background work failed.', error));
  pending.add(tracked);
  tracked.finally(() => pending.delete(tracked));
};
const rateLimit = {
  max: Number(process.env.PARTNERS_RATE_LIMIT_MAX ?? 5),
  windowSeconds: Number(process.env.PARTNERS_RATE_LIMIT_WINDOW_SECONDS ?? 600),
};
const handler = createPartnerApplicationHandler({
  ...outboxOptions,
  allowedOrigins,
  siteUrl: process.env.SITE_URL || `http://localhost:${appPorts().shell}`,
  // This server's own page (a refused form post) posts from the address the browser used.
  ownOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
  rateLimit,
  trustedProxyHops: Number(process.env.PARTNERS_TRUSTED_PROXY_HOPS ?? 0),
  waitUntil: keep,
});
const fieldRateLimit = {
  max: Number(process.env.FIELD_REPORT_RATE_LIMIT_MAX ?? DEFAULT_FIELD_RATE_LIMIT.max),
  windowSeconds: Number(
    process.env.FIELD_REPORT_RATE_LIMIT_WINDOW_SECONDS ?? DEFAULT_FIELD_RATE_LIMIT.windowSeconds,
  ),
};
const fieldReportHandler = createFieldReportHandler({
  db,
  clock,
  allowedOrigins,
  viewTokenSecret: localViewTokenSecret(port),
  rateLimit: fieldRateLimit,
  trustedProxyHops: Number(process.env.PARTNERS_TRUSTED_PROXY_HOPS ?? 0),
  waitUntil: keep,
  log: (/** @type {string} */ message, /** @type {unknown} */ error) =>
    console.error(`[field report] ${message}`, error ?? ''),
});
/** The function each public path runs: the platform's paths, one handler each. */
const HANDLERS = new Map([
  [FUNCTION_PATH, handler],
  [FIELD_REPORT_PATH, fieldReportHandler],
]);

/**
 * The aggregates `/local/field` answers with: a release's, or an app version's.
 * @param {URLSearchParams} query
 */
async function fieldSummary(query) {
  const sinceText = query.get('since');
  const since = sinceText ? readSince(sinceText) : undefined;
  if (since === null) return null;
  const release = query.get('release');
  if (release) return summarizeRelease(db, release, since, query.get('run') ?? undefined);
  const app = query.get('app');
  const version = query.get('version');
  if (app && version) return summarizeVersion(db, app, version, since);
  return null;
}

/**
 * A `since` the summaries can use: an ISO time between 2000 and 9999 (a date JavaScript
 * parses but cannot print again, `+275760-09-13`, is refused rather than failing later).
 * @param {string} text
 */
function readSince(text) {
  const time = new Date(text).getTime();
  return Number.isFinite(time) && time >= Date.UTC(2000, 0) && time < Date.UTC(10000, 0)
    ? new Date(time)
    : null;
}

/**
 * How much of a body the handler answered early (too large, wrong type) is
 * still read and thrown away, and for how long, before the connection is cut:
 * enough for any body a browser or a client library sends in one go, not an
 * endless one.
 */
const DISCARD_LIMIT_BYTES = 1024 * 1024;
const DISCARD_TIMEOUT_MS = 10_000;

/**
 * The request body as a web stream the handler may stop reading (a body over
 * its limit) without destroying the request: `Readable.toWeb` destroys it on
 * cancel, which resets the connection while the client is still writing, and
 * the client then loses the answer. `stopReading` hands the rest to
 * `discardRest`.
 * @param {import('node:http').IncomingMessage} req
 */
function requestBody(req) {
  let reading = true;
  const stream = new ReadableStream(
    {
      start(controller) {
        req.on('data', (/** @type {Buffer} */ chunk) => {
          if (!reading) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        finished(req, (error) => {
          if (!reading) return;
          reading = false;
          if (error) controller.error(error);
          else controller.close();
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        reading = false;
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
  return {
    stream,
    stopReading() {
      reading = false;
    },
  };
}

/**
 * Reads and throws away the rest of a body whose answer is already sent, so
 * the connection closes only once the client has finished writing; a body
 * longer than DISCARD_LIMIT_BYTES, or still arriving after DISCARD_TIMEOUT_MS,
 * gets the connection cut instead.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<void>}
 */
function discardRest(req) {
  return new Promise((done) => {
    let discarded = 0;
    const cut = () => req.socket.destroy();
    const timer = setTimeout(cut, DISCARD_TIMEOUT_MS);
    req.on('data', (/** @type {Buffer} */ chunk) => {
      discarded += chunk.byteLength;
      if (discarded > DISCARD_LIMIT_BYTES) cut();
    });
    finished(req, () => {
      clearTimeout(timer);
      done();
    });
    req.resume();
  });
}

const isLoopback = (address = '') =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} code
 * @param {string} message
 */
function answerError(res, status, code, message) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: { code, message } }));
}

/**
 * How long a request may wait (API_REQUEST_DEADLINE_MS, default 10 s) before it is answered
 * 503 `database_busy`: a request waiting for a database that does not answer gets an
 * answer, never silence (issue 46). Shorter than the watchdog's limit, so a stuck
 * statement's requests get this rather than its failure.
 */
const REQUEST_DEADLINE_MS = Number(process.env.API_REQUEST_DEADLINE_MS ?? 10_000);
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Runs `handle` with the request deadline. Past it, a request not answered yet gets 503
 * with Retry-After and its connection closed (its body may be unread). `handle` goes on:
 * the statement it waits for may still finish (an application stored then stays stored,
 * and a retry with the same Idempotency-Key gets its answer), and what it writes then is
 * dropped instead of failing on a response already sent.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>} handle
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
function withDeadline(handle) {
  return (req, res) => {
    const timer = setTimeout(() => {
      if (res.headersSent || res.destroyed) return;
      res.setHeader('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      res.setHeader('connection', 'close');
      answerError(res, 503, 'database_busy', 'The local database is busy. Try again in a few seconds.');
      Object.assign(res, {
        setHeader: () => res,
        writeHead: () => res,
        write: () => true,
        end: () => res,
      });
    }, REQUEST_DEADLINE_MS);
    res.once('close', () => clearTimeout(timer));
    void handle(req, res);
  };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
const handleRequest = async (req, res) => {
  try {
    // Routes match the raw request target exactly (query aside): no decoding
    // or dot-segment resolution, so no encoded or traversal variant of a path
    // reaches a route it does not name.
    const target = req.url ?? '';
    const path = target.split('?')[0];
    const remote = req.socket.remoteAddress ?? '';

    if (path === LOCAL_APPLICATIONS_PATH || path === LOCAL_FIELD_PATH) {
      // Inspection for `npm run applications`, the canary watcher and the tests; never
      // hosted. Loopback peers only, and only under this server's own names: a page on
      // another site that rebinds its DNS name to 127.0.0.1 sends its own name as Host.
      if (!isLoopback(remote) || !LOCAL_HOSTS.has(req.headers.host ?? '')) {
        return answerError(res, 403, 'forbidden', 'Local inspection only (http://127.0.0.1 or localhost).');
      }
      if (req.method !== 'GET') {
        res.setHeader('allow', 'GET');
        return answerError(res, 405, 'method_not_allowed', 'Use GET.');
      }
      if (path === LOCAL_FIELD_PATH) {
        const summary = await fieldSummary(new URLSearchParams(target.split('?')[1] ?? ''));
        if (!summary) {
          const message =
            'Ask for ?release=<id> (optional run=<canary run>) or ?app=<app>&version=<version>, optional since=<ISO time between 2000 and 9999>.';
          return answerError(res, 400, 'invalid_query', message);
        }
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify(summary));
        return;
      }
      const rows = await db.query(LIST_APPLICATIONS_SQL);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
      return;
    }
    const handle = HANDLERS.get(path);
    if (!handle) return answerError(res, 404, 'not_found', 'No such function.');

    // Methods a web Request cannot carry (the handler would answer 405 to them anyway).
    if (FORBIDDEN_METHODS.has(req.method ?? '')) {
      res.setHeader('allow', 'POST, OPTIONS');
      return answerError(res, 405, 'method_not_allowed', 'Use POST.');
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const body = hasBody ? requestBody(req) : undefined;
    // Node's fetch needs duplex for a streamed body; the DOM's RequestInit does not name it.
    /** @type {RequestInit & { duplex: 'half' }} */
    const init = { method: req.method, headers, body: body?.stream, duplex: 'half' };
    const request = new Request(`http://${HOST}:${port}${target}`, init);
    // The connection's own address: the rate limit never trusts a header the client sets
    // unless PARTNERS_TRUSTED_PROXY_HOPS says a proxy appended it.
    const response = await handle(request, { remoteAddress: remote });
    const answer = Buffer.from(await response.arrayBuffer());
    if (req.complete || !body) {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(answer);
      return;
    }
    // Answered before the body ended (too large, wrong type, ...): the answer
    // goes out now, whole, so the client can read it while still writing, and
    // the connection closes once the rest has arrived. Ending the response
    // before that would close the socket under the client's writes.
    body.stopReading();
    res.writeHead(response.status, {
      ...Object.fromEntries(response.headers),
      'content-length': String(answer.byteLength),
      connection: 'close',
    });
    res.write(answer);
    await discardRest(req);
    if (!res.destroyed) res.end();
  } catch (error) {
    outboxOptions.log('Request failed.', error);
    if (!res.headersSent) answerError(res, 500, 'internal_error', 'Local server error.');
    else res.destroy();
  }
};

const server = createServer(withDeadline(handleRequest));

// Slow or stalled clients do not hold connections open for long.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;
// Idle sockets outlive every client's reuse of one (docs/operations.md, "Keep-alive"):
// Node's default (5 s) races Node's fetch and Chromium, whose reuse then meets a reset.
server.keepAliveTimeout = 65_000;
// CONNECT and protocol upgrades are not served: answer them instead of dropping the socket.
server.on('connect', (_req, socket) => {
  socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
});
server.on('upgrade', (_req, socket) => {
  socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
});

// Retries notifications that failed earlier and clears ended rate-limit windows
// (the hosted project uses a schedule).
const retryTimer = setInterval(() => {
  keep(drainOutbox(outboxOptions));
  keep(store.deleteExpiredRateLimits(clock.now(), rateLimit.windowSeconds));
  keep(pruneFieldData(db, clock.now(), fieldRateLimit.windowSeconds));
}, 15_000);
retryTimer.unref();

server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `The partner API cannot listen on port ${port}: it is taken. Stop the other process or set API_PORT.`
      : error,
  );
  closeDatabase().finally(() => process.exit(1));
});

server.listen(port, HOST, () => {
  keep(drainOutbox(outboxOptions));
  console.log(`partner API ready on http://${HOST}:${port}${FUNCTION_PATH} (data ${dataDir})`);
  process.send?.({ type: 'ready', port, host: HOST });
});

/**
 * Stopping always ends the process within 5 s (issue 46: a stuck statement kept SIGTERM
 * from doing anything). Background work gets STOP_BACKGROUND_MS, the database
 * STOP_DATABASE_MS to finish its statements and close (then its thread is ended; the
 * folder recovers on the next start), and past STOP_LIMIT_MS the process exits whatever
 * is still running.
 */
const STOP_BACKGROUND_MS = 2_000;
const STOP_DATABASE_MS = 1_500;
const STOP_LIMIT_MS = 4_500;

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    console.error('[partner API] Stopping took too long: exiting without waiting further.');
    process.exit(1);
  }, STOP_LIMIT_MS).unref();
  clearInterval(retryTimer);
  server.close();
  server.closeAllConnections();
  await Promise.race([
    Promise.allSettled([...pending]),
    new Promise((done) => setTimeout(done, STOP_BACKGROUND_MS).unref()),
  ]);
  await closeDatabase(STOP_DATABASE_MS);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Spawned with an IPC channel: if the parent goes away, stop too.
process.on('disconnect', stop);
