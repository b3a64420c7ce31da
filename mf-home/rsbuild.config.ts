import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { defineAppConfig } from '@intenta/build/rsbuild-app.ts';
import { LANGS, localisedPath } from '@intenta/content-model/content.ts';
import { picturesRule } from '@intenta/content-model/pictures.mjs';
import content from './content/collections.ts';

const LANGUAGE = { en: 'English', es: 'Spanish' } as const;

/**
 * The hero of each language shows screenshots of that language: its module brings only those
 * (`hero.en.ts`: en-1.svg to en-6.svg), so the page never downloads the other language's. The
 * schema lists every screenshot; the language is checked here, after the schemas.
 */
function pluginHeroScreenshots(): RsbuildPlugin {
  return {
    name: 'mf-home:hero-screenshots',
    setup(api) {
      api.onBeforeBuild(() => {
        const problems = LANGS.flatMap((lang) => {
          const path = localisedPath('content/hero.json', lang);
          const { examples } = JSON.parse(readFileSync(join(import.meta.dirname, path), 'utf8')) as {
            examples: { image: string }[];
          };
          return examples.flatMap(({ image }, i) =>
            image.startsWith(`${lang}-`)
              ? []
              : [
                  `mf-home/${path} (${LANGUAGE[lang]}): examples[${i}].image: must be a ${LANGUAGE[lang]} screenshot, ${lang}-1.svg to ${lang}-6.svg`,
                ],
          );
        });
        if (problems.length) {
          throw new Error(`Invalid content, the build stops:\n${problems.map((p) => `  ${p}`).join('\n')}`);
        }
      });
    },
  };
}

export default defineAppConfig({
  app: 'mf-home',
  content,
  extend: {
    plugins: [pluginHeroScreenshots()],
    // Images and media are always files served by this remote, never inlined
    // into JavaScript: the first load stays small (decision 020).
    output: { dataUriLimit: 0 },
    tools: {
      rspack: {
        module: {
          rules: [
            // Each portrait's width and height, read from its file, and a photo's copies
            // (src/features/home/content/portrait-sizes.ts).
            picturesRule(
              /[\\/]features[\\/]home[\\/]content[\\/]portrait-sizes\.ts$/,
              join(import.meta.dirname, 'src/features/home/assets/people'),
              'portrait',
            ),
          ],
        },
      },
    },
  },
});
