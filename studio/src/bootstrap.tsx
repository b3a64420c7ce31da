import CMS from 'decap-cms-app';
import { createRoot } from 'react-dom/client';
import { PublisherStatus } from './publisher/PublisherStatus';

// The collections come from /admin/config.yml, made by the studio server from the apps'
// content declarations.
CMS.init();

// Beside Decap's own root, which it mounts in <body>.
const panel = document.getElementById('publisher');
if (panel) createRoot(panel).render(<PublisherStatus />);
