import { mountRemoteDevHost } from 'shared/dev-host';
import HomePage from './exposes/HomePage';

// Standalone run of this remote: its pages in both languages under a router.
mountRemoteDevHost('home', [
  { path: '/', label: 'HomePage (en)', element: <HomePage lang="en" /> },
  { path: '/es', label: 'HomePage (es)', element: <HomePage lang="es" /> },
]);
