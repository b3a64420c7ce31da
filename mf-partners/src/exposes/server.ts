// What the prerender step loads from this remote's server build.
import type { RemoteServerEntry } from 'shared';
import { partnersCopy } from '../features/partners/content';
import PartnersPage from './PartnersPage';
import { routes } from './routes';
import type { LlmsFile } from '@intenta/content-model/content.ts';
import llmsJson from '../../content/llms.json';

// Checked against its schema when this app was built (content/collections.ts).
const llms: LlmsFile = llmsJson;

export default {
  pages: { PartnersPage },
  routes,
  llmsSection: llms.section,
  shareCard: (meta) => ({ eyebrow: partnersCopy[meta.lang].meta.shareCardEyebrow, title: meta.title }),
} satisfies RemoteServerEntry<'partners'>;
