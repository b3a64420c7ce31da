import { defineAppConfig } from '@intenta/build/rsbuild-app.ts';
import content from './content/collections.ts';
import { pluginStartupScripts } from './scripts/startup-scripts.ts';

export default defineAppConfig({ app: 'shell', content, extend: { plugins: [pluginStartupScripts()] } });
