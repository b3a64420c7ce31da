// @vitest-environment node
// Issue 46's hang, reproduced: an exception from outside Postgres that interrupts the engine
// mid-statement (here a plain Error thrown by the filesystem under a commit's WAL write,
// test-support/engine-fault.mjs) is swallowed by PGlite's main loop, which acknowledges the
// commit and leaves Postgres inside XLogWrite with its locks held; the next statement then
// spins forever. The database thread ends on such an exception instead: the statement fails
// naming it, one line is logged, and a fresh thread recovers the folder and answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseUnavailableError, openDatabase } from './database.mjs';

const preload = new URL('./test-support/engine-fault.mjs', import.meta.url).href;

describe('an engine interrupted by a platform fault (issue 46)', () => {
  it('fails that statement, restarts on its folder, and answers the next one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'engine-fault-'));
    const lines: string[] = [];
    // The watchdog is only the backstop here: without the fix the next statement spins until
    // it fires, and the test fails on that statement's DatabaseUnavailableError.
    const { db, close } = await openDatabase(join(dir, 'data'), {
      stuckAfterMs: 20_000,
      log: (line) => lines.push(line),
      preload,
    });
    try {
      await db.query('create table notes (id int primary key, body text not null)');
      await db.query(`insert into notes values (1, 'before')`);

      // The statement the fault interrupts, and the next one, queued behind it.
      const [faulted, next] = await Promise.allSettled([
        db.query(`insert into notes values (2, 'issue-46-engine-fault')`),
        db.query(`insert into notes values (3, 'after')`),
      ]);
      // Without the fix the faulted commit is acknowledged and the next statement spins until
      // the watchdog's line names it ("has run for over 20000 ms").
      expect(lines).toEqual([
        expect.stringContaining('interrupted mid-statement (Error: The platform failed the write.)'),
      ]);
      expect(lines[0]).toContain(`Statement: insert into notes values (2, 'issue-46-engine-fault')`);
      expect(faulted).toMatchObject({ status: 'rejected', reason: expect.any(DatabaseUnavailableError) });
      expect(String((faulted as PromiseRejectedResult).reason)).toContain('The platform failed the write.');
      expect(next).toEqual({ status: 'fulfilled', value: [] });

      // Answered on the recovered folder: the row committed before is there, the interrupted
      // one is not (its commit never reached the WAL).
      expect(await db.query('select id, body from notes order by id')).toEqual([
        { id: 1, body: 'before' },
        { id: 3, body: 'after' },
      ]);
    } finally {
      await close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
