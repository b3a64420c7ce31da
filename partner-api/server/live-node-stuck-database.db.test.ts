// @vitest-environment node
// The local Node server (a real process) while a database statement does not end (issue 46):
// requests still get an answer, a 503 `database_busy` past their deadline at the latest;
// SIGTERM ends it within 5 s; the watchdog restarts the database on its folder, which keeps
// the applications and the outbox written before. The slow statement is real: a trigger the
// test plants in the data folder sleeps while inserting an application whose message says
// `sleep=<seconds>`, the way a statement waiting inside PGlite busy-waits.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './database.mjs';
import { eventually, validApplication } from './test-support/endpoint-contract.ts';
import { compileServer, exited, startLocalServer, type RunningProcess } from './test-support/live-servers.ts';
import type { StoredRow } from './test-support/stored-applications.ts';

const FUNCTION_PATH = '/functions/v1/send-partner-notification';
const WATCHDOG_LINE = /A database statement has run for over \d+ ms/;
const watchdogLines = () => (server?.output() ?? '').split('\n').filter((l) => WATCHDOG_LINE.test(l));

/** Creates the folder's database with a trigger that sleeps on `sleep=<seconds>` messages. */
async function plantSlowTrigger(dataDir: string) {
  const { db, close } = await openDatabase(dataDir);
  try {
    await db.query(`create function test_sleep_on_insert() returns trigger language plpgsql as $$
      begin
        perform pg_sleep(coalesce(substring(new.message from 'sleep=([0-9]+)')::int, 0));
        return new;
      end $$`);
    await db.query(`create trigger test_sleep_on_insert before insert on partner_applications
      for each row execute function test_sleep_on_insert()`);
  } finally {
    await close();
  }
}

let dir: string;
let env: Record<string, string>;
let server: RunningProcess | undefined;
let base = '';

/** Starts the server on the test's folders with these settings. */
async function start(settings: Record<string, string> = {}) {
  server = await startLocalServer({ ...env, ...settings });
  base = `http://127.0.0.1:${server.port}`;
  return server;
}

/** An application posted as JSON: its status, body, Retry-After and how long the answer took. */
async function apply(email: string, message = 'hola') {
  const started = performance.now();
  const response = await fetch(`${base}${FUNCTION_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...validApplication(email), message }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { ok?: boolean; id?: string; error?: { code: string } },
    retryAfter: response.headers.get('retry-after'),
    ms: performance.now() - started,
  };
}

async function timed(path: string) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`);
  const body: unknown = await response.json();
  return { status: response.status, body, ms: performance.now() - started };
}

beforeAll(() => compileServer(), 60_000);
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'partners-stuck-'));
  env = {
    PARTNERS_DATA_DIR: join(dir, 'data'),
    PARTNERS_MAILBOX_DIR: join(dir, 'mailbox'),
    PARTNERS_RATE_LIMIT_MAX: '100',
  };
  await plantSlowTrigger(env.PARTNERS_DATA_DIR!);
}, 60_000);
afterEach(async () => {
  await server?.stop();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe('local Node server with a statement that does not end', () => {
  it('answers every request, with 503 database_busy past the deadline, while the statement runs', async () => {
    await start({ API_REQUEST_DEADLINE_MS: '1500', API_STATEMENT_WATCHDOG_MS: '60000' });
    const slow = apply('slow@shop.example', 'sleep=5');
    await new Promise((done) => setTimeout(done, 300));

    // No database involved: answered at once, the event loop is free.
    const notFound = await timed('/functions/v1/nothing');
    expect(notFound.status).toBe(404);
    expect(notFound.ms).toBeLessThan(1000);
    // Queued behind the sleeping statement: 503 within its deadline, not silence.
    const listing = await timed('/local/applications');
    expect(listing).toMatchObject({ status: 503, body: { error: { code: 'database_busy' } } });
    expect(listing.ms).toBeLessThan(1500 + 1000);

    const answered = await slow;
    expect(answered).toMatchObject({
      status: 503,
      body: { error: { code: 'database_busy' } },
      retryAfter: '5',
    });
    expect(answered.ms).toBeGreaterThan(1400);
    expect(answered.ms).toBeLessThan(1500 + 1000);

    // Once the statement ends, the database answers again; the slow insert was committed
    // after its 503 (a retry with the same Idempotency-Key would get its 200).
    await eventually(async () => {
      const after = await timed('/local/applications');
      expect(after.status).toBe(200);
      expect((after.body as StoredRow[]).map((r) => r.email)).toEqual(['slow@shop.example']);
    }, 15_000);
    expect((await apply('quick@shop.example')).status).toBe(200);
    expect(watchdogLines()).toEqual([]);
  }, 60_000);

  it('ends within 5 s on SIGTERM while a statement runs, and the folder opens again', async () => {
    const running = await start({ API_STATEMENT_WATCHDOG_MS: '60000' });
    expect((await apply('kept@shop.example')).status).toBe(200);
    void apply('stuck@shop.example', 'sleep=60').catch(() => {});
    await new Promise((done) => setTimeout(done, 500));

    const started = performance.now();
    running.child.kill('SIGTERM');
    await exited(running.child);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(running.child.exitCode, running.output()).toBe(0);

    await start();
    const listing = await timed('/local/applications');
    expect(listing.status).toBe(200);
    expect((listing.body as StoredRow[]).map((r) => r.email)).toEqual(['kept@shop.example']);
  }, 60_000);

  it('restarts a stuck database once, logging the statement, and keeps the applications and their outbox', async () => {
    // The mailbox is a file, so the notification cannot be delivered and stays queued.
    env.PARTNERS_MAILBOX_DIR = join(dir, 'not-a-folder');
    writeFileSync(env.PARTNERS_MAILBOX_DIR, '');
    await start({ API_REQUEST_DEADLINE_MS: '1000', API_STATEMENT_WATCHDOG_MS: '2500' });
    const kept = await apply('kept@shop.example');
    expect(kept.status).toBe(200);

    const stuck = await apply('stuck@shop.example', 'sleep=600');
    expect(stuck).toMatchObject({ status: 503, body: { error: { code: 'database_busy' } } });

    await eventually(async () => expect(watchdogLines()).toHaveLength(1), 15_000);
    expect(watchdogLines()[0]).toContain('insert into partner_applications');
    await eventually(async () => {
      const listing = await timed('/local/applications');
      expect(listing.status).toBe(200);
      const rows = listing.body as (StoredRow & { notification_attempts: number | null })[];
      expect(rows).toEqual([
        expect.objectContaining({
          id: kept.body.id,
          notified_at: null,
          notification_attempts: expect.any(Number),
        }),
      ]);
    }, 15_000);
    expect(watchdogLines()).toHaveLength(1);
    expect((await apply('after@shop.example')).status).toBe(200);
  }, 90_000);
});
