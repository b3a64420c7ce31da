// What the prerender step loads from this remote's server build.
import type { RemoteServerEntry } from 'shared';
import { referralContent } from '../features/referral/content';
import { successCasesContent } from '../features/success-cases/content';
import ReferralPage from './ReferralPage';
import SuccessCasesPage from './SuccessCasesPage';
import { routes } from './routes';
import type { LlmsFile } from '@intenta/content-model/content.ts';
import llmsJson from '../../content/llms.json';

// Checked against its schema when this app was built (content/collections.ts).
const llms: LlmsFile = llmsJson;

export default {
  pages: { ReferralPage, SuccessCasesPage },
  routes,
  llmsSection: llms.section,
  shareCard: (meta) => {
    const module = routes.find((route) => route.path === meta.path)?.module ?? 'ReferralPage';
    // The success-cases page exists in Spanish only.
    const { shareCardEyebrow } =
      module === 'SuccessCasesPage' ? successCasesContent.meta : referralContent[meta.lang].meta;
    return { eyebrow: shareCardEyebrow, title: meta.title };
  },
} satisfies RemoteServerEntry<'leads'>;
