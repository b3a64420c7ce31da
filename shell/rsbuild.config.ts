import { defineAppConfig } from '@intenta/tooling/rsbuild-app.ts';
import { pluginStartupScripts } from './scripts/startup-scripts.ts';

export default defineAppConfig({ app: 'shell', extend: { plugins: [pluginStartupScripts()] } });
