// A deployment folder of the production builds, published and served by `npm run serve:deploy`
// (the Worker on workerd), for the specs of the deployment's serving (edge-parity, canary-split).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { currentReleaseOf, releaseCommand, versionsReleased } from './release-cli';
import { repoRoot } from './servers';

/** Releases the five apps as `npm run build` left them and promotes them: the release id. */
export async function publishBuilds(env: NodeJS.ProcessEnv, deployDir: string) {
  const released = await releaseCommand(
    repoRoot,
    env,
    'release',
    '--json',
    '--prebuilt',
    'shell',
    'home',
    'blog',
    'partners',
    'leads',
  );
  if (released.code !== 0) throw new Error(`release failed: ${released.stderr}`);
  const versions = versionsReleased(released);
  const promoted = await releaseCommand(
    repoRoot,
    env,
    'promote',
    ...Object.entries(versions).map(([a, v]) => `${a}@${v}`),
  );
  if (promoted.code !== 0) throw new Error(`promote failed: ${promoted.stderr}${promoted.stdout}`);
  return { versions, release: currentReleaseOf(deployDir) };
}

/** Starts `npm run serve:deploy` and resolves once it says, over IPC, that it serves. */
export async function startServeDeploy(env: NodeJS.ProcessEnv) {
  const server = spawn(process.execPath, [join(repoRoot, 'release/serve-deploy.mjs')], {
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    server.on('message', (message) => {
      if ((message as { type?: string } | null)?.type === 'ready') resolve();
    });
    server.once('exit', (code) => reject(new Error(`serve:deploy stopped (exit code ${code})`)));
  });
  return server;
}

/** Stops a child process and waits for it. */
export async function stopChild(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** How many times serve:deploy's workerd has restarted (only new assets restart it). */
export function workerdRestarts(server: ChildProcess) {
  return new Promise<number>((resolve) => {
    const listen = (message: unknown) => {
      const status = message as { type?: string; restarts?: number } | null;
      if (status?.type !== 'edge-status') return;
      server.off('message', listen);
      resolve(status.restarts ?? 0);
    };
    server.on('message', listen);
    server.send({ type: 'edge-status' });
  });
}
