// @vitest-environment node
// The content repository as the studio uses it (issue 38, item 2), on a scratch git repository:
// its branch, commits and files, and the scratch checkouts builds run in, which never touch the
// repository's own working tree or branch and are gone afterwards, conflicts included. The
// machine's git configuration is kept out (an empty global file, no system file).
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openContentRepo } from './content-repo.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'content-repo-test-'));
const toolRoot = join(scratch, 'tool');
/** Where the scratch checkouts go (os.tmpdir() reads TMPDIR), to see that none is left. */
const checkouts = join(scratch, 'tmp');
let count = 0;

function git(cwd: string, ...args: string[]): string {
  const out = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`git ${args.join(' ')}: ${out.stderr}`);
  return out.stdout.trim();
}

/** Commits as a named author without configuring one, so the repository's own config stays as the test sets it. */
const commit = (cwd: string, message: string) =>
  git(cwd, '-c', 'user.name=Test', '-c', 'user.email=test@localhost', 'commit', '-q', '-am', message);

/** A new repository on `main` with one commit holding `a.txt` and `posts/b.md`. */
function newRepo(): string {
  const repo = join(scratch, `repo-${++count}`);
  mkdirSync(join(repo, 'posts'), { recursive: true });
  git(repo, 'init', '-q', '-b', 'main');
  writeFileSync(join(repo, 'a.txt'), 'one\n');
  writeFileSync(join(repo, 'posts/b.md'), 'a post\n');
  git(repo, 'add', '.');
  commit(repo, 'first');
  return repo;
}

/** A branch `cms/<name>` off `main` changing `path` to `text`, the way decap-server saves an entry. */
function entryBranch(repo: string, name: string, path: string, text: string): string {
  git(repo, 'switch', '-q', '-c', `cms/${name}`, 'main');
  writeFileSync(join(repo, path), text);
  git(repo, 'add', path);
  commit(repo, `save ${name}`);
  const sha = git(repo, 'rev-parse', 'HEAD');
  git(repo, 'switch', '-q', 'main');
  return sha;
}

/** The checkouts git knows of, the repository's own first. */
const worktrees = (repo: string) =>
  git(repo, 'worktree', 'list', '--porcelain')
    .split('\n')
    .filter((line) => line.startsWith('worktree '));

beforeAll(() => {
  mkdirSync(join(toolRoot, 'node_modules'), { recursive: true });
  mkdirSync(checkouts);
  vi.stubEnv('TMPDIR', checkouts);
  const emptyConfig = join(scratch, 'empty.gitconfig');
  writeFileSync(emptyConfig, '');
  vi.stubEnv('HOME', scratch);
  vi.stubEnv('GIT_CONFIG_GLOBAL', emptyConfig);
  vi.stubEnv('GIT_CONFIG_NOSYSTEM', '1');
});

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(scratch, { recursive: true, force: true });
});

