// @ts-check
// The secret view tokens and the edge's reports are signed with, on this machine (decision 071):
// VIEW_TOKEN_SECRET when set (production sets it as a Worker secret and a function secret),
// else a key made once per partner-API port in the temporary folder, readable by this user only.
// Whatever mints tokens locally (npm start's shell server, serve:deploy's Worker) and the local
// partner API that verifies them read the same file, so no step of a fresh clone sets anything.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPort } from './ports.mjs';

/** @param {number} [port] the partner API's port the key belongs to */
export function localViewTokenSecret(port = apiPort()) {
  if (process.env.VIEW_TOKEN_SECRET) return process.env.VIEW_TOKEN_SECRET;
  const file = join(tmpdir(), `intenta-view-token-${port}.key`);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    // `wx`: of two processes starting together, one writes and the other reads what it wrote.
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    return readFileSync(file, 'utf8').trim();
  }
}
