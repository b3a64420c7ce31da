// Compile-time check: what this remote exposes matches the contract in shared/.
import type { ExposedModules } from 'shared';
import * as ReferralPage from './ReferralPage';
import * as SuccessCasesPage from './SuccessCasesPage';

export const exposedModules = {
  ReferralPage,
  SuccessCasesPage,
} satisfies ExposedModules<'leads'>;
