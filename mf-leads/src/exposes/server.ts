// What the prerender step loads from this remote's server build.
import type { RemoteServerEntry } from 'shared';
import ReferralPage from './ReferralPage';
import SuccessCasesPage from './SuccessCasesPage';

export default {
  pages: { ReferralPage, SuccessCasesPage },
  llmsSection: 'Referrals and success cases',
} satisfies RemoteServerEntry<'leads'>;
