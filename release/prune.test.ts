// @vitest-environment node
// Retention (issue 48): every promote prunes the deployment, `npm run prune` on demand, and a
// rollback to a pruned release refuses by name. Deployments laid out by hand (no builds), with
// file counts like a real one's: ~40 files an app version, ~100 a release.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prune, rollback } from './api.mjs';
import { assetFileCount, DeployError, openDeployment, type Canary, type Ledger } from './deployment.mjs';

const cli = join(import.meta.dirname, 'cli.mjs');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const APP_FILES = 40;
const RELEASE_FILES = 100;
/** A quarter of a build's files are hashed, and `npm run deploy` links those at their request paths. */
const RELEASE_LINKS = RELEASE_FILES / 4;
const APP_LINKS = APP_FILES / 4;
/** A remote's version as release/upload.mjs names it: 12 hex digits (only such folders get links). */
const hex = (name: string) => createHash('sha256').update(name).digest('hex').slice(0, 12);

let deployDir: string;
beforeEach(() => {
  deployDir = mkdtempSync(join(tmpdir(), 'intenta-prune-'));
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(deployDir, { recursive: true, force: true });
});

/**
 * `count` small files in `dir`, a few in subfolders as a build has them: hard links of one file,
 * files like any other to a count, and quick to make (the simulation makes 42,000).
 */
function writeFiles(dir: string, count: number) {
  const model = join(deployDir, '.model-file');
  if (!existsSync(model)) writeFileSync(model, 'a file\n');
  mkdirSync(join(dir, 'static/js'), { recursive: true });
  for (let i = 0; i < count; i += 1)
    linkSync(model, join(dir, i % 4 === 0 ? `static/js/${i}.${hex(dir).slice(0, 10)}.js` : `${i}.html`));
}

/** An uploaded build: `apps/<app>/<version>/` and `builds/<app>/<version>.json`. */
function upload(app: string, version: string, uploadedAt = new Date().toISOString()) {
  writeFiles(join(deployDir, 'apps', app, version), APP_FILES);
  openDeployment(deployDir).writeBuildInfo(app, version, { app, version, commit: null, uploadedAt });
}

const firstVersions = { shell: 's1', home: 'h1', blog: 'b1', partners: 'p1', leads: 'l1' };
function uploadFirstVersions() {
  for (const [app, version] of Object.entries(firstVersions)) upload(app, version);
}

/** A rendered release in `releases/<id>/`, in the ledger. */
function publish(
  id: string,
  versions: Record<string, string>,
  { preview = false, createdAt = new Date().toISOString() } = {},
) {
  writeFiles(join(deployDir, 'releases', id), RELEASE_FILES);
  openDeployment(deployDir).addRelease({ id, createdAt, preview, versions });
}

/** What `promote` does once a release is rendered: makes it current, which prunes. */
const promote = (id: string) => openDeployment(deployDir).makeCurrent(id, 'promote');

const releaseFolders = () =>
  readdirSync(join(deployDir, 'releases'))
    .filter((name) => !name.startsWith('.'))
    .sort();
const hasVersion = (app: string, version: string) =>
  existsSync(join(deployDir, 'apps', app, version)) &&
  existsSync(join(deployDir, 'builds', app, `${version}.json`));
const current = () => readlinkSync(join(deployDir, 'current')).split('/').pop();
const ledger = (): Ledger => JSON.parse(readFileSync(join(deployDir, 'ledger.json'), 'utf8'));
const id = (n: number) => `r${String(n).padStart(3, '0')}`;

/** `count` promotes in a row, each a new blog version: r001 pins b1, r002 b2, … */
function promotesInARow(count: number, each: (n: number) => void = () => {}) {
  uploadFirstVersions();
  for (let n = 1; n <= count; n += 1) {
    if (n > 1) upload('blog', `b${n}`);
    publish(id(n), { ...firstVersions, blog: `b${n}` });
    each(n);
    promote(id(n));
  }
}

