// @ts-check
// The local server's database thread, started by `openDatabase` (database.mjs): PGlite on
// the data folder (in memory without one) with the production migrations, answering the
// statements the main thread posts. PGlite runs a statement synchronously inside
// WebAssembly, and a statement that waits busy-waits on its thread (issue 46:
// `pg_usleep` → `nanosleep` → `_emscripten_get_now`); here that stalls this thread only,
// never the server's event loop, and the main thread can end this one with
// `worker.terminate()`.
//
// Issue 46's hang: PGlite's main loop swallows any exception other than Postgres's own error
// jump (its longjmp) that escapes the engine, say a plain Error thrown by the filesystem
// under a WAL write. Postgres is then left in the middle of a function with its locks held,
// the statement resolves as if it had succeeded, and the next one spins forever
// (`XLogFlush`, `pg_usleep`). Here such an exception ends this thread at once instead: the
// statement fails naming it, and the main thread reopens the folder (crash recovery drops
// the half-done work).
//
// Messages in: `{ id, text, params }` (one statement, answered `{ id, rows }` or
// `{ id, error }`) and `{ type: 'close' }`. Out, once: `{ type: 'ready' }` or
// `{ type: 'failed', error }`; and `{ type: 'broken', id, error }` just before the thread
// ends itself (the engine was interrupted during statement `id`). With `workerData.preload`
// (a module URL) that module is imported first: the tests inject a platform fault with it.
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

/** @type {{ dataDir?: string, preload?: string }} */
const { dataDir, preload } = workerData;
if (preload) await import(preload);

/** The statement running now (its id), for the message that names what was interrupted. */
let current = 0;

/**
 * Makes an exception that escapes Postgres, other than its own error jump, end this thread
 * (see the top of this file) rather than be swallowed by PGlite's loop.
 * @param {PGlite} engine
 */
function endOnForeignException(engine) {
  /** @type {{ mod?: { _PostgresMainLoopOnce: () => void }, POSTGRES_MAIN_LONGJMP?: number }} */
  const internals = /** @type {any} */ (engine);
  const mod = internals.mod;
  if (
    !mod ||
    typeof mod._PostgresMainLoopOnce !== 'function' ||
    internals.POSTGRES_MAIN_LONGJMP === undefined
  )
    throw new Error('This PGlite has no main loop to guard: check database-worker.mjs against its version.');
  const loopOnce = mod._PostgresMainLoopOnce;
  mod._PostgresMainLoopOnce = () => {
    try {
      loopOnce();
    } catch (error) {
      if (/** @type {{ status?: unknown }} */ (error)?.status === internals.POSTGRES_MAIN_LONGJMP)
        throw error;
      const cause = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      port.postMessage({
        type: 'broken',
        id: current,
        error: plainError(new Error(`The database engine was interrupted mid-statement (${cause}).`)),
      });
      // Ends this thread here, inside the engine, before PGlite's loop can go on.
      process.exit(1);
    }
  };
}

/** @type {PGlite} */
let pg;
try {
  pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  await applyMigrations(pg);
  endOnForeignException(pg);
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
    current = id;
    try {
      const { rows } = await pg.query(text, params);
      port.postMessage({ id, rows });
    } catch (error) {
      port.postMessage({ id, error: plainError(error) });
    }
  },
);
port.postMessage({ type: 'ready' });
