import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { exposesFor } from '../src/federation/exposes';
import type { RemoteName } from '../src/contract';
import { appPorts } from './ports.mjs';

const require = createRequire(import.meta.url);

/** Packages that must exist once in the page, whichever app loads first. */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
  'shared',
] as const;

const reactRouterDist = join(dirname(require.resolve('react-router/package.json')), 'dist');

/**
 * react-router's package exports only its development build to bundlers; in
 * production the smaller production build is used (same API, no dev warnings).
 */
function reactRouterBuildAlias(): Record<string, string> {
  if (process.env.NODE_ENV !== 'production') return {};
  return {
    'react-router-dom$': join(import.meta.dirname, 'react-router-dom.ts'),
    // Not a shared key, so the facade's import of it is bundled and tree-shaken.
    'react-router-bundled$': join(reactRouterDist, 'production/index.mjs'),
    'react-router$': join(reactRouterDist, 'production/index.mjs'),
    'react-router/dom$': join(reactRouterDist, 'production/dom-export.mjs'),
  };
}

function sharedConfig() {
  return Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      {
        singleton: true,
        requiredVersion: false as const,
      },
    ]),
  );
}

interface AppOptions {
  /** Workspace folder name: shell, mf-home, ... */
  app: 'shell' | 'mf-home' | 'mf-blog' | 'mf-partners' | 'mf-leads';
  /** Federation name for a remote; absent for the shell (the host). */
  remote?: RemoteName;
  /** Extra Rsbuild settings of one app. */
  extend?: RsbuildConfig;
}

/**
 * The one Rsbuild setup of every app: React, Linaria extracted to CSS files,
 * Module Federation with the federated singletons and `loaded-first`.
 */
export function defineAppConfig({ app, remote, extend = {} }: AppOptions) {
  const port = appPorts()[app];
  const isProduction = process.env.NODE_ENV === 'production';
  const base: RsbuildConfig = {
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: remote ?? 'shell',
        ...(remote ? { exposes: exposesFor(remote), filename: 'remoteEntry.js' } : { remotes: {} }),
        shared: sharedConfig(),
        shareStrategy: 'loaded-first',
        // In production the shell is always the host, so remotes reuse its
        // federation runtime instead of shipping a second copy. In development a
        // remote also runs alone (its dev host), so it keeps its own runtime.
        experiments: remote
          ? { externalRuntime: isProduction, optimization: { target: 'web' } }
          : { provideExternalRuntime: true, optimization: { target: 'web' } },
        dts: false,
        manifest: remote ? { fileName: 'mf-manifest.json' } : false,
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    resolve: { alias: reactRouterBuildAlias() },
    html: { title: 'Intenta', template: remote ? undefined : './src/app/index.html' },
    server: { port, strictPort: true, headers: { 'Access-Control-Allow-Origin': '*' } },
    dev: { assetPrefix: remote ? `http://localhost:${port}/` : undefined },
    output: {
      assetPrefix: remote ? 'auto' : '/',
      cleanDistPath: true,
      filenameHash: true,
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    tools: {
      bundlerChain: (chain, { CHAIN_ID, isProd }) => {
        chain.module
          .rule(CHAIN_ID.RULE.JS)
          .oneOf(CHAIN_ID.ONE_OF.JS_MAIN)
          .use('wyw-in-js')
          .loader(require.resolve('@wyw-in-js/webpack-loader'))
          .options({
            sourceMap: !isProd,
            classNameSlug: isProd ? undefined : '[title]_[hash]',
            babelOptions: {
              presets: [
                require.resolve('@babel/preset-typescript'),
                [require.resolve('@babel/preset-react'), { runtime: 'automatic' }],
              ],
            },
          })
          .after(CHAIN_ID.USE.SWC);
      },
    },
  };
  return defineConfig(mergeConfigs(base, extend));
}

function mergeConfigs(a: RsbuildConfig, b: RsbuildConfig): RsbuildConfig {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const current = out[key];
    if (Array.isArray(current) && Array.isArray(value)) out[key] = [...current, ...value];
    else if (isPlainObject(current) && isPlainObject(value)) out[key] = { ...current, ...value };
    else out[key] = value;
  }
  return out as RsbuildConfig;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
