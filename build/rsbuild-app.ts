import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import {
  defineConfig,
  mergeRsbuildConfig,
  type EnvironmentConfig,
  type RsbuildConfig,
  type RsbuildPlugin,
} from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { exposesFor } from 'shared/federation';
import {
  PREVIEW_FOLDER,
  PREVIEW_MODULE,
  previewGlobalName,
  remoteGlobalName,
  type RemoteName,
} from 'shared/contract';
import { REMOTE_OF_APP, type AppName } from '@intenta/workspace/apps.mjs';
import { appPorts } from '@intenta/workspace/ports.mjs';
import { precompressFolder } from './precompress.mjs';
import { pluginContentCheck, type AppContent } from '@intenta/content-model/content.ts';
import { publishNow } from '@intenta/content-model/schedule.mjs';
import { packageOf, SINGLETONS } from '@intenta/workspace/singletons.mjs';

const require = createRequire(import.meta.url);

const reactRouterDist = join(dirname(require.resolve('react-router/package.json')), 'dist');

/**
 * `react-router-dom` is the facade (react-router-dom.ts) in every browser build,
 * development too, so a router API it lacks fails the first build, not a release.
 * react-router's package exports only its development build to bundlers; in
 * production the smaller production build is used (same API, no dev warnings).
 */
function reactRouterAliases(preview: boolean): Record<string, string> {
  const build = join(reactRouterDist, process.env.NODE_ENV === 'production' ? 'production' : 'development');
  return {
    // The preview container shares no router: it bundles react-router whole, MemoryRouter included.
    ...(preview ? {} : { 'react-router-dom$': join(import.meta.dirname, 'react-router-dom.ts') }),
    // Not a shared key, so the facade's import of it is bundled and tree-shaken.
    'react-router-bundled$': join(build, 'index.mjs'),
    'react-router$': join(build, 'index.mjs'),
    'react-router/dom$': join(build, 'dom-export.mjs'),
  };
}

/**
 * The server build of an app (production only): one CommonJS file that the
 * prerender step runs in Node (docs/decisions/060-prerender.md).
 * - a remote's is `dist/server/index.<hash>.js`, built from `src/exposes/server.ts`,
 *   with the singletons left as `require()` calls that the prerender step answers
 *   with the shell's own copies, exactly as the browser shares them;
 * - the shell's bundles everything (React, the router, shared/) and hands those
 *   copies to the remotes.
 * Class names come from the same Linaria setup as the browser build, so the
 * markup of both is identical and hydrates.
 */
function serverEnvironment(remote: RemoteName | undefined, distRoot: string): EnvironmentConfig {
  return {
    source: {
      entry: {
        index: remote
          ? [join(import.meta.dirname, 'server-public-path.js'), './src/exposes/server.ts']
          : './src/server/index.tsx',
      },
    },
    output: {
      target: 'node' as const,
      module: false,
      distPath: { root: join(distRoot, 'server') },
      filename: { js: remote ? '[name].[contenthash:10].js' : '[name].cjs' },
      assetPrefix: remote ? '' : '/',
      // The browser build already wrote every asset and stylesheet.
      emitAssets: false,
      emitCss: false,
      manifest: false,
      minify: false,
      externals: remote
        ? Object.fromEntries(SINGLETONS.map((name) => [name, `commonjs ${name}`]))
        : undefined,
    },
    performance: { chunkSplit: { strategy: 'all-in-one' as const } },
    tools: {
      rspack: (config, { rspack }) => {
        config.output = { ...config.output, library: { type: 'commonjs2' } };
        // One file: every lazy import of the page is inlined, so one HTTP fetch
        // brings the whole remote into the prerender process.
        config.plugins = [
          ...(config.plugins ?? []),
          new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        ];
        return config;
      },
    },
  };
}

/**
 * The folder of the app being built: where the build runs (`npm run build -w` starts
 * there, and a team may build a checkout of its own), else the app's folder here.
 */
