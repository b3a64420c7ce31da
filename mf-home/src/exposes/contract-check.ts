// Compile-time check: what this remote exposes matches the contract in shared/.
import type { ExposedModules, PreviewModule } from 'shared';
import * as HomePage from './HomePage';
import * as preview from './preview';

export const exposedModules = {
  HomePage,
} satisfies ExposedModules<'home'>;

export const previewModule = preview satisfies PreviewModule;