function cliRun(...args: string[]) {
  return spawnSync(process.execPath, [cli, ...args], {
    env: { ...process.env, DEPLOY_DIR: deployDir },
    encoding: 'utf8',
  });
}

describe('every promote prunes', () => {
  it('keeps the last 10 releases that were current and the versions they pin; removes the rest', () => {
    promotesInARow(12);
    expect(releaseFolders()).toEqual(Array.from({ length: 10 }, (_, i) => id(i + 3)));
    // b1 and b2 only the two pruned releases pinned; the first versions of the others stay pinned.
    expect([hasVersion('blog', 'b1'), hasVersion('blog', 'b2'), hasVersion('blog', 'b3')]).toEqual([
      false,
      false,
      true,
    ]);
    expect(existsSync(join(deployDir, 'builds/blog/b1.json'))).toBe(false);
    for (const [app, version] of Object.entries(firstVersions))
      if (app !== 'blog') expect(hasVersion(app, version)).toBe(true);
    // The ledger keeps its history and says which went, and when.
    const book = ledger();
    expect(book.releases).toHaveLength(12);
    expect(book.current).toHaveLength(12);
    expect(book.releases.filter((r) => r.pruned).map((r) => r.id)).toEqual([id(1), id(2)]);
    expect(book.releases[0]?.pruned).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Nothing staged is left behind.
    expect(readdirSync(deployDir).filter((name) => name.startsWith('.pruned-'))).toEqual([]);
  });

  it('13 promotes in a row keep at most 11 release folders (10 after each prune), and rollback works', () => {
    const seen: number[] = [];
    promotesInARow(13, () => seen.push(releaseFolders().length));
    // Before each promote's prune: the 10 kept and the new one.
    expect(Math.max(...seen)).toBe(11);
    expect(releaseFolders()).toHaveLength(10);
    expect(current()).toBe(id(13));

    expect(rollback({ deployDir })).toMatchObject({ releaseId: id(12), was: id(13) });
    expect(current()).toBe(id(12));
    // To the oldest kept one, too; a rollback removes nothing.
    expect(rollback({ deployDir, releaseId: id(4) })).toMatchObject({ releaseId: id(4) });
    expect(current()).toBe(id(4));
    expect(releaseFolders()).toHaveLength(10);
    expect(hasVersion('blog', 'b4')).toBe(true);
  });

  it('keeps a running canary, its release and its base, at any age', () => {
    vi.stubEnv('RELEASES_KEPT', '1');
    uploadFirstVersions();
    publish('base', firstVersions, { createdAt: daysAgo(40) });
    promote('base');
    upload('blog', 'b-canary', daysAgo(30));
    publish('candidate', { ...firstVersions, blog: 'b-canary' }, { preview: true, createdAt: daysAgo(30) });
    upload('blog', 'b2');
    publish('later', { ...firstVersions, blog: 'b2' });
    const canary: Canary = {
      app: 'blog',
      version: 'b-canary',
      release: 'candidate',
      base: 'base',
      share: 10,
      stages: [10],
      stageIndex: 0,
      every: 60_000,
      startedAt: daysAgo(30),
      stageStartedAt: daysAgo(30),
      state: 'running',
    };
    openDeployment(deployDir).writeCanary(canary);
    const outcome = prune({ deployDir });
    expect(outcome.removed.releases).toEqual([]);
    expect(releaseFolders()).toEqual(['base', 'candidate', 'later']);
    expect(hasVersion('blog', 'b-canary')).toBe(true);

    // The watcher promotes it (deployment.makeCurrent): that prunes; the canary and its base stay.
    openDeployment(deployDir).makeCurrent('candidate', 'canary healthy through its last stage');
    expect(openDeployment(deployDir).canary()?.state).toBe('promoted');
    // RELEASES_KEPT=1: only the canary is kept as current; its base goes like any older release,
    // and the young preview "later" stays.
    expect(releaseFolders()).toEqual(['candidate', 'later']);
    vi.stubEnv('RELEASES_KEPT', '2');
    openDeployment(deployDir).makeCurrent('later', 'promote');
    expect(releaseFolders()).toEqual(['candidate', 'later']);
    expect(hasVersion('blog', 'b-canary')).toBe(true);
  });

  it('keeps previews younger than PREVIEWS_KEPT_DAYS and the versions they pin; removes older ones', () => {
    uploadFirstVersions();
    upload('blog', 'b-young', daysAgo(2));
    upload('blog', 'b-old', daysAgo(30));
    publish('young', { ...firstVersions, blog: 'b-young' }, { preview: true, createdAt: daysAgo(2) });
    publish('old', { ...firstVersions, blog: 'b-old' }, { preview: true, createdAt: daysAgo(30) });
    publish('live', firstVersions);
    const outcome = promote('live');
    expect(outcome?.removed).toEqual({ releases: ['old'], versions: ['blog@b-old'] });
    expect(releaseFolders()).toEqual(['live', 'young']);
    expect([hasVersion('blog', 'b-young'), hasVersion('blog', 'b-old')]).toEqual([true, false]);

    vi.stubEnv('PREVIEWS_KEPT_DAYS', '1');
    expect(prune({ deployDir }).removed).toEqual({ releases: ['young'], versions: ['blog@b-young'] });
  });

  it('keeps builds no release used yet while they are young, never an upload in progress', () => {
    uploadFirstVersions();
    upload('leads', 'l-fresh', daysAgo(1));
    upload('leads', 'l-stale', daysAgo(30));
    writeFiles(join(deployDir, 'apps/leads/l-next.partial-4242'), APP_FILES);
    publish('live', firstVersions);
    promote('live');
    expect([hasVersion('leads', 'l-fresh'), hasVersion('leads', 'l-stale')]).toEqual([true, false]);
    expect(existsSync(join(deployDir, 'apps/leads/l-next.partial-4242'))).toBe(true);
  });

  it('never removes the release `current` points at, nor a release folder the ledger does not know', () => {
    uploadFirstVersions();
    publish('old', firstVersions, { preview: true, createdAt: daysAgo(90) });
    symlinkSync(join('releases', 'old'), join(deployDir, 'current'));
    writeFiles(join(deployDir, 'releases', 'unknown'), 3);
    vi.stubEnv('RELEASES_KEPT', '1');
    expect(prune({ deployDir }).removed).toEqual({ releases: [], versions: [] });
    expect(releaseFolders()).toEqual(['old', 'unknown']);
  });

  it('clears what a prune stopped half way left behind', () => {
    writeFiles(join(deployDir, '.pruned-999/releases/gone'), 5);
    uploadFirstVersions();
    publish('live', firstVersions);
    promote('live');
    expect(existsSync(join(deployDir, '.pruned-999'))).toBe(false);
  });
});

