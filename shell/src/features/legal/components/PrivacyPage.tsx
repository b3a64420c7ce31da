import type { PageProps } from 'shared';
import { LegalPage } from './LegalPage';
import { privacyEn } from '../content/privacy.en';
import { privacyEs } from '../content/privacy.es';

/** `/privacy` and `/es/privacy` (a lazy chunk of the shell). */
export default function PrivacyPage({ lang }: PageProps) {
  return <LegalPage doc={lang === 'es' ? privacyEs : privacyEn} path="/privacy" />;
}
