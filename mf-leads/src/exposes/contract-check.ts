// Compile-time check: what this remote exposes matches the contract in shared/.
import type { ExposedModules, PreviewModule } from 'shared';
import * as ReferralPage from './ReferralPage';
import * as SuccessCasesPage from './SuccessCasesPage';
import * as preview from './preview';

export const exposedModules = {
  ReferralPage,
  SuccessCasesPage,
} satisfies ExposedModules<'leads'>;

export const previewModule = preview satisfies PreviewModule;