function appRoot(app: AppName): string {
  const manifest = join(process.cwd(), 'package.json');
  const isApp =
    existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === app;
  return isApp ? process.cwd() : join(import.meta.dirname, '..', app);
}

/**
 * Each singleton with the range the app declares in its package.json and the
 * version it was built with (docs/decisions/065-releases-and-versions.md). Both land in
 * the remote's `mf-manifest.json`, where the release preflight compares them with
 * what the live shell provides; in the browser the federation runtime warns on a
 * mismatch. The version is the installed package's own: `react-router-dom` is
 * bundled through a facade whose folder would otherwise name `shared`'s version.
 */
function sharedConfig(app: AppName) {
  const manifest = JSON.parse(readFileSync(join(appRoot(app), 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const requireFromApp = createRequire(join(appRoot(app), 'package.json'));
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const name = packageOf(key);
      const requiredVersion = manifest.dependencies?.[name];
      if (!requiredVersion)
        throw new Error(`${app}/package.json must declare "${name}" (a shared singleton).`);
      const installed = JSON.parse(readFileSync(requireFromApp.resolve(`${name}/package.json`), 'utf8')) as {
        version: string;
      };
      // The shell provides every singleton and needs no range check of its own.
      return [
        key,
        {
          singleton: true,
          requiredVersion: app === 'shell' ? (false as const) : requiredVersion,
          version: installed.version,
        },
      ];
    }),
  );
}

/** Set to `1`, a remote's build makes its preview container instead of its pages (build-remote.mjs). */
export const PREVIEW_BUILD = 'INTENTA_PREVIEW_BUILD';

/**
 * The studio's preview container of a remote (docs/decisions/082-studio-previews.md): the
 * `preview` module alone, in a build apart, so the pages' chunks are exactly what they would be
 * without it. It shares React alone, with the studio: the router, zustand and `shared` are its
 * own copies. The studio provides the federation runtime, as the shell does for the pages.
 */
function previewFederation(app: AppName, remote: RemoteName) {
  const react = Object.entries(sharedConfig(app)).filter(([key]) =>
    ['react', 'react-dom'].includes(packageOf(key)),
  );
  return {
    name: `${remote}_preview`,
    exposes: { [`./${PREVIEW_MODULE}`]: `./src/exposes/${PREVIEW_MODULE}.tsx` },
    filename: 'remoteEntry.js',
    library: { type: 'global', name: previewGlobalName(remote) },
    shared: Object.fromEntries(react),
    shareStrategy: 'loaded-first' as const,
    experiments: { externalRuntime: true, optimization: { target: 'web' as const } },
    dts: false,
    manifest: { fileName: 'mf-manifest.json' },
  };
}

/**
 * All of an app's styles in one file (docs/decisions/063-one-stylesheet-per-app.md): a served page
 * links them render-blocking, and each file before the first paint can cost a round trip. A remote
 * leaves out the `shared` package's styles: the shell provides that package, styles included.
 */
function stylesGroup(app: AppName, remote: RemoteName | undefined) {
  return {
    name: 'styles',
    type: 'css/mini-extract',
    chunks: 'all' as const,
    enforce: true,
    ...(remote ? { test: new RegExp(`[\\\\/]${app}[\\\\/]src[\\\\/]`) } : {}),
  };
}

interface AppOptions {
  /** Workspace folder name (workspace/apps.mjs): shell, mf-home, ... */
  app: AppName;
  /** Extra Rsbuild settings of one app. */
  extend?: RsbuildConfig;
  /** The app's content files (`content/collections.ts`), checked before every production build. */
  content?: AppContent;
}

