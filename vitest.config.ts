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
      'bench/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    setupFiles: ['tests/support/vitest-setup.ts'],
    css: { include: [/.+/] },
    pool: 'threads',
  },
});
