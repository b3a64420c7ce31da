// Compile-time check: what this remote exposes matches the contract in shared/.
import type { ExposedModules, PreviewModule } from 'shared';
import * as PartnersPage from './PartnersPage';
import * as preview from './preview';

export const exposedModules = {
  PartnersPage,
} satisfies ExposedModules<'partners'>;

export const previewModule = preview satisfies PreviewModule;
