// Compile-time check: what this remote exposes matches the contract in shared/.
import type { ExposedModules } from 'shared';
import * as PartnersPage from './PartnersPage';

export const exposedModules = {
  PartnersPage,
} satisfies ExposedModules<'partners'>;
