// The release tools (`release/cli.mjs`) as the specs drive them, and what they leave in a
// deployment folder.
import { execFile } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface CommandOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a release command in a checkout; never throws, so refusals can be read. */
export async function releaseCommand(
  checkout: string,
  env: NodeJS.ProcessEnv,
  ...args: string[]
): Promise<CommandOutcome> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(checkout, 'release/cli.mjs'), ...args], {
      cwd: checkout,
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as CommandOutcome;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The versions a `release --json` uploaded, by app (its result object, release/api.mjs). */
export const versionsReleased = (outcome: CommandOutcome): Record<string, string> => {
  const result = JSON.parse(outcome.stdout) as { ok: boolean; versions?: Record<string, string> };
  if (!result.ok || !result.versions) throw new Error(`The release was refused: ${outcome.stdout}`);
  return result.versions;
};

/** The id of the release a deployment serves. */
export const currentReleaseOf = (deployDir: string) =>
  readlinkSync(join(deployDir, 'current')).split('/').pop() ?? '';

/** A deployment's ledger: every release with the versions it holds. */
export const ledgerOf = (deployDir: string) =>
  JSON.parse(readFileSync(join(deployDir, 'ledger.json'), 'utf8')) as {
    releases: { id: string; preview: boolean; versions: Record<string, string> }[];
  };
