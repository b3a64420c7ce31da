import { defineConfig } from 'vitest/config';
import wyw from '@wyw-in-js/vite';

export default defineConfig({
  plugins: [
    wyw({
      include: ['**/*.{ts,tsx}'],
      babelOptions: {
        presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]],
      },
    }),
  ],
  test: {
    globals: true,
    environment: 'jsdom',
    include: [
      '{shared,shell,mf-home,mf-blog,mf-partners,mf-leads}/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    setupFiles: ['@intenta/test-helpers/vitest-setup'],
    css: { include: [/.+/] },
    pool: 'threads',
  },
});
