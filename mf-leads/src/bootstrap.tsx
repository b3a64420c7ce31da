import { mountRemoteDevHost } from 'shared/dev-host';
import ReferralPage from './exposes/ReferralPage';
import SuccessCasesPage from './exposes/SuccessCasesPage';

// Standalone run of this remote: its pages in both languages under a router.
mountRemoteDevHost('leads', [
  { path: '/referral', label: 'ReferralPage (en)', element: <ReferralPage lang="en" /> },
  { path: '/referido', label: 'ReferralPage (es, /referido)', element: <ReferralPage lang="es" /> },
  { path: '/es/referido', label: 'ReferralPage (es)', element: <ReferralPage lang="es" /> },
  { path: '/casos-de-exito', label: 'SuccessCasesPage (es)', element: <SuccessCasesPage lang="es" /> },
]);
