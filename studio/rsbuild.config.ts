import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

// The studio is a Module Federation host of its own, for the preview pane alone
// (docs/decisions/082-studio-previews.md): it loads each remote's `preview` module from
// the current release, as the shell loads pages. It shares React only: the remote's
// components render inside Decap's React tree, so both must be one React. Everything else a
// remote shares (the router, zustand, `shared`) it brings as its own fallback copy; the
// studio's router is Decap's, another major version. The remotes of a production build use
// their host's federation runtime, which the studio provides as the shell does.
const REACT = { singleton: true, requiredVersion: false } as const;

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'studio',
      remotes: {},
      shared: {
        react: REACT,
        'react/jsx-runtime': REACT,
        'react-dom': REACT,
        'react-dom/client': REACT,
      },
      shareStrategy: 'loaded-first',
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      dts: false,
      manifest: false,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: { template: './src/index.html' },
  output: { assetPrefix: '/admin/', distPath: { root: 'dist' } },
});
