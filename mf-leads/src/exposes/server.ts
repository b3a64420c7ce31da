// What the prerender step loads from this remote's server build.
import type { Lang, RemoteServerEntry } from 'shared';
import ReferralPage from './ReferralPage';
import SuccessCasesPage from './SuccessCasesPage';
import { routes } from './routes';

const EYEBROW: Record<'ReferralPage' | 'SuccessCasesPage', Record<Lang, string>> = {
  ReferralPage: { en: 'Referral program', es: 'Programa de referidos' },
  SuccessCasesPage: { en: 'Success cases', es: 'Casos de éxito' },
};

export default {
  pages: { ReferralPage, SuccessCasesPage },
  routes,
  llmsSection: 'Referrals and success cases',
  shareCard: (meta) => {
    const module = routes.find((route) => route.path === meta.path)?.module ?? 'ReferralPage';
    return { eyebrow: EYEBROW[module][meta.lang], title: meta.title };
  },
} satisfies RemoteServerEntry<'leads'>;
