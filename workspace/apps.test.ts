import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { REMOTE_MODULES, type RemoteName } from 'shared/contract';
import { APPS, REMOTE_OF_APP } from './apps.mjs';

const repoRoot = join(import.meta.dirname, '..');
const packageJson = (folder: string) =>
  JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8')) as {
    name: string;
    workspaces?: string[];
  };

// The places that cannot import the app list are checked against it.
describe('the one list of apps (workspace/apps.mjs)', () => {
  it('is what the root package.json declares as workspaces, beside shared/, the test helpers, the partner API and the studio', () => {
    expect(packageJson('.').workspaces).toEqual([
      'shared',
      'build',
      'content-model',
      'serve',
      'edge',
      'workspace',
      'test-helpers',
      ...APPS,
      'partner-api',
      'studio',
    ]);
  });

  it('names each app by its workspace folder', () => {
    for (const app of APPS) expect(packageJson(app).name).toBe(app);
  });

  it('has one remote for each remote of the contract, and the contract one for each remote', () => {
    expect(Object.keys(REMOTE_MODULES).sort()).toEqual(Object.values(REMOTE_OF_APP).sort());
    expectTypeOf<RemoteName>().toEqualTypeOf<(typeof REMOTE_OF_APP)[keyof typeof REMOTE_OF_APP]>();
  });
});
