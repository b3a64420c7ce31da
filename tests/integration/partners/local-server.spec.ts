import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPort } from '@intenta/workspace/ports.mjs';
import { readMailbox } from '@intenta/partner-api/local-server/mailbox';
import { storedApplications } from '@intenta/partner-api/test-support/stored-applications';
import { expect, test } from '../../support/fixtures';
import { repoRoot } from './paths';

// A second local API on its own port and folders, to check its life cycle.
const port = apiPort() + 1000;
const base = `http://localhost:${port}`;

function startServer(dataDir: string, mailboxDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(repoRoot, 'partner-api/server/start.mjs')], {
    env: {
      ...process.env,
      API_PORT: String(port),
      PARTNERS_DATA_DIR: dataDir,
      PARTNERS_MAILBOX_DIR: mailboxDir,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.on('message', (m: { type?: string }) => m?.type === 'ready' && resolve(child));
    child.once('exit', (code) => reject(new Error(`local API exited early (${code})`)));
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

test('the local API applies the migrations, stores, mails to .eml, and closes cleanly on SIGINT', async () => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(join(tmpdir(), 'partners-api-'));
  const dataDir = join(dir, 'data');
  const mailboxDir = join(dir, 'mailbox');
  try {
    let server = await startServer(dataDir, mailboxDir);
    const response = await fetch(`${base}/functions/v1/send-partner-notification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Life Cycle',
        email: 'cycle@shop.example',
        company: 'Cycle Co',
        country: 'Chile',
        partnerType: 'referral',
        message: 'hola',
        language: 'es',
      }),
    });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    await expect.poll(() => readMailbox(mailboxDir).length).toBe(1);
    expect(readMailbox(mailboxDir)[0]?.text).toContain(`Application id: ${id}`);

    const exit = stopped(server);
    server.kill('SIGINT');
    expect(await exit).toBe(0);

    // Reopened on the same folder: the data survived and the migrations are not re-run.
    server = await startServer(dataDir, mailboxDir);
    const rows = await storedApplications(base);
    expect(rows).toEqual([expect.objectContaining({ id, notified_at: expect.any(String) })]);
    const exit2 = stopped(server);
    server.kill('SIGTERM');
    expect(await exit2).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
