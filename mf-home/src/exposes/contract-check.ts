// Compile-time check: what this remote exposes matches the contract in shared/.
import type { ExposedModules } from 'shared';
import * as HomePage from './HomePage';

export const exposedModules = {
  HomePage,
} satisfies ExposedModules<'home'>;
