// The studio's preview of the partner page's content files (docs/decisions/082-studio-previews.md):
// the page itself, rendered by its own components with the draft being edited.
import { type ContentPreviewProps, type PreviewModule } from 'shared';
import { PartnersPage } from '../features/partners/components/PartnersPage';
import { ContentDraftProvider } from 'shared/content-draft';

export const previewedFiles = [
  'partners-page',
  'partners',
] as const satisfies PreviewModule['previewedFiles'];

export default function PartnersPreview({ file, lang, data, assetUrl }: ContentPreviewProps) {
  return (
    <ContentDraftProvider draft={{ file, data, assetUrl }}>
      <PartnersPage lang={lang} />
    </ContentDraftProvider>
  );
}
