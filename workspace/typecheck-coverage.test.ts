// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// `npm run typecheck` covers every TypeScript and JavaScript file of the repo: tsc's own reading
// of tsconfig.json lists each one, and each JavaScript file opts in with `// @ts-check` on its
// first line (tsconfig.json keeps checkJs off). A new file outside the include, or without the
// line, fails here instead of going unchecked.

const repoRoot = join(import.meta.dirname, '..');

/** The one folder tsc leaves out, because it is checked another way. */
const CHECKED_ELSEWHERE = [
  // The hosted partner endpoint: Deno code, type-checked by `deno check`
  // (partner-api/server/live-hosted.db.test.ts), excluded in tsconfig.json.
  'partner-api/supabase/functions/',
];

const SOURCE_PATTERNS = ['*.ts', '*.tsx', '*.mts', '*.cts', '*.js', '*.jsx', '*.mjs', '*.cjs'];
const JAVASCRIPT = /\.(js|jsx|mjs|cjs)$/;

/** The repo's source files: tracked, and new ones not yet added, less what .gitignore leaves out. */
const sourceFiles = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SOURCE_PATTERNS],
  { cwd: repoRoot, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file !== '' && existsSync(join(repoRoot, file)));

/** The files `tsc -p tsconfig.json` (npm run typecheck) checks, as tsc itself reads the config. */
function typecheckedFiles() {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(repoRoot, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error('tsconfig.json could not be read.');
  return new Set(parsed.fileNames.map((file) => relative(repoRoot, file)));
}

const checkedElsewhere = (file: string) => CHECKED_ELSEWHERE.some((folder) => file.startsWith(folder));

describe('npm run typecheck covers every source file', () => {
  it('lists the files it looks at', () => {
    expect(sourceFiles).toContain('workspace/typecheck-coverage.test.ts');
    expect(sourceFiles).toContain('bench/run.mjs');
  });

  it("has every .ts, .tsx and JavaScript file inside tsconfig.json's include, but the folder checked elsewhere", () => {
    const typechecked = typecheckedFiles();
    expect(sourceFiles.filter((file) => !typechecked.has(file) && !checkedElsewhere(file))).toEqual([]);
  });

  it('has every JavaScript file opt in with `// @ts-check` on its first line', () => {
    const firstLine = (file: string) => readFileSync(join(repoRoot, file), 'utf8').split('\n', 1)[0]?.trim();
    const javascript = sourceFiles.filter((file) => JAVASCRIPT.test(file));
    expect(javascript.filter((file) => firstLine(file) !== '// @ts-check')).toEqual([]);
  });

  it('names only folders that still hold source files as checked elsewhere', () => {
    for (const folder of CHECKED_ELSEWHERE)
      expect(sourceFiles.some((file) => file.startsWith(folder))).toBe(true);
  });
});
