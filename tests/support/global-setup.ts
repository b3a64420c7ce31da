import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const fixture = join(import.meta.dirname, '../fixtures/throwing-remote');

/** Builds the test-only fixture remote once per run (about a second). */
export default function globalSetup() {
  if (process.env.SKIP_FIXTURE_BUILD && existsSync(join(fixture, 'dist/mf-manifest.json'))) return;
  execFileSync(process.execPath, [require_rsbuild(), 'build', '--root', fixture], {
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

function require_rsbuild() {
  return join(import.meta.dirname, '../../node_modules/@rsbuild/core/bin/rsbuild.js');
}
