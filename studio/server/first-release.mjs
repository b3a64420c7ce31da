// @ts-check
// A deployment with no current release gets one, so the studio's first publish has a
// site to change: every app released from the content repository and promoted.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { releaseCommand } from '../../release/publish.mjs';

/**
 * With `prebuilt` (the folder of a checkout whose apps are built, e.g. by `npm test`), its
 * builds are uploaded as they are instead of building again.
 * @param {{ checkout: string, deployDir: string, prebuilt?: string | null }} options
 */
export async function firstRelease({ checkout, deployDir, prebuilt = null }) {
  if (existsSync(join(deployDir, 'current'))) return;
  console.log('The deployment has no release yet: releasing every app (a minute or two, once)...');
  const env = { ...process.env, DEPLOY_DIR: deployDir };
  const apps = ['shell', 'home', 'blog', 'partners', 'leads'];
  const built = prebuilt
    ? await releaseCommand(prebuilt, ['release', ...apps, '--prebuilt'], env)
    : await releaseCommand(checkout, ['release', ...apps], env);
  if (built.code !== 0) throw new Error(built.err.trim() || built.out.trim());
  const versions = built.out.split('\n').filter((line) => /^[a-z]+@[0-9a-f]+$/.test(line.trim()));
  const promoted = await releaseCommand(checkout, ['promote', ...versions], env);
  if (promoted.code !== 0) throw new Error(promoted.err.trim());
  console.log(promoted.out.trim().split('\n').at(-1));
}
