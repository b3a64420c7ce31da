// The studio's preview of the referral and success-case pages' content files
// (docs/decisions/082-studio-previews.md): the page itself, rendered by its own components
// with the draft being edited.
// The preview container bundles the router whole, not the site's shared facade (rsbuild-app.ts).
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter } from 'react-router';
import { type ContentPreviewProps, type PreviewModule } from 'shared';
import { REFERRAL_PATHS } from '../features/referral/content';
import { ReferralPage } from '../features/referral/components/ReferralPage';
import { SuccessCasesPage } from '../features/success-cases/components/SuccessCasesPage';
import { ContentDraftProvider } from 'shared/content-draft';

export const previewedFiles = [
  'referral',
  'success-cases',
  'cases',
] as const satisfies PreviewModule['previewedFiles'];

export default function LeadsPreview({ file, lang, data, assetUrl }: ContentPreviewProps) {
  const referral = file === 'referral';
  return (
    <MemoryRouter initialEntries={[referral ? REFERRAL_PATHS[lang] : '/casos-de-exito']}>
      <ContentDraftProvider draft={{ file, data, assetUrl }}>
        {/* The success-case page is Spanish only (docs/product.md §13). */}
        {referral ? <ReferralPage lang={lang} /> : <SuccessCasesPage lang="es" />}
      </ContentDraftProvider>
    </MemoryRouter>
  );
}
