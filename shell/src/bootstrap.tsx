import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureSite } from 'shared';
import { loadRuntimeConfig } from './features/remote-loading/runtime-config';
import { registerRemoteLocations } from './features/remote-loading/load-remote-page';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('The shell needs a #root element.');

const runtimeConfig = await loadRuntimeConfig();
configureSite(runtimeConfig.site);
registerRemoteLocations(runtimeConfig.remotes);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