describe('openContentRepo', () => {
  it('names the branch checked out, and the commit a ref points at (undefined when there is none)', () => {
    const repo = newRepo();
    const content = openContentRepo(repo, toolRoot);
    expect(content.repo).toBe(repo);
    expect(content.branch).toBe('main');
    expect(content.commitOf('main')).toBe(git(repo, 'rev-parse', 'HEAD'));
    expect(content.commitOf('main')).toMatch(/^[0-9a-f]{40}$/);
    expect(content.commitOf('cms/no-such-entry')).toBeUndefined();
  });

  it('reads a file as the branch holds it, or at a given commit, and undefined when it is not there', () => {
    const repo = newRepo();
    const first = git(repo, 'rev-parse', 'HEAD');
    writeFileSync(join(repo, 'a.txt'), 'two\n');
    commit(repo, 'second');
    // The working tree differs from the branch: the branch is what counts.
    writeFileSync(join(repo, 'a.txt'), 'not committed\n');
    const content = openContentRepo(repo, toolRoot);
    expect(content.fileAt('a.txt')).toBe('two\n');
    expect(content.fileAt('a.txt', first)).toBe('one\n');
    expect(content.fileAt('posts/b.md')).toBe('a post\n');
    expect(content.fileAt('posts/missing.md')).toBeUndefined();
    expect(content.fileAt('a.txt', 'cms/no-such-entry')).toBeUndefined();
  });

  it('lists the files that differ between two commits, and none for the same commit', () => {
    const repo = newRepo();
    const first = git(repo, 'rev-parse', 'HEAD');
    writeFileSync(join(repo, 'a.txt'), 'two\n');
    writeFileSync(join(repo, 'posts/b.md'), 'edited\n');
    commit(repo, 'second');
    const content = openContentRepo(repo, toolRoot);
    const second = content.commitOf('main')!;
    expect(content.changedFiles(first, second).sort()).toEqual(['a.txt', 'posts/b.md']);
    expect(content.changedFiles(second, second)).toEqual([]);
  });

  it('sets an author when none is configured, so commits and merges work on a fresh machine', () => {
    const repo = newRepo();
    expect(spawnSync('git', ['config', 'user.email'], { cwd: repo, encoding: 'utf8' }).stdout).toBe('');
    openContentRepo(repo, toolRoot);
    expect(git(repo, 'config', 'user.email')).toBe('studio@localhost');
    expect(git(repo, 'config', 'user.name')).toBe('Intenta content studio');
  });

  it('keeps the author already configured', () => {
    const repo = newRepo();
    git(repo, 'config', 'user.name', 'A Marketer');
    git(repo, 'config', 'user.email', 'marketer@example.com');
    openContentRepo(repo, toolRoot);
    expect(git(repo, 'config', 'user.email')).toBe('marketer@example.com');
    expect(git(repo, 'config', 'user.name')).toBe('A Marketer');
  });

  it("links the tool checkout's packages into a repository that has none", () => {
    const repo = newRepo();
    openContentRepo(repo, toolRoot);
    expect(lstatSync(join(repo, 'node_modules')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(repo, 'node_modules'))).toBe(join(toolRoot, 'node_modules'));
  });

  it('gives a scratch checkout of the branch (null: nothing merged), removed afterwards', async () => {
    const repo = newRepo();
    const content = openContentRepo(repo, toolRoot);
    const head = content.commitOf('main');
    let seen = '';
    const answer = await content.withCheckout(null, async (dir) => {
      seen = dir;
      expect(dir.startsWith(checkouts)).toBe(true);
      expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe('one\n');
      expect(git(dir, 'rev-parse', 'HEAD')).toBe(head);
      expect(existsSync(join(dir, 'node_modules'))).toBe(true);
      expect(worktrees(repo)).toHaveLength(2);
      return 'built';
    });
    expect(answer).toBe('built');
    expect(existsSync(seen)).toBe(false);
    expect(worktrees(repo)).toHaveLength(1);
    expect(content.commitOf('main')).toBe(head);
  });

  it("merges an entry's commit into the scratch checkout, with what the branch got since, leaving the branch as it was", async () => {
    const repo = newRepo();
    const sha = entryBranch(repo, 'posts/b', 'posts/b.md', 'the entry, edited\n');
    // Published since the entry was opened: the release holds it too.
    writeFileSync(join(repo, 'a.txt'), 'published since\n');
    commit(repo, 'another entry');
    const content = openContentRepo(repo, toolRoot);
    const head = content.commitOf('main');
    let seen = '';
    await content.withCheckout(sha, async (dir) => {
      seen = dir;
      expect(readFileSync(join(dir, 'posts/b.md'), 'utf8')).toBe('the entry, edited\n');
      expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe('published since\n');
      expect(git(dir, 'rev-list', '--parents', '-n', '1', 'HEAD').split(' ').slice(1)).toEqual([head, sha]);
    });
    expect(existsSync(seen)).toBe(false);
    expect(worktrees(repo)).toHaveLength(1);
    expect(content.commitOf('main')).toBe(head);
    expect(readFileSync(join(repo, 'posts/b.md'), 'utf8')).toBe('a post\n');
  });

  it('removes the scratch checkout when the task fails', async () => {
    const repo = newRepo();
    const content = openContentRepo(repo, toolRoot);
    let seen = '';
    await expect(
      content.withCheckout(null, async (dir) => {
        seen = dir;
        throw new Error('the build broke');
      }),
    ).rejects.toThrow('the build broke');
    expect(seen).not.toBe('');
    expect(existsSync(seen)).toBe(false);
    expect(worktrees(repo)).toHaveLength(1);
  });

  it('refuses an entry that conflicts with a change published since, leaving no checkout behind', async () => {
    const repo = newRepo();
    const sha = entryBranch(repo, 'a', 'a.txt', 'the entry says two\n');
    writeFileSync(join(repo, 'a.txt'), 'published since: three\n');
    commit(repo, 'a conflicting change');
    const content = openContentRepo(repo, toolRoot);
    const task = vi.fn(async () => 'built');
    const before = new Set(worktrees(repo));
    await expect(content.withCheckout(sha, task)).rejects.toThrow(
      'This entry conflicts with a change published since it was opened: open it again and save.',
    );
    expect(task).not.toHaveBeenCalled();
    expect(worktrees(repo)).toEqual([...before]);
    expect(worktrees(repo)).toHaveLength(1);
    expect(readdirSync(checkouts)).toEqual([]);
    expect(git(repo, 'status', '--porcelain', '--untracked-files=no')).toBe('');
  });
});

describe('removals', () => {
  it('commits a removal on a branch of its own, leaving the branch and the working tree alone', () => {
    const repo = newRepo();
    const content = openContentRepo(repo, toolRoot);
    const head = content.commitOf('main');
    const sha = content.commitRemoval('studio-removal/posts/b', ['posts/b.md'], 'Remove B (in review)');
    expect(content.commitOf('studio-removal/posts/b')).toBe(sha);
    expect(content.commitOf('main')).toBe(head);
    expect(existsSync(join(repo, 'posts/b.md'))).toBe(true);
    expect(git(repo, 'status', '--porcelain', '--', 'posts', 'a.txt')).toBe('');
    expect(content.fileAt('posts/b.md', sha)).toBeUndefined();
    expect(content.fileAt('a.txt', sha)).toBe('one\n');
    expect(git(repo, 'rev-parse', `${sha}^`)).toBe(head);
  });

  it('merges a removal into the branch and drops its branch; dropping one leaves the branch alone', () => {
    const repo = newRepo();
    const content = openContentRepo(repo, toolRoot);
    content.commitRemoval('studio-removal/posts/b', ['posts/b.md'], 'Remove B (in review)');
    content.mergeAndDrop('studio-removal/posts/b', 'Remove B');
    expect(existsSync(join(repo, 'posts/b.md'))).toBe(false);
    expect(content.fileAt('posts/b.md')).toBeUndefined();
    expect(content.commitOf('studio-removal/posts/b')).toBeUndefined();
    expect(git(repo, 'log', '-1', '--format=%s')).toBe('Remove B');

    const head = content.commitOf('main');
    content.commitRemoval('studio-removal/a', ['a.txt'], 'Remove A (in review)');
    content.dropBranch('studio-removal/a');
    expect(content.commitOf('studio-removal/a')).toBeUndefined();
    expect(content.commitOf('main')).toBe(head);
    expect(content.fileAt('a.txt')).toBe('one\n');
  });
});
