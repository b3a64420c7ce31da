// @ts-check
// The content repository as the studio uses it: git commands on it, the file as the content
// branch holds it, and scratch checkouts to build in (decap-server switches branches in the
// repository itself while it works, so nothing is built there).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * @param {string} repo the content repository (a checkout on its content branch)
 * @param {string} toolRoot the checkout whose packages build it
 */
export function openContentRepo(repo, toolRoot) {
  /** @param {string[]} args */
  function run(...args) {
    return spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
  }
  /** @param {NodeJS.ProcessEnv} env @param {string[]} args */
  function gitWith(env, ...args) {
    const out = spawnSync('git', args, { cwd: repo, encoding: 'utf8', env: { ...process.env, ...env } });
    if (out.status !== 0) throw new Error(`git ${args.join(' ')}: ${out.stderr.trim()}`);
    return out.stdout.trim();
  }
  /** @param {string[]} args */
  function git(...args) {
    const out = run(...args);
    if (out.status !== 0) throw new Error(`git ${args.join(' ')}: ${out.stderr.trim()}`);
    return out.stdout.trim();
  }

  const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  // decap-server commits and the publisher merges: both need an author, which a fresh machine lacks.
  if (!run('config', 'user.email').stdout.trim()) {
    git('config', 'user.name', 'Intenta content studio');
    git('config', 'user.email', 'studio@localhost');
  }
  // A content repository cloned apart builds with this checkout's packages.
  if (!existsSync(join(repo, 'node_modules')))
    symlinkSync(join(toolRoot, 'node_modules'), join(repo, 'node_modules'), 'dir');

  return {
    repo,
    branch,
    git,
    /** The commit a ref points at, or `undefined` when there is no such ref. @param {string} ref */
    commitOf(ref) {
      const out = run('rev-parse', '--verify', '--quiet', ref);
      return out.status === 0 ? out.stdout.trim() : undefined;
    },
    /**
     * A file at a commit (default: as the content branch holds it, what visitors are served),
     * or `undefined` when it is not there.
     * @param {string} path from the repository's root
     * @param {string} [rev]
     */
    fileAt(path, rev = branch) {
      const out = run('show', `${rev}:${path}`);
      return out.status === 0 ? out.stdout : undefined;
    },
    /** The files that differ between two commits. @param {string} from @param {string} to */
    changedFiles(from, to) {
      const out = git('diff', '--name-only', from, to);
      return out ? out.split('\n') : [];
    },
    /**
     * A pending removal (a published entry deleted in the studio): a commit on the content
     * branch's head that removes `paths`, kept on `ref` until it is published or dropped. The
     * working tree and the branch are left alone (decap-server works there), so nothing else
     * that is published carries it.
     * @param {string} ref `studio-removal/<collection>/<slug>`
     * @param {string[]} paths
     * @param {string} message
     * @returns {string} the commit
     */
    commitRemoval(ref, paths, message) {
      const scratch = mkdtempSync(join(tmpdir(), 'intenta-removal-'));
      try {
        const env = { GIT_INDEX_FILE: join(scratch, 'index') };
        const head = git('rev-parse', branch);
        gitWith(env, 'read-tree', head);
        gitWith(env, 'rm', '--cached', '--quiet', '--ignore-unmatch', '--', ...paths);
        const tree = gitWith(env, 'write-tree');
        const commit = git('commit-tree', tree, '-p', head, '-m', message);
        git('update-ref', `refs/heads/${ref}`, commit);
        return commit;
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
    /**
     * Merges a branch into the content branch in the repository itself (the caller holds the
     * working tree), then deletes it.
     * @param {string} ref
     * @param {string} message
     */
    mergeAndDrop(ref, message) {
      git('checkout', '--quiet', branch);
      git('merge', '--no-ff', '--quiet', '-m', message, ref);
      git('branch', '-D', ref);
    },
    /** Deletes a branch, if there is one. @param {string} ref */
    dropBranch(ref) {
      run('branch', '-D', ref);
    },
    /**
     * A scratch checkout of the content branch, with a commit merged in when `sha` is given, so
     * a release holds every change already published besides the entry's.
     * @template T
     * @param {string | null} sha
     * @param {(dir: string) => Promise<T>} task
     */
    async withCheckout(sha, task) {
      const dir = mkdtempSync(join(tmpdir(), 'intenta-publish-'));
      try {
        git('worktree', 'add', '--detach', dir, branch);
        const merged = sha
          ? spawnSync('git', ['merge', '--no-edit', '--no-ff', sha], { cwd: dir, encoding: 'utf8' })
          : { status: 0 };
        if (merged.status !== 0)
          throw new Error(
            'This entry conflicts with a change published since it was opened: open it again and save.',
          );
        symlinkSync(join(toolRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
        return await task(dir);
      } finally {
        run('worktree', 'remove', '--force', dir);
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** @typedef {ReturnType<typeof openContentRepo>} ContentRepo */
