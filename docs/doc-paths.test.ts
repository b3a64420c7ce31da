// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every repository path a doc names in backticks exists (`shell/src/app/routes.tsx`,
 * `tooling/`): a doc that points at moved or deleted code says something untrue.
 * Only paths from the repository root are checked; superseded and retired decision
 * records describe the past and are skipped, as are bench result files. A decision
 * record may be named by its number (`docs/decisions/030`), and `shared/<name>` may be
 * one of the package's exports (`shared/contract`). Paths git ignores (`shell/dist/`,
 * `partner-api/.data/`) are what builds and runs write, and may not exist yet.
 */
const root = join(import.meta.dirname, '..');
/** The repository's top-level folders, as git tracks them: what a repository path starts with. */
const topFolders = new Set(
  execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file.includes('/'))
    .map((file) => file.slice(0, file.indexOf('/'))),
);

function isRepoPath(token: string) {
  return /^[\w.-]+\/[\w./-]*$/.test(token) && topFolders.has(token.slice(0, token.indexOf('/')));
}

const docs = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('bench/results/'))
  .filter((file) => !/^Status: (?:Superseded|Retired)/m.test(readFileSync(join(root, file), 'utf8')));

const sharedExports = Object.keys(
  (
    JSON.parse(readFileSync(join(root, 'shared/package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    }
  ).exports,
).map((key) => join('shared', key));

/** A folder named without its slash matches `dist/` rules only with it. */
function isIgnored(path: string) {
  return [path, `${path.replace(/\/$/, '')}/`].some((candidate) => {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', candidate], { cwd: root });
      return true;
    } catch {
      return false;
    }
  });
}

function exists(path: string) {
  if (existsSync(join(root, path)) || sharedExports.includes(path) || isIgnored(path)) return true;
  const folder = join(root, dirname(path));
  return (
    /^\d{3}$/.test(basename(path)) &&
    readdirSync(folder).some((file) => file.startsWith(`${basename(path)}-`))
  );
}

function namedPaths(text: string) {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, token = '']) => token.replace(/[:#].*$/, '').replace(/[.,]$/, ''))
    .filter(isRepoPath);
}

describe('doc paths', () => {
  it('finds the docs to check', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/architecture.md');
  });

  it.each(docs)('%s names only paths that exist', (file) => {
    const missing = namedPaths(readFileSync(join(root, file), 'utf8')).filter((path) => !exists(path));
    expect(missing).toEqual([]);
  });
});
