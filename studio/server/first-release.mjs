// @ts-check
// A deployment with no current release gets one, so the studio's first publish has a
// site to change: every app released from the content repository and promoted.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promote, releaseApps } from '../../release/api.mjs';
import { APPS } from '../../release/deployment.mjs';
import { describeRefusal } from '../../release/refusal.mjs';

/**
 * With `prebuilt` (the folder of a checkout whose apps are built, e.g. by `npm test`), its
 * builds are uploaded as they are instead of building again.
 * @param {{ checkout: string, deployDir: string, prebuilt?: string | null }} options
 */
export async function firstRelease({ checkout, deployDir, prebuilt = null }) {
  if (existsSync(join(deployDir, 'current'))) return;
  console.log('The deployment has no release yet: releasing every app (a minute or two, once)...');
  const apps = APPS.map((app) => app.name);
  const built = await releaseApps({
    apps,
    root: prebuilt ?? checkout,
    deployDir,
    prebuilt: prebuilt !== null,
    output: 'capture',
  });
  if (!built.ok) throw new Error(built.refusals.map(describeRefusal).join('\n'));
  const promoted = await promote({ versions: built.versions, deployDir });
  if (!promoted.ok) throw new Error(promoted.refusals.map(describeRefusal).join('\n'));
  console.log(`Release ${promoted.releaseId} is current.`);
}
