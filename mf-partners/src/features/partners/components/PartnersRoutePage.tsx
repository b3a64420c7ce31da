import { useLocation } from 'react-router-dom';
import type { PageProps } from 'shared';
import { CONFIRMATION_PATHS } from '@intenta/partner-api/site-paths';
import { ConfirmationPage } from './ConfirmationPage';
import { PartnersPage } from './PartnersPage';

/**
 * The page module of this remote's addresses (src/exposes/routes.ts): the
 * partner page, or at its confirmation address the confirmation of a form
 * post. One module, so the contract of shared/ stays as it is.
 */
export function PartnersRoutePage({ lang }: PageProps) {
  const { pathname } = useLocation();
  return pathname === CONFIRMATION_PATHS[lang] ? (
    <ConfirmationPage lang={lang} />
  ) : (
    <PartnersPage lang={lang} />
  );
}
