import { defineAppConfig } from '@intenta/tooling/rsbuild-app.ts';

export default defineAppConfig({ app: 'mf-leads' });
