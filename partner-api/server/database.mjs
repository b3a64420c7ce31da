// @ts-check
// The local server's embedded Postgres (PGlite) with the production migrations, run in
// a worker thread (database-worker.mjs) so that no statement can stall the server.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const here = dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = resolve(here, '../supabase/migrations');
export const DEFAULT_DATA_DIR = resolve(here, '../.data');
export const DEFAULT_MAILBOX_DIR = resolve(here, '../.mailbox');

/**
 * Applies every migration of `supabase/migrations` not applied yet, in file
 * name order, each in its own transaction (as the hosting platform's CLI does).
 * @param {import('@electric-sql/pglite').PGlite} pg
 * @returns {Promise<string[]>} the names applied now
 */
export async function applyMigrations(pg, dir = MIGRATIONS_DIR) {
  await pg.exec(
    'create table if not exists local_schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await pg.query('select name from local_schema_migrations')).rows.map(
      (r) => /** @type {{name: string}} */ (r).name,
    ),
  );
  const applied = [];
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(name)) continue;
    const sql = readFileSync(join(dir, name), 'utf8');
    await pg.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into local_schema_migrations (name) values ($1)', [name]);
    });
    applied.push(name);
  }
  return applied;
}

/** How long `close()` waits for the statements still queued and for PGlite to close, by default. */
const CLOSE_TIMEOUT_MS = 5_000;
/** How much of a statement the watchdog's line shows. */
const LOGGED_STATEMENT_CHARS = 120;

/** A statement as the log lines show it: one line, its start. */
const shown = (/** @type {string} */ text) =>
  text.replace(/\s+/g, ' ').trim().slice(0, LOGGED_STATEMENT_CHARS);

/** A statement failed because the database stopped answering and was restarted (or closed). */
export class DatabaseUnavailableError extends Error {
  /** @override */
  name = 'DatabaseUnavailableError';
}

/**
 * @typedef {object} Statement
 * @property {number} id
 * @property {string} text
 * @property {unknown[]} params
 * @property {(rows: any[]) => void} resolve
 * @property {(error: Error) => void} reject
 */

/**
 * @param {{ name: string, message: string, fields: Record<string, unknown> }} plain
 *   an error as database-worker.mjs sends it
 */
function rebuildError({ name, message, fields }) {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}

/**
 * Opens PGlite (in memory when `dataDir` is undefined) in a worker thread
 * (database-worker.mjs), migrates it, and returns `db.query`, which posts each statement
 * to that thread: PGlite runs a statement synchronously, and one that waits busy-waits
 * (issue 46), which on the main thread stopped every request, timer and signal handler.
 * Rows cross by structured clone, so they keep PGlite's shapes (timestamptz as Date,
 * arrays as arrays). Statements run one at a time, in order (PGlite has one
 * connection anyway), which lets the watchdog know which one has run too long.
 *
 * With `stuckAfterMs`, a statement running longer is failed with a
 * DatabaseUnavailableError, `log` gets one line naming it, and the thread is ended and
 * a fresh one opens the same folder (PGlite recovers it as Postgres does after a
 * crash: committed rows stay, the stuck statement's transaction is gone); queued
 * statements run there. In memory, a restart starts from an empty database.
 *
 * Nothing uses PGlite transactions across calls (each statement commits by itself), so
 * none are offered; the migrations' transactions run inside the thread.
 *
 * An exception from outside Postgres that interrupts the engine mid-statement (a platform
 * fault under a write, which PGlite would swallow and then spin on the next statement, issue
 * 46) ends the thread likewise: the statement fails with a DatabaseUnavailableError naming
 * it, `log` gets one line, and a fresh thread recovers the folder. `preload`, a module URL
 * the thread imports first, is the tests' way to inject such a fault.
 * @param {string | undefined} dataDir
 * @param {{ stuckAfterMs?: number, log?: (message: string) => void, preload?: string }} [options]
 */