describe('rollback to a pruned release', () => {
  it('refuses by name, with the releases it can go back to, and changes nothing', () => {
    promotesInARow(12);
    const before = readFileSync(join(deployDir, 'ledger.json'), 'utf8');
    expect(() => rollback({ deployDir, releaseId: id(2) })).toThrow(DeployError);

    const result = cliRun('rollback', id(1));
    const day = new Date().toISOString().slice(0, 10);
    const kept = Array.from({ length: 9 }, (_, i) => id(11 - i)).join(', ');
    expect(result.stderr).toBe(
      `Release ${id(1)} was pruned on ${day} (only the last 10 releases are kept: RELEASES_KEPT); ` +
        `roll back to one of: ${kept}.\n`,
    );
    expect(result.status).toBe(1);
    expect(current()).toBe(id(12));
    expect(readFileSync(join(deployDir, 'ledger.json'), 'utf8')).toBe(before);
    expect(releaseFolders()).toHaveLength(10);
  });

  it('a pruned preview says so when it is promoted', () => {
    uploadFirstVersions();
    publish('old', firstVersions, { preview: true, createdAt: daysAgo(30) });
    publish('live', firstVersions);
    promote('live');
    const result = cliRun('promote', '--release', 'old');
    expect(result.stderr).toMatch(
      /^Release old was pruned on \d{4}-\d\d-\d\d \(previews are kept 7 days: PREVIEWS_KEPT_DAYS\)\.\n$/,
    );
    expect(result.status).toBe(1);
    expect(cliRun('releases').stdout).toMatch(/^old {2}pruned {3}/m);
  });
});

