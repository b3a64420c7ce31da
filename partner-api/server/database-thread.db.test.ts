// @vitest-environment node
// The local server's database runs in a worker thread (database.mjs, issue 46): a statement
// that does not end stalls neither timers nor anything else of the calling thread, rows keep
// PGlite's shapes, the watchdog restarts a stuck database on its folder with the data
// written before, and close() ends a thread stuck in a statement.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DatabaseUnavailableError, openDatabase } from './database.mjs';

/** How late a 50 ms timer set now fires, in ms. */
function timerLateness(): Promise<number> {
  const start = performance.now();
  return new Promise((done) => setTimeout(() => done(performance.now() - start - 50), 50));
}

const insertApplication = `insert into partner_applications
  (name, email, company, country, partner_type, message, language, client_hash)
  values ('Ana', 'ana@shop.example', 'Tienda', 'AR', 'referral', 'hola', 'en', 'h') returning id`;

describe('the database thread', () => {
  it('(the incident) PGlite on the calling thread holds its timers for as long as a statement sleeps', async () => {
    const pg = new PGlite();
    try {
      await pg.waitReady;
      const late = timerLateness();
      await pg.query('select pg_sleep(1)');
      expect(await late).toBeGreaterThan(800);
    } finally {
      await pg.close();
    }
  }, 60_000);

  it('keeps timers on time and answers no later for a slow statement than the statement itself', async () => {
    const { db, close } = await openDatabase(undefined);
    try {
      const started = performance.now();
      const slow = db.query('select pg_sleep(2)');
      // The event loop stays free the whole time: ten timers in a row, each on time.
      for (let i = 0; i < 10; i++) expect(await timerLateness()).toBeLessThan(500);
      // Queued behind it, in order, answered once it ends.
      const next = db.query<{ n: number }>('select 1 as n');
      await slow;
      expect(await next).toEqual([{ n: 1 }]);
      expect(performance.now() - started).toBeGreaterThan(1900);
    } finally {
      await close();
    }
  }, 60_000);

  it("keeps PGlite's row shapes and Postgres's error fields across the thread", async () => {
    const { db, close } = await openDatabase(undefined);
    try {
      const [row] = await db.query<{ at: unknown; counts: unknown; doc: unknown; missing: unknown }>(
        `select $1::timestamptz as at, '{1,2,3}'::int[] as counts, '{"a":[1]}'::jsonb as doc, null as missing`,
        [new Date('2026-01-02T03:04:05.678Z')],
      );
      expect(row?.at).toBeInstanceOf(Date);
      expect((row?.at as Date).toISOString()).toBe('2026-01-02T03:04:05.678Z');
      expect(row).toMatchObject({ counts: [1, 2, 3], doc: { a: [1] }, missing: null });

      const [first] = await db.query<{ id: string }>(insertApplication);
      const duplicate = db.query(
        `insert into partner_applications (id, name, email, company, country, partner_type, message, language, client_hash)
         select id, name, email, company, country, partner_type, message, language, client_hash
         from partner_applications where id = $1`,
        [first?.id],
      );
      await expect(duplicate).rejects.toMatchObject({
        code: '23505',
        message: expect.stringContaining('duplicate key'),
      });
      await expect(db.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
    } finally {
      await close();
    }
  }, 60_000);

  describe('the watchdog', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'partners-watchdog-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('logs a stuck statement once, fails it, restarts on the folder, and keeps what was written', async () => {
      const lines: string[] = [];
      const { db, close } = await openDatabase(dir, { stuckAfterMs: 1000, log: (line) => lines.push(line) });
      try {
        const [stored] = await db.query<{ id: string }>(insertApplication);
        await db.query(`insert into partner_notification_outbox (application_id) values ($1)`, [stored?.id]);

        // Longer than the 120 characters the line shows.
        const stuck = `select pg_sleep(60) /* ${'x'.repeat(200)} */`;
        const started = performance.now();
        const failed = db.query(stuck);
        const queued = db.query<{ n: number }>('select count(*)::int as n from partner_applications');
        await expect(failed).rejects.toBeInstanceOf(DatabaseUnavailableError);
        expect(performance.now() - started).toBeLessThan(5000);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toContain(stuck.slice(0, 120));
        expect(lines[0]).not.toContain(stuck.slice(0, 121));

        // The statement queued behind it runs on the fresh thread, which found the data.
        expect(await queued).toEqual([{ n: 1 }]);
        expect(await db.query('select application_id, sent_at from partner_notification_outbox')).toEqual([
          { application_id: stored?.id, sent_at: null },
        ]);
        await db.query(insertApplication);
        expect(lines).toHaveLength(1);
      } finally {
        await close();
      }

      // And the folder opens again afterwards with both applications.
      const again = await openDatabase(dir);
      try {
        expect(await again.db.query('select count(*)::int as n from partner_applications')).toEqual([
          { n: 2 },
        ]);
      } finally {
        await again.close();
      }
    }, 60_000);
  });

  it('close() ends a thread stuck in a statement, and fails that statement and later ones', async () => {
    const { db, close } = await openDatabase(undefined);
    const stuck = db.query('select pg_sleep(60)').catch((error: unknown) => error);
    const started = performance.now();
    await close(500);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await stuck).toBeInstanceOf(DatabaseUnavailableError);
    await expect(db.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
  }, 60_000);
});