export async function openDatabase(dataDir, { stuckAfterMs, log = console.error, preload } = {}) {
  /** @type {Statement[]} */
  const queue = [];
  /** @type {Statement | null} */
  let running = null;
  /** @type {Worker | null} the thread statements go to, once it is ready */
  let worker = null;
  /** @type {Promise<void> | null} a thread being started */
  let starting = null;
  /** A thread being ended: the next one opens the folder only once it let go of it. */
  let retired = Promise.resolve();
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let watchdog;
  let nextId = 1;
  let closed = false;
  /** @type {Promise<void> | null} */
  let closing = null;
  /** @type {(() => void) | null} called when nothing is queued or running any more */
  let onIdle = null;

  /** The thread keeps the process alive only while it has work (as PGlite on the main thread did). */
  const updateRef = () => {
    if (!worker) return;
    if (running || queue.length > 0) worker.ref();
    else worker.unref();
  };

  /** @param {Error} error */
  const failAll = (error) => {
    for (const statement of queue.splice(0)) statement.reject(error);
  };

  /** @param {Worker} thread */
  const retire = (thread) => {
    const ended = thread.terminate().then(() => {});
    retired = retired.then(() => ended);
  };

  /** Starts a thread on the folder; resolves once PGlite is open and migrated. */
  function startWorker() {
    starting = (async () => {
      await retired;
      const thread = new Worker(new URL('./database-worker.mjs', import.meta.url), {
        workerData: { dataDir, preload },
      });
      await new Promise((resolve, reject) => {
        thread.on('message', (message) => {
          if (message.type === 'ready') resolve(undefined);
          else if (message.type === 'failed') {
            reject(rebuildError(message.error));
            retire(thread);
          } else if (thread !== worker) return;
          else if (message.type === 'broken') broken(thread, message);
          else answered(message);
        });
        thread.on('error', (error) => {
          reject(error);
          if (thread === worker) log(`The database thread failed: ${error.stack ?? error.message}`);
        });
        thread.on('exit', (code) => {
          reject(new Error(`The database thread exited (${code}) before it was ready.`));
          if (thread === worker) lost(new DatabaseUnavailableError(`The database thread exited (${code}).`));
        });
      });
      worker = thread;
    })().finally(() => {
      starting = null;
    });
    return starting;
  }

  /** The thread ended without being asked (an uncaught error): fail what it ran, start another. */
  function lost(/** @type {Error} */ error) {
    clearTimeout(watchdog);
    worker = null;
    running?.reject(error);
    running = null;
    pump();
  }

  /** @param {{ id: number, rows?: any[], error?: any }} message */
  function answered({ id, rows, error }) {
    if (!running || running.id !== id) return;
    clearTimeout(watchdog);
    const statement = running;
    running = null;
    if (error) statement.reject(rebuildError(error));
    else statement.resolve(rows ?? []);
    pump();
  }

  /**
   * The thread's engine was interrupted by an exception from outside Postgres (a platform
   * fault) and the thread is ending itself (database-worker.mjs): one line names the cause
   * and the statement, which fails; a fresh thread reopens the folder.
   * @param {Worker} thread
   * @param {{ error: { name: string, message: string, fields: Record<string, unknown> } }} message
   */
  function broken(thread, { error }) {
    clearTimeout(watchdog);
    // One statement is sent at a time, so the one running is the one interrupted.
    const statement = running;
    const { message } = rebuildError(error);
    log(
      `${message} Restarting the database on its folder.${statement ? ` Statement: ${shown(statement.text)}` : ''}`,
    );
    running = null;
    worker = null;
    retire(thread);
    statement?.reject(new DatabaseUnavailableError(`${message} The database was restarted.`));
    pump();
  }

  function stuck() {
    if (!running || !worker) return;
    const statement = running;
    log(
      `A database statement has run for over ${stuckAfterMs} ms; restarting the database on its folder. Statement: ${shown(statement.text)}`,
    );
    running = null;
    retire(worker);
    worker = null;
    statement.reject(
      new DatabaseUnavailableError(
        `The statement ran for over ${stuckAfterMs} ms; the database was restarted.`,
      ),
    );
    pump();
  }

  /**
   * Sends the next statement when none runs. Without a thread (after a restart), starts
   * one at once, so the folder's recovery runs now rather than in the next request; one
   * that fails to open fails what is queued, and the next statement tries again.
   */
  function pump() {
    if (running) return;
    if (!worker) {
      if (closed) return failAll(new DatabaseUnavailableError('The database is closed.'));
      if (!starting) {
        startWorker().then(pump, (/** @type {Error} */ error) => {
          log(`The database could not be reopened: ${error.message}`);
          failAll(error);
        });
      }
      return;
    }
    if (queue.length === 0) {
      updateRef();
      onIdle?.();
      return;
    }
    const statement = /** @type {Statement} */ (queue.shift());
    running = statement;
    try {
      worker.postMessage({ id: statement.id, text: statement.text, params: statement.params });
    } catch (error) {
      // Parameters structured clone cannot copy (a function, say).
      running = null;
      statement.reject(/** @type {Error} */ (error));
      return pump();
    }
    updateRef();
    if (stuckAfterMs) {
      watchdog = setTimeout(stuck, stuckAfterMs);
      watchdog.unref();
    }
  }

  await startWorker();
  updateRef();

  /** @type {import('../supabase/functions/_shared/partner-application/storage.ts').Db} */
  const db = {
    query: (text, params = []) =>
      new Promise((resolve, reject) => {
        if (closed) return reject(new DatabaseUnavailableError('The database is closed.'));
        queue.push({ id: nextId++, text, params, resolve: /** @type {any} */ (resolve), reject });
        pump();
      }),
  };

  /**
   * Lets the statements already queued finish, then closes PGlite; past `timeoutMs`
   * (a statement that does not end) the thread is ended instead and what is left fails.
   * Statements asked for after `close` fail at once.
   */
  function close(timeoutMs = CLOSE_TIMEOUT_MS) {
    closing ??= (async () => {
      closed = true;
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      const timedOut = new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      const idle = new Promise((resolve) => {
        onIdle = () => resolve(undefined);
        if (!running && queue.length === 0) resolve(undefined);
      });
      await Promise.race([Promise.all([idle, starting]).catch(() => {}), timedOut]);
      const thread = worker;
      worker = null;
      clearTimeout(watchdog);
      if (thread && !running && queue.length === 0) {
        const exited = new Promise((resolve) => thread.once('exit', resolve));
        thread.postMessage({ type: 'close' });
        await Promise.race([exited, timedOut]);
      }
      clearTimeout(timer);
      if (thread) retire(thread);
      const gone = new DatabaseUnavailableError('The database was closed before the statement finished.');
      running?.reject(gone);
      running = null;
      failAll(gone);
      await retired;
    })();
    return closing;
  }

  return { db, close };
}

/** Stored applications, newest first, with their notification state (sent, pending or dead). */
export const LIST_APPLICATIONS_SQL = `
  select a.id, a.created_at, a.name, a.email, a.company, a.country, a.partner_type, a.message, a.language,
         o.sent_at as notified_at, o.attempts as notification_attempts,
         o.dead_at as notification_dead_at, o.last_error as notification_error
  from partner_applications a
  left join partner_notification_outbox o on o.application_id = a.id
  order by a.created_at desc, a.id`;
