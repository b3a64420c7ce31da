// The release tools under transient faults (issue 32, item 6): a real `promote` of a real
// candidate whose preflight stand-in servers reset connections, injected from outside the
// product by tests/support/drop-connections.mjs. A reset once is retried and the promote
// goes through; a reset on every attempt is a clean refusal naming each page and its fault.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '../../support/fixtures';
import { copyOfCheckout } from '../../support/checkout';
import { currentReleaseOf, ledgerOf, releaseCommand, versionsReleased } from '../../support/release-cli';
import { repoRoot } from '../../support/servers';

const dropConnections = pathToFileURL(join(repoRoot, 'tests/support/drop-connections.mjs')).href;

let tmp: string;
/** A checkout whose leads build differs from the repository's by one file: a new version. */
let team: string;

/**
 * A deployment of its own whose current release is the repository's five builds (promoted
 * without the browser check, which is not what these tests are about), and a leads
 * candidate uploaded from the team's checkout.
 */
async function deploymentWithCandidate(name: string) {
  const deployDir = join(tmp, name);
  const env = { ...process.env, DEPLOY_DIR: deployDir };
  const live = await releaseCommand(
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
  expect(live.code, live.stderr).toBe(0);
  const liveVersions = versionsReleased(live);
  const versions = Object.entries(liveVersions).map(([app, version]) => `${app}@${version}`);
  const first = await releaseCommand(
    repoRoot,
    { ...env, CHROME_PATH: join(tmp, 'no-chromium') },
    'promote',
    ...versions,
  );
  expect(first.code, first.stderr).toBe(0);
  const uploaded = await releaseCommand(team, env, 'release', '--json', '--prebuilt', 'leads');
  expect(uploaded.code, uploaded.stderr).toBe(0);
  const candidate = versionsReleased(uploaded).leads ?? '';
  expect(candidate).not.toBe(liveVersions.leads);

  const resets = join(tmp, `${name}-resets.log`);
  return {
    candidate,
    current: () => currentReleaseOf(deployDir),
    ledger: () => ledgerOf(deployDir),
    /** `promote` of the candidate with the stand-ins resetting connections (`first` or `every`). */
    promote: (drop: 'first' | 'every') =>
      releaseCommand(
        repoRoot,
        {
          ...env,
          NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${dropConnections}`,
          DROP_CONNECTIONS: drop,
          DROP_CONNECTIONS_LOG: resets,
        },
        'promote',
        `leads@${candidate}`,
      ),
    /** The requests the stand-ins cut off, one line each. */
    resets: () => (existsSync(resets) ? readFileSync(resets, 'utf8').trim().split('\n').filter(Boolean) : []),
  };
}

test.describe('the release tools under connection resets', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'intenta-release-faults-'));
    team = join(tmp, 'team');
    await copyOfCheckout(team);
    cpSync(join(repoRoot, 'mf-leads/dist'), join(team, 'mf-leads/dist'), { recursive: true });
    writeFileSync(join(team, 'mf-leads/dist/candidate.txt'), 'a leads build of its own\n');
  });

  test.afterAll(() => {
    rmSync(tmp, { recursive: true, force: true });
  });

  test('a stand-in that resets its first connection: the request is retried and the promote goes through', async () => {
    const deployment = await deploymentWithCandidate('first');
    const before = deployment.current();

    const promoted = await deployment.promote('first');

    expect(promoted.code, promoted.stderr + promoted.stdout).toBe(0);
    expect(promoted.stdout).toMatch(/Preflight opened [1-9]\d* pages in Chromium/);
    // The control: connections were reset, a page's own document among them, so the
    // retry is what carried the promote.
    const resets = deployment.resets();
    expect(resets.length).toBeGreaterThan(0);
    expect(resets).toContainEqual(expect.stringMatching(/^reset: GET \/[^.\s]* HTTP\/1\.1$/));
    const id = /^Release (\S+) is current/m.exec(promoted.stdout)?.[1];
    expect(id).toBeDefined();
    expect(id).not.toBe(before);
    expect(deployment.current()).toBe(id);
    expect(deployment.ledger().releases.find((r) => r.id === id)?.versions.leads).toBe(deployment.candidate);
  });

  test('a stand-in that resets every connection: a clean refusal naming each page and its fault', async () => {
    const deployment = await deploymentWithCandidate('every');
    const before = deployment.current();
    const releases = deployment.ledger().releases.length;

    const refused = await deployment.promote('every');

    expect(refused.code, refused.stderr + refused.stdout).toBe(1);
    const pageLines = refused.stderr
      .split('\n')
      .filter((line) => line.startsWith(`leads@${deployment.candidate}: `));
    expect(pageLines.length).toBeGreaterThan(0);
    // Each page on one line: the page, the address that failed, and the reset.
    for (const line of pageLines)
      expect(line).toMatch(/^leads@[0-9a-f]{12}: (\/\S*) cannot load \1 \(.*ECONNRESET\)$/);
    expect(refused.stderr).toContain(`Refused: nothing changed; release ${before} stays current.`);
    expect(refused.stderr).not.toContain('triggerUncaughtException');
    expect(refused.stderr).not.toMatch(/^\s+at /m);
    // The control: every page's document was asked for and cut off, twice (the retry).
    const documents = deployment.resets().filter((line) => /^reset: GET \/[^.\s]* /.test(line));
    expect(documents.length).toBe(pageLines.length * 2);
    expect(deployment.current()).toBe(before);
    expect(deployment.ledger().releases.length).toBe(releases);
  });
});