/** The federation settings of an app's pages (a remote's, or the shell's as the host). */
function pageFederation(
  app: AppName,
  remote: RemoteName | undefined,
  isProduction: boolean,
): Parameters<typeof pluginModuleFederation>[0] {
  return {
    name: remote ?? 'shell',
    ...(remote
      ? {
          exposes: exposesFor(remote),
          filename: 'remoteEntry.js',
          library: { type: 'global', name: remoteGlobalName(remote) },
        }
      : { remotes: {} }),
    shared: sharedConfig(app),
    shareStrategy: 'loaded-first',
    // In production the shell is always the host, so remotes reuse its
    // federation runtime instead of shipping a second copy. In development a
    // remote also runs alone (its dev host), so it keeps its own runtime.
    experiments: remote
      ? { externalRuntime: isProduction, optimization: { target: 'web' } }
      : { provideExternalRuntime: true, optimization: { target: 'web' } },
    dts: false,
    manifest: remote ? { fileName: 'mf-manifest.json' } : false,
  };
}

interface BuildKind {
  app: AppName;
  /** Federation name of a remote; none for the shell (the host). */
  remote: RemoteName | undefined;
  isProduction: boolean;
  /** The remote's preview container for the studio, built by a second run (PREVIEW_BUILD). */
  preview: boolean;
}

/** React, Module Federation, and what a production build of the pages does after building. */
function appPlugins({ app, remote, isProduction, preview }: BuildKind, content: AppContent | undefined) {
  return [
    pluginReact(),
    pluginModuleFederation(
      preview && remote ? previewFederation(app, remote) : pageFederation(app, remote, isProduction),
      { environment: 'web' },
    ),
    // The page build has done these for the whole app.
    ...(remote && isProduction && !preview ? [pluginServerEntryInManifest()] : []),
    ...(isProduction && !preview ? [pluginPrecompress()] : []),
    ...(content && !preview ? [pluginContentCheck(appRoot(app), content)] : []),
  ];
}

type BundlerChain = Exclude<NonNullable<NonNullable<RsbuildConfig['tools']>['bundlerChain']>, unknown[]>;

/**
 * Linaria through wyw-in-js after SWC, and the app's content JSON through the scheduled-content
 * loader, as of `now`.
 */
function appLoaders(app: AppName, now: string): BundlerChain {
  return (chain, { CHAIN_ID, isProd }) => {
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
    // The app's content JSON: a list item whose `publishAt` is still to come is left
    // out (scheduled-content-loader.mjs, decision 035), at one moment for the whole build.
    chain.module
      .rule('intenta-scheduled-content')
      .test(/\.json$/)
      .include.add(join(appRoot(app), 'content'))
      .end()
      .use('scheduled-content')
      .loader(join(import.meta.dirname, '../content-model/scheduled-content-loader.mjs'))
      .options({ now });
  };
}

/**
 * The preview container goes to its own folder with no HTML page; a production build of the
 * pages adds the server build (serverEnvironment).
 */
function withBuildOutputs(
  merged: RsbuildConfig,
  { remote, isProduction, preview }: BuildKind,
): RsbuildConfig {
  const distPath = merged.output?.distPath;
  const distRoot = (typeof distPath === 'string' ? distPath : distPath?.root) ?? 'dist';
  if (preview) {
    merged.output = { ...merged.output, distPath: { root: join(distRoot, PREVIEW_FOLDER) } };
    merged.tools = { ...merged.tools, htmlPlugin: false };
  } else if (isProduction) {
    merged.environments = { ...merged.environments, node: serverEnvironment(remote, distRoot) };
  }
  return merged;
}

/**
 * The one Rsbuild setup of every app: React, Linaria extracted to CSS files,
 * Module Federation with the federated singletons and `loaded-first`.
 */
