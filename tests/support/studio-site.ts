// The content studio and the site it publishes, as the studio specs run them on the production
// builds: the studio on a throwaway copy of the repository (a git repository of its own), its
// first release the builds `npm test` made (`--prebuilt`), and `npm run serve:deploy` serving what
// it publishes, on ports of their own (`offset`, moved with PORT_OFFSET like the suite's).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { copyOfCheckout } from './checkout';
import { repoRoot } from './servers';

const run = promisify(execFile);
/** The studio specs' partner API ports start here (offsets 60-140: 24060-24140, nothing else there). */
const API_PORT_BASE = 24_000;

export interface StudioSite {
  tmp: string;
  /** The content repository the studio commits to. */
  repo: string;
  deployDir: string;
  /** The studio's origin, `http://localhost:<3010 + offset>`. */
  studio: string;
  /** serve:deploy's shell port; the remotes follow it. */
  shellPort: number;
  /** The environment the servers run with (the copy, the deployment, the ports). */
  env: NodeJS.ProcessEnv;
  /** git in the content repository. */
  git: (...args: string[]) => Promise<{ stdout: string }>;
  /** Stops the servers and removes the copy. */
  stop: () => Promise<void>;
}

/**
 * Starts the studio on a copy of this checkout, waits for its first release, then serve:deploy.
 * What the servers say is appended to `log` (kept for a failed run's report).
 */
export async function startStudioSite(offset: number, log: string): Promise<StudioSite> {
  const shift = offset + Number(process.env.PORT_OFFSET ?? 0);
  const tmp = mkdtempSync(join(tmpdir(), 'intenta-studio-'));
  const deployDir = join(tmp, 'deploy');
  const repo = join(tmp, 'content');
  const env = {
    ...process.env,
    DEPLOY_DIR: deployDir,
    CONTENT_REPO: repo,
    PORT_OFFSET: String(shift),
    // The partner API below Linux's ephemeral ports (32768-60999): at 54321 + offset, an outgoing
    // connection of the suite's took the port once, and serve:deploy could not listen (CI, issue 46).
    API_PORT: String(API_PORT_BASE + shift),
    PARTNERS_DATA_DIR: join(tmp, 'partners-data'),
    PARTNERS_MAILBOX_DIR: join(tmp, 'partners-mailbox'),
  };
  const children: ChildProcess[] = [];
  /** Starts a command of the repository and waits for its message (IPC) that it serves. */
  const start = async (script: string, args: string[]) => {
    const child = spawn(process.execPath, [join(repoRoot, script), ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    children.push(child);
    let out = '';
    const keep = (chunk: Buffer) => {
      out += chunk;
      appendFileSync(log, chunk);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    await new Promise<void>((resolve, reject) => {
      child.on('message', (message) => {
        if ((message as { type?: string } | null)?.type === 'ready') resolve();
      });
      child.once('exit', (code) => reject(new Error(`${script} stopped (${code}): ${out}`)));
    });
  };
  const git = (...args: string[]) => run('git', args, { cwd: repo });
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(null);
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    rmSync(tmp, { recursive: true, force: true });
  };

  try {
    // A throwaway repository with the files of this checkout, as they are.
    await copyOfCheckout(repo);
    await git('init', '-q', '-b', 'main');
    await git('config', 'user.name', 'Marketing');
    await git('config', 'user.email', 'marketing@intenta.example');
    await git('add', '-A');
    await git('commit', '-q', '-m', 'The site as it is');

    mkdirSync(dirname(log), { recursive: true });
    await start('studio/server/studio.mjs', ['--prebuilt']);
    await expect
      .poll(() => existsSync(join(deployDir, 'current')), { timeout: 300_000, intervals: [2000] })
      .toBe(true);
    await start('release/serve-deploy.mjs', []);
  } catch (error) {
    // Nothing left running or on disk when the start fails.
    await stop();
    throw error;
  }
  return {
    tmp,
    repo,
    deployDir,
    env,
    studio: `http://localhost:${3010 + shift}`,
    shellPort: 3000 + shift,
    git,
    stop,
  };
}

/** One action of Decap's backend at `studio`, as its editor sends it. */
export async function studioActionAt(studio: string, action: string, params: Record<string, unknown>) {
  const res = await fetch(`${studio}/api/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
