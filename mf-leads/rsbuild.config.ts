import { defineAppConfig } from 'shared/tooling/rsbuild-app.ts';

export default defineAppConfig({ app: 'mf-leads' });
