// @vitest-environment node
// The release commands under faults their own code does not handle: they end with one
// line and exit code 1, never a stack, and never leave the deployment locked.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const cli = join(import.meta.dirname, 'cli.mjs');
const deploymentModule = pathToFileURL(join(import.meta.dirname, 'deployment.mjs')).href;
let deployDir: string;

beforeEach(() => {
  deployDir = mkdtempSync(join(tmpdir(), 'intenta-cli-'));
});
afterEach(() => {
  rmSync(deployDir, { recursive: true, force: true });
});

/**
 * `node [--import <fault>] release/cli.mjs releases`. The fault module wraps console.log, so
 * its fault happens while the command runs (the command prints its list).
 */
function releasesWith(fault?: string) {
  const wrapper = fault && `const log = console.log; console.log = (...a) => { log(...a); ${fault}; };`;
  const imports = wrapper ? ['--import', `data:text/javascript,${encodeURIComponent(wrapper)}`] : [];
  return spawnSync(process.execPath, [...imports, cli, 'releases'], {
    env: { ...process.env, DEPLOY_DIR: deployDir },
    encoding: 'utf8',
  });
}

describe('a fault nothing handles', () => {
  it('is not there in the control: the command succeeds', () => {
    const result = releasesWith();
    expect(result.stdout).toContain('No releases yet');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it.each([
    ['a rejection nobody awaits', 'Promise.reject(new Error("read ECONNRESET\\nCall log"))'],
    [
      'an error an event handler throws',
      'setImmediate(() => { throw new Error("read ECONNRESET\\nCall log"); })',
    ],
  ])('%s ends the command with one line and exit code 1', (_, fault) => {
    const result = releasesWith(fault);
    expect(result.stdout).toContain('No releases yet');
    expect(result.stderr).toBe('releases failed: read ECONNRESET\n');
    expect(result.status).toBe(1);
  });
});

describe('the deployment lock', () => {
  it('is released when the process exits while holding it', () => {
    const lock = join(deployDir, '.lock');
    const script = [
      `import { existsSync } from 'node:fs';`,
      `import { openDeployment } from '${deploymentModule}';`,
      `openDeployment(${JSON.stringify(deployDir)}).withLock(() => {`,
      `  console.log(existsSync(${JSON.stringify(lock)}) ? 'held' : 'not held');`,
      `  process.exit(3);`,
      `});`,
    ].join('\n');
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(result.stdout.trim()).toBe('held');
    expect(result.status).toBe(3);
    expect(existsSync(lock)).toBe(false);
  });
});

describe('npm run publish-content', () => {
  it('ends on a checkout git cannot read with one line and exit code 1', () => {
    const result = spawnSync(
      process.execPath,
      [join(import.meta.dirname, 'publish.mjs'), '--since', 'HEAD~1', '--checkout', deployDir],
      { env: { ...process.env, DEPLOY_DIR: deployDir }, encoding: 'utf8' },
    );
    expect(result.stderr).toMatch(/^Publishing failed: git diff HEAD~1\.\.\.HEAD failed: [^\n]+\n$/);
    expect(result.status).toBe(1);
  });
});
