import { mountRemoteDevHost } from 'shared/dev-host';
import PartnersPage from './exposes/PartnersPage';

// Standalone run of this remote: its pages in both languages under a router.
mountRemoteDevHost('partners', [
  { path: '/partners', label: 'PartnersPage (en)', element: <PartnersPage lang="en" /> },
  { path: '/es/partners', label: 'PartnersPage (es)', element: <PartnersPage lang="es" /> },
]);
