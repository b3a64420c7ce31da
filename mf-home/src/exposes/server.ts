// What the prerender step loads from this remote's server build.
import { getSiteConfig, type RemoteServerEntry } from 'shared';
import HomePage from './HomePage';
import { routes } from './routes';

const EYEBROW = { en: 'Agentic commerce for online shops', es: 'Comercio agéntico para tiendas online' };

export default {
  pages: { HomePage },
  routes,
  llmsSection: 'Home',
  // The card names the brand already: its title is the promise without the `Intenta |` prefix.
  shareCard: (meta) => ({
    eyebrow: EYEBROW[meta.lang],
    title: meta.title.replace(`${getSiteConfig().brandName} | `, ''),
  }),
} satisfies RemoteServerEntry<'home'>;
