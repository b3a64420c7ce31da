import type { PageProps } from 'shared';
import type { LegalContent } from '../../../../content/collections';
import en from '../../../../content/terms/terms.en.json';
import es from '../../../../content/terms/terms.es.json';
import { LegalPage } from './LegalPage';

// The files were checked against their schema when this app was built (content/collections.ts).
const terms = { en: en as LegalContent, es: es as LegalContent };

/** `/terms` and `/es/terms` (a lazy chunk of the shell). */
export default function TermsPage({ lang }: PageProps) {
  return <LegalPage doc={terms[lang]} lang={lang} path="/terms" />;
}
