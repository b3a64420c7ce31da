// @vitest-environment node
// The deployment lock (`deploy/.lock`): one release command at a time, and no lock left
// behind by a command that failed or was killed ever blocks the next one for long.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeployError, openDeployment } from './deployment.mjs';

const deploymentModule = pathToFileURL(join(import.meta.dirname, 'deployment.mjs')).href;
let deployDir: string;
let lock: string;

beforeEach(() => {
  deployDir = mkdtempSync(join(tmpdir(), 'intenta-lock-'));
  lock = join(deployDir, '.lock');
});
afterEach(() => {
  rmSync(deployDir, { recursive: true, force: true });
});

/** withLock in another process, as a second release command would call it: what it printed. */
function lockFromAnotherProcess() {
  const script = [
    `import { openDeployment } from '${deploymentModule}';`,
    `try {`,
    `  openDeployment(${JSON.stringify(deployDir)}).withLock(() => console.log('held'));`,
    `} catch (error) {`,
    `  console.log(error.message);`,
    `}`,
  ].join('\n');
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return result.stdout.trim();
}

describe('the deployment lock', () => {
  it('is held while the work runs, and gone after', async () => {
    const deployment = openDeployment(deployDir);
    expect(deployment.withLock(() => existsSync(lock))).toBe(true);
    expect(existsSync(lock)).toBe(false);
    await expect(deployment.withLock(async () => existsSync(lock))).resolves.toBe(true);
    expect(existsSync(lock)).toBe(false);
  });

  it('refuses a second holder while the first works, in this process or another', async () => {
    let finish = () => {};
    const first = openDeployment(deployDir).withLock(
      () => new Promise<string>((resolve) => (finish = () => resolve('first done'))),
    );
    const second = () => openDeployment(deployDir).withLock(() => 'second ran');
    expect(second).toThrow(DeployError);
    expect(second).toThrow(/^Another release command is running \(.*\.lock is held/);
    expect(lockFromAnotherProcess()).toMatch(/^Another release command is running /);

    finish();
    await expect(first).resolves.toBe('first done');
    expect(second()).toBe('second ran');
    expect(lockFromAnotherProcess()).toBe('held');
  });

  it('is released when the work fails, so a failed command never blocks the next one', async () => {
    const deployment = openDeployment(deployDir);
    expect(() =>
      deployment.withLock(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    await expect(deployment.withLock(() => Promise.reject(new Error('later boom')))).rejects.toThrow(
      'later boom',
    );
    expect(existsSync(lock)).toBe(false);
    expect(deployment.withLock(() => 'next')).toBe('next');
  });

  it('takes over a stale lock (its command was killed), never a fresh one', () => {
    mkdirSync(lock);
    expect(() => openDeployment(deployDir).withLock(() => 'ran')).toThrow(/^Another release command/);
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(lock, anHourAgo, anHourAgo);
    expect(openDeployment(deployDir).withLock(() => (existsSync(lock) ? 'ran, holding it' : 'no lock'))).toBe(
      'ran, holding it',
    );
    expect(existsSync(lock)).toBe(false);
  });
});
