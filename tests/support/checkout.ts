// A team's own checkout for the release and studio specs: this repository's files as they
// are (uncommitted changes included), without builds or local data, sharing its packages.
import { execFile } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './servers';

const run = promisify(execFile);

/** Copies the checkout into `dir` (made here) and links its node_modules. */
export async function copyOfCheckout(dir: string): Promise<void> {
  const archive = join(dirname(dir), `${dir.split('/').pop()}.tar`);
  await run(
    'tar',
    [
      '-cf',
      archive,
      '--exclude=./node_modules',
      '--exclude=./.git',
      '--exclude=*/dist',
      '--exclude=./deploy',
      '--exclude=./shell/published',
      '--exclude=./test-results',
      '--exclude=*/.data',
      '--exclude=*/.mailbox',
      '.',
    ],
    { cwd: repoRoot },
  );
  mkdirSync(dir);
  await run('tar', ['-xf', archive], { cwd: dir });
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'));
}
