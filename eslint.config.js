// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { join } from 'node:path';
import { APPS } from './workspace/apps.mjs';
import { layers } from './workspace/eslint-layers.mjs';
import { roomRules } from './workspace/eslint-rooms.mjs';

/** Test data sits beside the tests (`lib/posts.fixture.ts`); product code never imports it. */
const fixtures = { group: ['**/*.fixture'], message: 'A fixture is test data: only tests import it.' };

/**
 * The architecture's one import rule: apps import `shared`, never each other.
 * For each app, forbid relative paths that climb into another app, and the
 * other apps' package names.
 * @param {import('./workspace/apps.mjs').AppName} app
 * @returns {import('typescript-eslint').ConfigWithExtends[]}
 */
function importBoundary(app) {
  const others = APPS.filter((a) => a !== app);
  const patterns = [
    {
      group: others.flatMap((o) => [`**/${o}/**`, `${o}`, `${o}/**`]),
      message: 'Apps never import another app; move what must be shared into shared/.',
    },
    {
      group: ['**/shared/src/**', '**/../shared/**'],
      message: "Import shared code through the package: `from 'shared'`.",
    },
    {
      group: ['**/../partner-api/**', '**/supabase/functions/**'],
      message: "Import the partner API by its exports: `from '@intenta/partner-api/validation'`.",
    },
  ];
  const router = {
    name: 'react-router',
    message:
      "Import from 'react-router-dom': it is the shared router module (see build/react-router-dom.ts).",
  };
  return [
    {
      files: [`${app}/**/*.{ts,tsx,js,mjs}`],
      rules: { 'no-restricted-imports': ['error', { paths: [router], patterns: [...patterns, fixtures] }] },
    },
    {
      // Unit tests render pages in react-router's MemoryRouter, which the browser's facade leaves out.
      files: [`${app}/**/*.test.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    },
  ];
}

/**
 * The rule inside each app: imports flow shared → src/lib → src/features → src/app
 * (workspace/eslint-layers.mjs). A test may set its feature up with the app's own configuration
 * (the route table), never with another feature.
 * @param {import('./workspace/apps.mjs').AppName} app
 * @returns {import('typescript-eslint').ConfigWithExtends[]}
 */
function layersInside(app) {
  const src = join(import.meta.dirname, app, 'src');
  return [
    {
      files: [`${app}/src/**/*.{ts,tsx,js,mjs}`],
      plugins: { layers },
      rules: { 'layers/one-way': ['error', { src }] },
    },
    {
      files: [`${app}/src/**/*.test.{ts,tsx}`],
      rules: { 'layers/one-way': ['error', { src, mayImportApp: true }] },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'shell/published/**',
      'deploy/**',
      '**/.wrangler/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // One naming convention for styles (docs/conventions.md, Styles): `leadClass`.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "VariableDeclarator[init.type='TaggedTemplateExpression'][init.tag.name='css'][id.name!=/Class$/]",
          message: 'Name a Linaria class after what it styles, ending in Class: `const leadClass = css`…``.',
        },
      ],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: APPS.flatMap((a) => [`**/${a}/**`, a, `${a}/**`]),
              message: 'shared/ is imported by the apps and imports none of them.',
            },
          ],
        },
      ],
    },
  },
  ...APPS.flatMap(importBoundary),
  ...APPS.flatMap(layersInside),
  {
    // The shell's server build renders with react-router's StaticRouter; it is
    // never federated, so the browser's shared-router facade does not apply.
    files: ['shell/src/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: APPS.filter((a) => a !== 'shell').flatMap((o) => [`**/${o}/**`, `${o}`, `${o}/**`]),
              message: 'Apps never import another app; move what must be shared into shared/.',
            },
            fixtures,
          ],
        },
      ],
    },
  },
  {
    // The test helpers import no app source: an app hands tests what they need through its
    // package's exports (`mf-blog/posts`, `mf-home/routes`), or the helper reads the file.
    files: ['test-helpers/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:\\./)?(?:\\.\\./)+(?:${[...APPS, 'studio'].join('|')})(?:/|$)`,
              message:
                "Test helpers import no app source: import what the app's package exports (`mf-blog/posts`), or read the file.",
            },
            {
              regex: `^(?:${[...APPS, 'studio'].join('|')})/(?:src|content|scripts|server|pipeline|public)/`,
              message:
                "Test helpers import no app source: import what the app's package exports (`mf-blog/posts`), or read the file.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // The tooling rooms: which may import which; app code imports no build or serving code.
  ...roomRules(),
);
