// What the prerender step loads from this remote's server build.
import type { RemoteServerEntry } from 'shared';
import PartnersPage from './PartnersPage';
import { routes } from './routes';

const EYEBROW = { en: 'Partner program', es: 'Programa de partners' };

export default {
  pages: { PartnersPage },
  routes,
  llmsSection: 'Partner program',
  shareCard: (meta) => ({ eyebrow: EYEBROW[meta.lang], title: meta.title }),
} satisfies RemoteServerEntry<'partners'>;
