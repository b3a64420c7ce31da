// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every repository path a doc names in backticks exists (`shell/src/app/routes.tsx`,
 * `build/`): a doc that points at moved or deleted code says something untrue.
 * Only paths from the repository root are checked; superseded and retired decision
 * records describe the past and are skipped, as are bench result files. A decision
 * record may be named by its number (`docs/decisions/030`), and `shared/<name>` may be
 * one of the package's exports (`shared/contract`). Paths git ignores (`shell/dist/`,
 * `partner-api/.data/`) are what builds and runs write, and may not exist yet.
 *
 * A path with placeholders (`mf-blog/content/posts/<date>-<key>.<lang>.md`, `<app>/content/`)
 * must match at least one tracked file or folder. A workspace's own docs may name its files
 * from its folder (`src/lib/next-task.ts` in shell/README.md). Every `npm run <script>` and
 * `npm test -w <workspace>` a doc gives names a script that exists.
 */
const root = join(import.meta.dirname, '..');
/** The repository's top-level folders, as git tracks them: what a repository path starts with. */
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const topFolders = new Set(
  tracked.filter((file) => file.includes('/')).map((file) => file.slice(0, file.indexOf('/'))),
);
/** Every tracked file, and every folder that holds one (with its trailing slash). */
const trackedPaths = new Set(
  tracked.flatMap((file) => [
    file,
    ...file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => `${parts.slice(0, i + 1).join('/')}/`),
  ]),
);

const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  workspaces: string[];
  scripts: Record<string, string>;
};
const workspaces = rootPackage.workspaces;

function isRepoPath(token: string) {
  return /^[\w.-]+\/[\w./-]*$/.test(token) && topFolders.has(token.slice(0, token.indexOf('/')));
}

const PLACEHOLDER = /<[\w-]+>/g;

function isPlaceholderPath(token: string) {
  const first = token.slice(0, token.indexOf('/'));
  return (
    token.includes('<') &&
    /^[\w.<>-]+\/[\w./<>-]*$/.test(token) &&
    (topFolders.has(first) || ['<app>', '<remote>', '<workspace>'].includes(first))
  );
}

/** A placeholder path matches a tracked path, or lies under a folder git ignores. */
function placeholderPathExists(token: string) {
  const pattern = new RegExp(
    `^${token
      .split(PLACEHOLDER)
      .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );
  if ([...trackedPaths].some((path) => pattern.test(path))) return true;
  const literalFolder = token.slice(0, token.indexOf('<')).replace(/[^/]*$/, '');
  return literalFolder !== '' && isIgnored(literalFolder);
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

/** A workspace's docs name its own files from its folder: `src/…`, `content/…`, `scripts/…`. */
const OWN_FOLDERS = /^(?:src|content|scripts|server|public|supabase)\//;

function namedPaths(file: string, text: string) {
  const workspace = workspaces.find((w) => file.startsWith(`${w}/`));
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, token = '']) => token.replace(/[:#].*$/, '').replace(/[.,]$/, ''))
    .map((token) => (workspace && OWN_FOLDERS.test(token) ? `${workspace}/${token}` : token))
    .filter((token) => isRepoPath(token) || isPlaceholderPath(token));
}

function pathExists(path: string) {
  return path.includes('<') ? placeholderPathExists(path) : exists(path);
}

function scriptsOf(workspace: string | undefined) {
  const folder = workspace ?? '.';
  return Object.keys(
    (JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as { scripts?: object }).scripts ??
      {},
  );
}

/** `npm run build -w partner-api` → ['partner-api', 'build']; a placeholder workspace is skipped. */
function npmCommands(text: string) {
  return [...text.matchAll(/npm (run [\w:-]+|test|start)((?:[ \t]+[^\s`|;&)]+)*)/g)]
    .map(([, command = '', args = '']) => {
      const workspace = /(?:^|\s)-w[ \t]+(\S+)/.exec(args)?.[1];
      return { workspace, script: command.replace(/^run /, '') };
    })
    .filter(({ workspace }) => !workspace?.includes('<'));
}

describe('doc paths', () => {
  it('finds the docs to check', () => {
    expect(docs).toContain('README.md');
    expect(docs).toContain('docs/architecture.md');
  });

  it('matches a placeholder path to the files it stands for, and only those', () => {
    expect(placeholderPathExists('mf-blog/content/posts/<date>-<key>.<lang>.md')).toBe(true);
    expect(placeholderPathExists('<app>/content/collections.ts')).toBe(true);
    expect(placeholderPathExists('shell/content/chrome.<lang>.json')).toBe(false);
  });

  it.each(docs)('%s names only paths that exist', (file) => {
    const missing = namedPaths(file, readFileSync(join(root, file), 'utf8')).filter(
      (path) => !pathExists(path),
    );
    expect(missing).toEqual([]);
  });

  it('reads the npm commands a doc gives', () => {
    expect(npmCommands('`npm run build -w partner-api && npm run api -w partner-api`')).toEqual([
      { workspace: 'partner-api', script: 'build' },
      { workspace: 'partner-api', script: 'api' },
    ]);
    expect(npmCommands('`npm test` and `npm run studio -- --prebuilt`')).toEqual([
      { workspace: undefined, script: 'test' },
      { workspace: undefined, script: 'studio' },
    ]);
  });

  it.each(docs)('%s gives only npm scripts that exist', (file) => {
    // In a workspace's own docs a command without `-w` may be typed in its folder.
    const own = workspaces.find((w) => file.startsWith(`${w}/`));
    const unknown = npmCommands(readFileSync(join(root, file), 'utf8')).filter(
      ({ workspace, script }) =>
        (workspace !== undefined && !workspaces.includes(workspace)) ||
        !(scriptsOf(workspace).includes(script) || (!workspace && own && scriptsOf(own).includes(script))),
    );
    expect(unknown).toEqual([]);
  });
});