describe('npm run prune', () => {
  it('shows what would go with --dry-run, then removes it, and counts the asset files left', () => {
    promotesInARow(3);
    upload('blog', 'b-stale', daysAgo(30));
    const env = { ...process.env, DEPLOY_DIR: deployDir, RELEASES_KEPT: '1' };
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [cli, 'prune', ...args], { env, encoding: 'utf8' });

    const dry = run('--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain(`Would remove release ${id(1)}\nWould remove release ${id(2)}\n`);
    expect(dry.stdout).toContain('Would remove 2 release(s) and 3 app version(s); kept 1 release(s)');
    // The versions here ("b1") are no hashed names: no links of theirs.
    const left = assetFileCount(deployDir) - 2 * (RELEASE_FILES + RELEASE_LINKS) - 3 * APP_FILES;
    expect(dry.stdout).toContain(`${left.toLocaleString('en')} asset files would be left`);
    expect(releaseFolders()).toHaveLength(3);

    const wet = run();
    expect(wet.stdout).toContain('Removed 2 release(s) and 3 app version(s)');
    expect(wet.stdout).toContain(`${left.toLocaleString('en')} asset files left`);
    expect(assetFileCount(deployDir)).toBe(left);
    expect(releaseFolders()).toEqual([id(3)]);
  });
});

describe('assetFileCount', () => {
  it('counts what wrangler uploads: releases/ and apps/, not apps/shell/, staging folders nor the rest', () => {
    uploadFirstVersions();
    publish('live', firstVersions);
    writeFiles(join(deployDir, 'releases/.staging-x'), 7);
    writeFiles(join(deployDir, 'apps/blog/b2.partial-1'), 7);
    writeFileSync(join(deployDir, 'target.json'), '{}');
    upload('blog', hex('b3'));
    // 5 remotes' versions and one release, with the links of the release's hashed files and the
    // version named by its hash; the shell's version and the builds' records are not assets.
    expect(assetFileCount(deployDir)).toBe(5 * APP_FILES + RELEASE_FILES + RELEASE_LINKS + APP_LINKS);
  });
});

describe('300 publishes', () => {
  it('keep the asset files under 20,000 after every one', () => {
    const apps = ['shell', 'home', 'blog', 'partners', 'leads'];
    uploadFirstVersions();
    const versions: Record<string, string> = { ...firstVersions };
    let most = 0;
    let files = assetFileCount(deployDir);
    let unpruned = files;
    for (let n = 1; n <= 300; n += 1) {
      // Each publish: a new version of one app, a new release, promoted.
      const app = apps[n % apps.length]!;
      versions[app] = hex(`${app}-${n}`);
      upload(app, versions[app]!);
      publish(id(n), { ...versions });
      const added = RELEASE_FILES + RELEASE_LINKS + (app === 'shell' ? 0 : APP_FILES + APP_LINKS);
      unpruned += added;
      // The most is just before the promote prunes: the new version and release are there too.
      most = Math.max(most, files + added);
      // The promote counts what is left with assetFileCount, as npm run prune prints it.
      files = promote(id(n))!.assetFiles;
      expect(files).toBeLessThan(20_000);
    }
    expect(assetFileCount(deployDir)).toBe(files);
    expect(releaseFolders()).toHaveLength(10);
    expect(most).toBeLessThan(20_000);
    console.log(
      `300 publishes (${APP_FILES} files an app version, ${RELEASE_FILES} a release, a quarter of ` +
        `each hashed and linked at its request path): at most ${most} ` +
        `asset files; without pruning ${unpruned} by the last`,
    );
  }, 300_000);
});
