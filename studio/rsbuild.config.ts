import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './src/index.ts' } },
  html: { template: './src/index.html' },
  output: { assetPrefix: '/admin/', distPath: { root: 'dist' } },
});
