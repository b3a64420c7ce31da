// What the prerender step loads from this remote's server build.
import type { RemoteServerEntry } from 'shared';
import HomePage from './HomePage';
import { routes } from './routes';

export default { pages: { HomePage }, routes, llmsSection: 'Home' } satisfies RemoteServerEntry<'home'>;
