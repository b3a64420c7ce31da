import { join } from 'node:path';
import { defineAppConfig } from '@intenta/build/rsbuild-app.ts';
import { picturesRule } from '@intenta/content-model/pictures.mjs';
import content from './content/collections.ts';

export default defineAppConfig({
  app: 'mf-partners',
  content,
  extend: {
    tools: {
      rspack: {
        module: {
          rules: [
            // Each logo's width and height, read from its file, and a photo's copies
            // (src/features/partners/content/logo-sizes.ts).
            picturesRule(
              /[\\/]features[\\/]partners[\\/]content[\\/]logo-sizes\.ts$/,
              join(import.meta.dirname, 'content/logos'),
              'logo',
            ),
          ],
        },
      },
    },
  },
});
