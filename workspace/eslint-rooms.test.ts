// @vitest-environment node
import { join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { roomRules } from './eslint-rooms.mjs';

const cwd = join(import.meta.dirname, '..');
const linter = new Linter({ configType: 'flat', cwd });
const config = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    languageOptions: { parser: tseslint.parser },
  },
  ...roomRules(),
];

/** The messages of the rooms' rule for one import line in a file at `path`. */
const problems = (path: string, code: string) =>
  linter
    .verify(code, config as Linter.Config[], { filename: join(cwd, path) })
    .map((message) => message.message);

describe('the rooms lint rule (workspace/eslint-rooms.mjs)', () => {
  it.each([
    ['build/rsbuild-app.ts', "import { APPS } from '@intenta/workspace/apps.mjs';"],
    ['build/rsbuild-app.ts', "import { publishNow } from '@intenta/content-model/schedule.mjs';"],
    ['content-model/content.ts', "import type { AppName } from '@intenta/workspace/apps.mjs';"],
    ['serve/start.mjs', "import { appPorts } from '@intenta/workspace/ports.mjs';"],
    ['serve/site-server.test.ts', "import { precompressFolder } from '@intenta/build/precompress.mjs';"],
    [
      'mf-home/src/features/home/content/types.ts',
      "import type { PictureSize } from '@intenta/content-model/pictures.mjs';",
    ],
    ['shell/src/server/index.tsx', "import type { Singleton } from '@intenta/workspace/singletons.mjs';"],
    [
      'studio/src/media/picture-check.ts',
      "import { pictureProblem } from '@intenta/content-model/picture-limits.mjs';",
    ],
    ['mf-blog/rsbuild.config.ts', "import { defineAppConfig } from '@intenta/build/rsbuild-app.ts';"],
    ['release/serve-deploy.mjs', "import { listen } from '@intenta/serve/site-server.mjs';"],
    ['edge/src/worker.mjs', "import { parseAddress } from '@intenta/serve/static-rules.mjs';"],
    ['release/serve-deploy.mjs', "import { startEdge } from '@intenta/edge/local-host.mjs';"],
  ])('lets %s %s', (path, code) => {
    expect(problems(path, code)).toEqual([]);
  });

  it.each([
    [
      'workspace/ports.mjs',
      "import { SINGLETONS } from '@intenta/build/rsbuild-app.ts';",
      'workspace/ imports no other room',
    ],
    [
      'content-model/content.ts',
      "import { precompressFolder } from '@intenta/build/precompress.mjs';",
      'content-model/ imports workspace',
    ],
    [
      'content-model/schedule.mjs',
      "import { listen } from '@intenta/serve/site-server.mjs';",
      'content-model/ imports workspace',
    ],
    [
      'serve/start.mjs',
      "import { checkContent } from '@intenta/content-model/content.ts';",
      'serve/ imports workspace',
    ],
    [
      'serve/start.mjs',
      "import { startEdge } from '@intenta/edge/local-host.mjs';",
      'serve/ imports workspace',
    ],
    [
      'edge/src/worker.mjs',
      "import { precompressFolder } from '@intenta/build/precompress.mjs';",
      'edge/ imports serve and workspace',
    ],
    ['edge/src/worker.mjs', "import { x } from '../../serve/static-rules.mjs';", 'by its package'],
    ['build/rsbuild-app.ts', "import { apiPort } from '../workspace/ports.mjs';", 'by its package'],
    [
      'mf-blog/src/exposes/server.ts',
      "import { defineAppConfig } from '@intenta/build/rsbuild-app.ts';",
      "An app's src/",
    ],
    ['shell/src/bootstrap.tsx', "import { listen } from '@intenta/serve/site-server.mjs';", "An app's src/"],
    [
      'studio/src/media/picture-check.ts',
      "import { x } from '../../../content-model/picture-limits.mjs';",
      'by its package',
    ],
    [
      'shared/src/lang.ts',
      "import type { AppName } from '@intenta/workspace/apps.mjs';",
      'imports no tooling room',
    ],
  ])('refuses %s %s', (path, code, message) => {
    const found = problems(path, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });
});
