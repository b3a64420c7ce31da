// `npm run serve:deploy` on a fresh clone, before any release (issue 47, item 4): it does not
// exit, it says it waits for a first release, answers 503 with Retry-After meanwhile, and serves
// the first release promoted while it runs, without being restarted.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../../support/fixtures';
import { getFromDeployment } from '../../support/deployment-get';
import { publishBuilds, startServeDeploy, stopChild } from '../../support/served-deployment';

const OFFSET = 90 + Number(process.env.PORT_OFFSET ?? 0);
const shellPort = 3000 + OFFSET;

let tmp: string;
let server: ChildProcess | undefined;

test.afterAll(async () => {
  await stopChild(server);
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('serve:deploy started before the first release waits for it, then serves it', async () => {
  test.setTimeout(300_000);
  tmp = mkdtempSync(join(tmpdir(), 'intenta-first-release-'));
  const deployDir = join(tmp, 'deploy');
  const env = {
    ...process.env,
    DEPLOY_DIR: deployDir,
    PORT_OFFSET: String(OFFSET),
    PARTNERS_DATA_DIR: join(tmp, 'partners-data'),
    PARTNERS_MAILBOX_DIR: join(tmp, 'partners-mailbox'),
  };
  expect(existsSync(deployDir)).toBe(false);
  server = await startServeDeploy(env);

  const before = await getFromDeployment(shellPort, '/');
  expect(before.status).toBe(503);
  expect(before.headers['retry-after']).toBe('5');
  expect(before.body).toContain('The site has not been published yet');

  const { release } = await publishBuilds(env, deployDir);
  await expect
    .poll(async () => (await getFromDeployment(shellPort, '/blog')).headers['x-intenta-release'], {
      timeout: 60_000,
    })
    .toBe(release);
  const page = await getFromDeployment(shellPort, '/blog');
  expect(page.status).toBe(200);
  expect(page.viewToken).toBeTruthy();
  expect(server.exitCode).toBeNull();
});
