// @ts-check
// `npm test -w <workspace>`: one team's checks, alone. Lint and formatting of the
// workspace's folder and its integration specs, no import cycle in the workspace, the
// types of its files, its Vitest project, then its integration specs against the whole
// composed site (built first: the specs run on production builds of every app, as
// `npm start` serves them). The partner API is no app of the site: its checks end with
// its database-backed Vitest project and its own build instead.
// The root `npm test` runs all of this once for every workspace together.
import { spawnSync } from 'node:child_process';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { APP_LIST } from './apps.mjs';

const repoRoot = join(import.meta.dirname, '..');

/**
 * Integration spec folder of each workspace, under tests/integration/.
 * @type {Record<string, string>}
 */
const SPECS_OF_WORKSPACE = {
  shared: 'platform',
  build: 'platform',
  'content-model': 'platform',
  serve: 'platform',
  edge: 'platform',
  workspace: 'platform',
  studio: 'studio',
  ...Object.fromEntries(APP_LIST.map((entry) => [entry.app, 'remote' in entry ? entry.remote : entry.app])),
};

const PARTNER_API = 'partner-api';

const workspace = process.argv[2] ?? '';
const specFolder = SPECS_OF_WORKSPACE[workspace];
if (!specFolder && workspace !== PARTNER_API) {
  console.error(`Usage: test-workspace.mjs <${[...Object.keys(SPECS_OF_WORKSPACE), PARTNER_API].join('|')}>`);
  process.exit(2);
}
/** The workspace's integration specs; the partner API's own checks start its servers in Vitest instead. */
const specs = specFolder ? `tests/integration/${specFolder}/` : null;
/** What the lint, format and type checks cover. */
const folders = specs ? [`${workspace}/`, specs] : [`${workspace}/`];

/**
 * Runs one step with its output on the terminal; exits with the step's status when it fails.
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 */
function run(title, command, args) {
  console.log(`\n▶ ${title}: ${[command, ...args].join(' ')}`);
  const { status } = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

/** The root tsconfig's check, on the workspace's files and specs (and whatever they import). */
function typecheck() {
  console.log(`\n▶ types: tsc (tsconfig.json) on ${folders.join(', ')}`);
  const config = ts.getParsedCommandLineOfConfigFile(
    join(repoRoot, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => report([d]),
    },
  );
  // No config only when the file cannot be read, and report() has then exited already.
  if (!config) process.exit(1);
  /** @param {string} file */
  const own = (file) => {
    const path = relative(repoRoot, file).split(sep).join('/');
    // Declaration files are global: every file may rely on them.
    return folders.some((folder) => path.startsWith(folder)) || path.endsWith('.d.ts');
  };
  const program = ts.createProgram(config.fileNames.filter(own), config.options);
  report(ts.getPreEmitDiagnostics(program));
}

/** @param {readonly ts.Diagnostic[]} diagnostics */
function report(diagnostics) {
  if (diagnostics.length === 0) return;
  console.error(
    ts.formatDiagnosticsWithColorAndContext(diagnostics, {
      getCanonicalFileName: (f) => f,
      getCurrentDirectory: () => repoRoot,
      getNewLine: () => '\n',
    }),
  );
  process.exit(1);
}

run('lint', 'npx', ['eslint', ...folders]);
run('format', 'npx', ['prettier', '--check', ...folders]);
run('import cycles', 'npx', ['madge', '--circular', workspace]);
typecheck();
run('unit tests', 'npx', ['vitest', 'run', '--project', workspace]);
if (specs) {
  run('build of the site', 'npm', ['run', 'build']);
  run('integration specs', 'npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', specs]);
} else {
  run('database tests', 'npx', ['vitest', 'run', '--project', `${PARTNER_API}-db`]);
  run('build of the local server', 'npm', ['run', 'build', '-w', PARTNER_API]);
}
