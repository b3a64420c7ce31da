import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { layers } from './eslint-layers.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const src = '/repo/shell/src';
const at = (file: string, code: string, mayImportApp = false) => ({
  filename: `${src}/${file}`,
  code,
  options: [{ src, ...(mayImportApp ? { mayImportApp } : {}) }],
});

new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } }).run(
  'layers/one-way',
  layers.rules['one-way'],
  {
    valid: [
      at('features/consent/lib/consent.ts', "import { whenIdle } from '../../../lib/when-idle';"),
      at('features/consent/components/Banner.tsx', "import { saveConsent } from '../lib/consent';"),
      at(
        'features/legal/components/TermsPage.tsx',
        "import copy from '../../../../content/terms/terms.en.json';",
      ),
      at('app/Layout.tsx', "const Banner = import('../features/consent/components/ConsentBanner');"),
      at('app/routes.tsx', "import { Layout } from './Layout';"),
      at('bootstrap.tsx', "import { routes } from './app/routes';"),
      at('server/render.tsx', "export { SiteRoutes } from '../app/App';"),
      at('lib/language-storage.ts', "import { detect } from './language-preference';"),
      at(
        'features/prefetch/lib/prefetch.test.ts',
        "import { matchSiteRoute } from '../../../app/routes';",
        true,
      ),
      at('features/consent/lib/consent.ts', "import { getSiteConfig } from 'shared';"),
    ],
    invalid: [
      {
        ...at(
          'features/field-measurement/lib/report.ts',
          "import { matchSiteRoute } from '../../../app/routes';",
        ),
        errors: [
          {
            message:
              'features/field-measurement may not import app/routes: inside an app imports flow shared → src/lib → src/features → src/app. Pass what it needs in from the app instead.',
          },
        ],
      },
      {
        ...at('features/consent/lib/tag.ts', "const m = import('../../field-measurement/lib/report');"),
        errors: [{ messageId: 'sideways' }],
      },
      {
        ...at('features/chrome/components/Header.tsx', "export { x } from '../../head/lib/tags';"),
        errors: [{ messageId: 'sideways' }],
      },
      {
        ...at('features/prefetch/lib/links.ts', "export * from '../../../bootstrap';"),
        errors: [{ messageId: 'upward' }],
      },
      {
        ...at('lib/when-idle.ts', "import { x } from '../features/idle/x';"),
        errors: [{ messageId: 'upward' }],
      },
      { ...at('lib/when-idle.ts', "import { x } from '../app/routes';"), errors: [{ messageId: 'upward' }] },
      {
        ...at('features/prefetch/lib/prefetch.test.ts', "import { x } from '../../idle/x';", true),
        errors: [{ messageId: 'sideways' }],
      },
      {
        ...at(
          'features/prefetch/lib/prefetch.test.ts',
          "import { matchSiteRoute } from '../../../app/routes';",
        ),
        errors: [{ messageId: 'upward' }],
      },
    ],
  },
);
