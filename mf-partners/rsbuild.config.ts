import { defineAppConfig } from '@intenta/tooling/rsbuild-app.ts';
import content from './content/collections.ts';

export default defineAppConfig({ app: 'mf-partners', content });
