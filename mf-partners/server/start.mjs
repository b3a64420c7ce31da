// Local stand-in of the hosted function: serves the same handler at the path the
// platform uses, with PGlite (the production migrations) in a git-ignored data
// folder and e-mails written as .eml files. `shared/tooling/start.mjs` spawns it.
//
// Environment: API_PORT, PARTNERS_DATA_DIR (default mf-partners/.data),
// PARTNERS_MAILBOX_DIR (default mf-partners/.mailbox), ALLOWED_ORIGINS (comma
// list; default the local site's origins), PARTNERS_RATE_LIMIT_MAX and
// PARTNERS_RATE_LIMIT_WINDOW_SECONDS, PARTNERS_TEAM_EMAIL.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiPort, appPorts } from 'shared/tooling/ports.mjs';
import { DEFAULT_DATA_DIR, DEFAULT_MAILBOX_DIR, LIST_APPLICATIONS_SQL, openDatabase } from './database.mjs';
import { createMailboxMailer } from './mailbox.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const compiled = join(here, 'dist/partner-application');
if (!existsSync(join(compiled, 'handler.js'))) {
  console.error(
    'The partner API is not built. Run "npm run build -w mf-partners" first (npm start does it).',
  );
  process.exit(1);
}
const { createPartnerApplicationHandler, drainOutbox, FUNCTION_PATH } = await import(
  pathToFileURL(join(compiled, 'handler.js')).href
);
const { createSqlStore } = await import(pathToFileURL(join(compiled, 'storage.js')).href);

const port = Number(process.env.API_PORT ?? apiPort());
const dataDir = process.env.PARTNERS_DATA_DIR || DEFAULT_DATA_DIR;
const mailboxDir = process.env.PARTNERS_MAILBOX_DIR || DEFAULT_MAILBOX_DIR;
const allowedOrigins = process.env.ALLOWED_ORIGINS
  ? process.env.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean)
  : Object.values(appPorts()).flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);

const { db, close: closeDatabase } = await openDatabase(dataDir);
const clock = { now: () => new Date() };
const pending = new Set();
const outboxOptions = {
  store: createSqlStore(db),
  mailer: createMailboxMailer(mailboxDir, clock),
  clock,
  teamAddress: process.env.PARTNERS_TEAM_EMAIL || 'partners@intenta.example',
  fromAddress: 'Intenta Partners <no-reply@intenta.example>',
  log: (message, error) => console.error(`[partner API] ${message}`, error ?? ''),
};
/** Background work is tracked so shutdown waits for it before closing the database. */
const keep = (work) => {
  const tracked = work.catch((error) => outboxOptions.log('Background work failed.', error));
  pending.add(tracked);
  tracked.finally(() => pending.delete(tracked));
};
const handler = createPartnerApplicationHandler({
  ...outboxOptions,
  allowedOrigins,
  rateLimit: {
    max: Number(process.env.PARTNERS_RATE_LIMIT_MAX ?? 5),
    windowSeconds: Number(process.env.PARTNERS_RATE_LIMIT_WINDOW_SECONDS ?? 600),
  },
  waitUntil: keep,
});

const isLoopback = (address = '') =>
  address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1';

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', `http://localhost:${port}`);
    const remote = req.socket.remoteAddress ?? '';

    if (url.pathname === '/local/applications' && req.method === 'GET') {
      // Inspection for `npm run applications` and the tests; loopback only, never hosted.
      if (!isLoopback(remote)) return void res.writeHead(403).end();
      const rows = await db.query(LIST_APPLICATIONS_SQL);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
      return;
    }
    if (url.pathname !== FUNCTION_PATH) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'not_found', message: 'No such function.' } }));
      return;
    }

    // Behave like the platform's gateway: it reports the client address in
    // X-Forwarded-For. A local caller (tests, a local proxy) may set it itself.
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    if (!isLoopback(remote) || !headers.has('x-forwarded-for')) headers.set('x-forwarded-for', remote);

    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(url, {
      method: req.method,
      headers,
      body: hasBody ? /** @type {ReadableStream} */ (Readable.toWeb(req)) : undefined,
      // @ts-expect-error Node's fetch needs duplex for a streamed body.
      duplex: 'half',
    });
    const response = await handler(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    outboxOptions.log('Request failed.', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'internal_error', message: 'Local server error.' } }));
  }
});

// Retries notifications that failed earlier (the hosted project uses a schedule).
const retryTimer = setInterval(() => keep(drainOutbox(outboxOptions)), 15_000);
retryTimer.unref();

server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `The partner API cannot listen on port ${port}: it is taken. Stop the other process or set API_PORT.`
      : error,
  );
  closeDatabase().finally(() => process.exit(1));
});

server.listen(port, () => {
  keep(drainOutbox(outboxOptions));
  console.log(`partner API ready on http://localhost:${port}${FUNCTION_PATH} (data ${dataDir})`);
  process.send?.({ type: 'ready', port });
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  clearInterval(retryTimer);
  server.close();
  server.closeAllConnections();
  await Promise.allSettled([...pending]);
  await closeDatabase();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Spawned with an IPC channel: if the parent goes away, stop too.
process.on('disconnect', stop);
