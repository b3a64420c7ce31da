import { join } from 'node:path';
import { defineAppConfig } from '@intenta/tooling/rsbuild-app.ts';
import { pictureSizesRule } from '@intenta/tooling/picture-size.mjs';
import content from './content/collections.ts';

export default defineAppConfig({
  app: 'mf-partners',
  content,
  extend: {
    tools: {
      rspack: {
        module: {
          rules: [
            // Each logo's width and height, read from its file (src/features/partners/content/logo-sizes.ts).
            pictureSizesRule(
              /[\\/]features[\\/]partners[\\/]content[\\/]logo-sizes\.ts$/,
              join(import.meta.dirname, 'content/logos'),
            ),
          ],
        },
      },
    },
  },
});
