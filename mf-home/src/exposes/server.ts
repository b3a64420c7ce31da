// What the prerender step loads from this remote's server build.
import type { RemoteServerEntry } from 'shared';
import HomePage from './HomePage';

export default { pages: { HomePage }, llmsSection: 'Home' } satisfies RemoteServerEntry<'home'>;
