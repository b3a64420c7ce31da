import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import wyw from '@wyw-in-js/vite';
import { APPS } from './workspace/apps.mjs';
import { viteScheduledContent } from './content-model/schedule.mjs';

/**
 * One Vitest project per workspace, named after it, so a team runs only its own
 * unit tests (`vitest run --project mf-blog`); `vitest run` runs every project once.
 */
const WORKSPACES_WITH_UNIT_TESTS = [
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
];

/**
 * Tests that start a database (PGlite, Postgres) or the partner API's servers (Node, Deno):
 * the project `partner-api-db`, which `npm run test:unit` leaves to `npm run test:db`.
 */
const DATABASE_TESTS = '**/*.db.test.ts';

export default defineConfig({
  plugins: [
    // An app's content JSON as its build compiles it: a list item whose `publishAt` is still
    // to come (PUBLISH_NOW, else now) is left out (content-model/schedule.mjs, decision 035).
    viteScheduledContent(APPS.map((app) => join(import.meta.dirname, app, 'content'))),
    wyw({
      include: ['**/*.{ts,tsx}'],
      babelOptions: {
        presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]],
      },
    }),
  ],
  // The router facade, as in the builds (build/react-router-dom.ts).
  resolve: {
    alias: [
      {
        find: /^react-router-dom$/,
        replacement: join(import.meta.dirname, 'build/react-router-dom.ts'),
      },
      { find: /^react-router-bundled$/, replacement: 'react-router' },
    ],
  },
  test: {
    globals: true,
    environment: 'jsdom',
    exclude: ['**/node_modules/**', '**/dist/**'],
    setupFiles: ['@intenta/test-helpers/vitest-setup'],
    css: { include: [/.+/] },
    pool: 'threads',
    // A timeout catches a test that hangs; it is not a speed check (those live in the
    // benchmark). The 5 s default failed a 255 ms property test on a CI host whose CPU
    // was mostly taken by its neighbours.
    testTimeout: 30_000,
    projects: [
      ...WORKSPACES_WITH_UNIT_TESTS.map((workspace) => ({
        extends: true as const,
        test: {
          name: workspace,
          include: [`${workspace}/**/*.test.{ts,tsx}`],
          exclude: [DATABASE_TESTS],
        },
      })),
      {
        extends: true as const,
        test: { name: 'partner-api-db', include: [`partner-api/${DATABASE_TESTS}`] },
      },
      // The release commands' checks (npm run promote).
      { extends: true as const, test: { name: 'release', include: ['release/**/*.test.ts'] } },
      // The speed benchmark's own helpers (npm run bench).
      { extends: true as const, test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
      // The docs' own checks (the decision records' index).
      { extends: true as const, test: { name: 'docs', include: ['docs/**/*.test.ts'] } },
    ],
  },
});