export function defineAppConfig({ app, extend = {}, content }: AppOptions) {
  // Federation name of a remote; none for the shell (the host).
  const remote: RemoteName | undefined = (REMOTE_OF_APP as Partial<Record<AppName, RemoteName>>)[app];
  const port = appPorts()[app];
  const isProduction = process.env.NODE_ENV === 'production';
  // The remote's preview container for the studio, built by a second run (PREVIEW_BUILD).
  const preview = remote !== undefined && process.env[PREVIEW_BUILD] === '1';
  const kind: BuildKind = { app, remote, isProduction, preview };
  // What scheduled content is due against: PUBLISH_NOW, else when the build started.
  const now = publishNow().toISOString();
  const base: RsbuildConfig = {
    plugins: appPlugins(kind, content),
    environments: {
      web: {
        source: { entry: { index: preview ? `./src/exposes/${PREVIEW_MODULE}.tsx` : './src/index.ts' } },
        resolve: { alias: reactRouterAliases(preview) },
      },
    },
    html: { title: 'Intenta', template: remote ? undefined : './src/app/index.html' },
    server: { port, strictPort: true, headers: { 'Access-Control-Allow-Origin': '*' } },
    dev: { assetPrefix: remote ? `http://localhost:${port}/` : undefined },
    output: {
      // The shell's list of its own files: the prerender step links its stylesheets.
      manifest: remote ? false : 'build-manifest.json',
      assetPrefix: remote ? 'auto' : '/',
      // A development server never empties the production build (npm run serve serves it).
      cleanDistPath: isProduction,
      filenameHash: true,
    },
    performance: {
      // An app that splits its chunks its own way keeps its setting whole (mf-blog, decisions 005
      // and 063): merged into this one, it would take the one-stylesheet group too.
      chunkSplit: extend.performance?.chunkSplit ?? {
        strategy: 'split-by-experience',
        override: { cacheGroups: { styles: stylesGroup(app, remote) } },
      },
    },
    tools: { bundlerChain: appLoaders(app, now) },
  };
  return defineConfig(withBuildOutputs(mergeRsbuildConfig(base, extend), kind));
}

/**
 * Brotli and gzip copies beside the browser build's text files, which the
 * servers send as they are (a CDN would compress them the same way).
 */
function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'intenta:precompress',
    setup(api) {
      api.onAfterBuild(({ environments }) => {
        const web = environments.web?.distPath;
        if (web) precompressFolder(web);
      });
    },
  };
}

/**
 * Names the server build in the remote's `mf-manifest.json`
 * (`metaData.ssrRemoteEntry`, the field Module Federation reserves for it), so
 * the prerender step finds it from the manifest alone, as the browser finds
 * `remoteEntry.js`.
 */
function pluginServerEntryInManifest(): RsbuildPlugin {
  return {
    name: 'intenta:server-entry-in-manifest',
    setup(api) {
      api.onAfterBuild(({ environments }) => {
        const web = environments.web?.distPath;
        const server = environments.node?.distPath;
        if (!web || !server) return;
        const file = readdirSync(server).find((name) => /^index\.[0-9a-f]+\.js$/.test(name));
        if (!file) throw new Error(`No server build in ${server}.`);
        const manifestPath = join(web, 'mf-manifest.json');
        const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
        manifest.metaData.ssrRemoteEntry = {
          name: file,
          path: relative(web, server).split(sep).join('/'),
          type: 'commonjs-module',
        };
        writeFileSync(manifestPath, `${JSON.stringify(inStableOrder(manifest), null, 2)}\n`);
        const statsPath = join(web, 'mf-manifest-stats.json');
        const stats = JSON.parse(readFileSync(statsPath, 'utf8'));
        writeFileSync(statsPath, `${JSON.stringify(inStableOrder(stats), null, 2)}\n`);
      });
    },
  };
}

/**
 * The plugin lists shared packages and exposes in whatever order its hooks ran; sorted
 * by id, the same source gives the same bytes, and so the same release version.
 */
function inStableOrder<T extends { shared?: { id: string }[]; exposes?: { id: string }[] }>(manifest: T): T {
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return {
    ...manifest,
    ...(manifest.shared ? { shared: [...manifest.shared].sort(byId) } : {}),
    ...(manifest.exposes ? { exposes: [...manifest.exposes].sort(byId) } : {}),
  };
}
