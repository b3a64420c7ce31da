// What the prerender step loads from this remote's server build.
import { getSiteConfig, siteText, type Lang, type RemoteServerEntry } from 'shared';
import type { ShareCardFile } from '../../content/collections';
import en from '../../content/share-card/share-card.en.json';
import es from '../../content/share-card/share-card.es.json';
import HomePage from './HomePage';
import { routes } from './routes';
import type { LlmsFile } from '@intenta/content-model/content.ts';
import llmsJson from '../../content/llms.json';

// The files were checked against their schema when this app was built (content/collections.ts).
const CARD: Record<Lang, ShareCardFile> = { en, es };

// Checked against its schema when this app was built (content/collections.ts).
const llms: LlmsFile = llmsJson;

export default {
  pages: { HomePage },
  routes,
  llmsSection: llms.section,
  // The card names the brand already: its title is the promise without the `Intenta |` prefix.
  shareCard: (meta) => ({
    eyebrow: siteText(CARD[meta.lang].eyebrow),
    title: meta.title.replace(`${getSiteConfig().brandName} | `, ''),
  }),
} satisfies RemoteServerEntry<'home'>;
