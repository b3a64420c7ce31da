import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureSite } from 'shared';
import { loadRuntimeConfig } from './features/remote-loading/runtime-config';
import { registerRemoteLocations } from './features/remote-loading/load-remote-page';
import { applyFirstVisitRedirect } from './features/language/language-storage';
import { applyConsent } from './features/consent/consent';
import { App } from './app/App';
import './app/fonts.css';

const container = document.getElementById('root');
if (!container) throw new Error('The shell needs a #root element.');

// Before anything renders, so a visitor sent to /es never sees the English home first.
applyFirstVisitRedirect();

const runtimeConfig = await loadRuntimeConfig();
configureSite(runtimeConfig.site);
registerRemoteLocations(runtimeConfig.remotes);
applyConsent();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
