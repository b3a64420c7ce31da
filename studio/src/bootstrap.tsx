import CMS from 'decap-cms-app';
import { createRoot } from 'react-dom/client';
import { pictureComponentWithoutAddresses } from './media/article-picture';
import { refusePicturesBeyondLimits } from './media/picture-check';
import { PublisherStatus } from './publisher/PublisherStatus';
import { showRefusalsOnFields } from './refusals/field-refusals';
import {
  registerPreviewRemotes,
  RemotePreview,
  type DecapPreviewProps,
  type PreviewSources,
} from './preview/remote-preview';

/**
 * Each entry a remote shows is previewed by that remote's own components
 * (docs/decisions/082-studio-previews.md); the others keep Decap's plain preview.
 */
async function registerPreviews(): Promise<void> {
  const sources = await fetch('/admin/previews.json', { cache: 'no-store' })
    .then((res) => (res.ok ? (res.json() as Promise<PreviewSources>) : null))
    .catch(() => null);
  if (!sources) return;
  registerPreviewRemotes(sources);
  for (const [template, { remote, file }] of Object.entries(sources.templates))
    CMS.registerPreviewTemplate(template, (props) => (
      <RemotePreview
        {...(props as unknown as DecapPreviewProps)}
        remote={remote}
        file={file}
        styles={sources.styles}
      />
    ));
}

// A picture beyond the limits is refused when it is chosen, before Decap reads it; Decap says
// its own messages with window.alert too.
refusePicturesBeyondLimits(document, (message) => window.alert(message));

// A picture in an article is chosen or uploaded, never an address typed in.
pictureComponentWithoutAddresses();

// A save the studio's gate refuses is shown on the fields it names, in the writer's words.
showRefusalsOnFields();

// The collections come from /admin/config.yml, made by the studio server from the apps'
// content declarations.
void registerPreviews().finally(() => CMS.init());

// Beside Decap's own root, which it mounts in <body>.
const panel = document.getElementById('publisher');
if (panel) createRoot(panel).render(<PublisherStatus />);
