import type { PageProps } from 'shared';
import type { LegalContent } from '../../../../content/collections';
import en from '../../../../content/privacy/privacy.en.json';
import es from '../../../../content/privacy/privacy.es.json';
import { LegalPage } from './LegalPage';

// The files were checked against their schema when this app was built (content/collections.ts).
const privacy = { en: en as LegalContent, es: es as LegalContent };

/** `/privacy` and `/es/privacy` (a lazy chunk of the shell). */
export default function PrivacyPage({ lang }: PageProps) {
  return <LegalPage doc={privacy[lang]} lang={lang} path="/privacy" />;
}
