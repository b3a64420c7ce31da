import { defineAppConfig } from '@intenta/tooling/rsbuild-app.ts';

export default defineAppConfig({
  app: 'mf-home',
  extend: {
    // Images and media are always files served by this remote, never inlined
    // into JavaScript: the first load stays small (decision 020).
    output: { dataUriLimit: 0 },
  },
});
