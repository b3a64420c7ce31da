// @ts-check
// The local server's database thread, started by `openDatabase` (database.mjs): PGlite on
// the data folder (in memory without one) with the production migrations, answering the
// statements the main thread posts. PGlite runs a statement synchronously inside
// WebAssembly, and a statement that waits busy-waits on its thread (issue 46:
// `pg_usleep` → `nanosleep` → `_emscripten_get_now`); here that stalls this thread only,
// never the server's event loop, and the main thread can end this one with
// `worker.terminate()`.
//
// Messages in: `{ id, text, params }` (one statement, answered `{ id, rows }` or
// `{ id, error }`) and `{ type: 'close' }`. Out, once: `{ type: 'ready' }` or
// `{ type: 'failed', error }`.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { applyMigrations } from './database.mjs';

if (!parentPort) throw new Error('database-worker.mjs runs as a worker thread: openDatabase starts it.');
const port = parentPort;

/**
 * An error as data the main thread rebuilds: structured clone keeps an Error's message
 * but not the fields Postgres adds (code, detail, constraint, ...).
 * @param {unknown} error
 */
function plainError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  /** @type {Record<string, string | number | boolean | null>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/** @type {{ dataDir?: string }} */
const { dataDir } = workerData;
/** @type {PGlite} */
let pg;
try {
  pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  await applyMigrations(pg);
} catch (error) {
  // The main thread ends this thread when it reads this.
  port.postMessage({ type: 'failed', error: plainError(error) });
  throw error;
}

port.on(
  'message',
  /** @param {{ type: 'close' } | { type?: undefined, id: number, text: string, params: unknown[] }} message */
  async (message) => {
    if (message.type === 'close') {
      await pg.close();
      process.exit(0);
    }
    const { id, text, params } = message;
    try {
      const { rows } = await pg.query(text, params);
      port.postMessage({ id, rows });
    } catch (error) {
      port.postMessage({ id, error: plainError(error) });
    }
  },
);
port.postMessage({ type: 'ready' });
