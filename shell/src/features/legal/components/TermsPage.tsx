import type { PageProps } from 'shared';
import { LegalPage } from './LegalPage';
import { termsEn } from '../content/terms.en';
import { termsEs } from '../content/terms.es';

/** `/terms` and `/es/terms` (a lazy chunk of the shell). */
export default function TermsPage({ lang }: PageProps) {
  return <LegalPage doc={lang === 'es' ? termsEs : termsEn} path="/terms" />;
}
