// @vitest-environment node
// `npm run applications` prints stored values with control characters escaped
// and shows notifications that were given up.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from './database.mjs';
import { escapeForTerminal, terminalSafeJson } from './terminal-text.mjs';

const run = promisify(execFile);
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const RAW_UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** A port nothing listens on, so the script reads the data folder itself. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('escapeForTerminal', () => {
  it('writes controls, bidi controls, separators and lone surrogates as \\uXXXX and keeps the rest', () => {
    expect(escapeForTerminal('a\u001b[31mb\u0007c\u0000d\u009be\u202ef\u2028g\ud800')).toBe(
      'a\\u001b[31mb\\u0007c\\u0000d\\u009be\\u202ef\\u2028g\\ud800',
    );
    expect(escapeForTerminal('José 👩‍💻 می‌خواهم')).toBe('José 👩‍💻 می‌خواهم');
    expect(JSON.parse(terminalSafeJson({ v: 'x\u009b\u202e\u007f' }))).toEqual({ v: 'x\u009b\u202e\u007f' });
    expect(terminalSafeJson({ v: 'x\u009b\u202e\u007f' })).not.toMatch(RAW_UNSAFE);
  });
});

describe('npm run applications', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'partners-list-'));
    const { db, close } = await openDatabase(dir);
    // Rows stored before the endpoint refused control characters: the database
    // checks only new rows, so the test lifts them to store such a row.
    await db.query(`alter table partner_applications
      drop constraint partner_applications_one_line_text,
      drop constraint partner_applications_message_text`);
    const [row] = await db.query<{ id: string }>(
      `insert into partner_applications (name, email, company, country, partner_type, message, language, client_hash)
       values ($1, 'ana@shop.example', $2, 'AR', 'referral', $3, 'en', 'h') returning id`,
      ['Ana\u001b[2J\u001b[31mRed', 'Evil\u009b2J\u202eCorp', 'line1\nline2\u0007'],
    );
    await db.query(
      `insert into partner_notification_outbox (application_id, attempts, dead_at, last_error)
       values ($1, 10, now(), $2)`,
      [row?.id, 'provider down \u001b[0m'],
    );
    await close();
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const list = async (...args: string[]) =>
    (
      await run(process.execPath, [join(import.meta.dirname, 'applications.mjs'), ...args], {
        env: { ...process.env, PARTNERS_DATA_DIR: dir, API_PORT: String(await closedPort()) },
      })
    ).stdout;

  it('prints control characters escaped, never raw, and shows a dead notification as FAILED', async () => {
    const out = await list();
    expect(out).not.toMatch(RAW_UNSAFE);
    expect(out).toContain('Ana\\u001b[2J\\u001b[31mRed');
    expect(out).toContain('Evil\\u009b2J\\u202eCorp');
    expect(out).toContain('"line1 line2\\u0007"');
    expect(out).toContain('!! 1 notification(s) failed for good');
    expect(out).toMatch(/notification: FAILED, gave up after 10 attempts at .+: provider down \\u001b\[0m/);
  }, 30_000);

  it('prints JSON with the same escapes, which parses back to the stored values', async () => {
    const out = await list('--json');
    expect(out).not.toMatch(/[\u007f-\u009f\u202a-\u202e]/);
    const [row] = JSON.parse(out) as Record<string, unknown>[];
    expect(row).toMatchObject({ company: 'Evil\u009b2J\u202eCorp', notification_attempts: 10 });
  }, 30_000);
});
