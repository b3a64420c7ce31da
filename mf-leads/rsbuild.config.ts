import { join } from 'node:path';
import { defineAppConfig } from '@intenta/build/rsbuild-app.ts';
import content from './content/collections.ts';

export default defineAppConfig({
  app: 'mf-leads',
  content,
  extend: {
    tools: {
      bundlerChain: (chain) => {
        // The report PDF is made from the content files at every build (decision 052).
        chain.module
          .rule('success-case-report')
          .test(/casos-de-exito\.pdf$/)
          .use('report')
          .loader(join(import.meta.dirname, 'scripts/report-loader.mjs'));
      },
    },
  },
});
