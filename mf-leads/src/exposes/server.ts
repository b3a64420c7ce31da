// What the prerender step loads from this remote's server build.
import type { RemoteServerEntry } from 'shared';
import ReferralPage from './ReferralPage';
import SuccessCasesPage from './SuccessCasesPage';
import { routes } from './routes';

export default {
  pages: { ReferralPage, SuccessCasesPage },
  routes,
  llmsSection: 'Referrals and success cases',
} satisfies RemoteServerEntry<'leads'>;
