import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRY_DELAY_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Federation runtime hooks for the shell:
 * - `fetch`: a manifest request that fails at the network level is tried once
 *   more before the page gives up (a blip should not show the fallback);
 * - `errorLoadRemote`: logs which remote failed and at which step, then lets the
 *   error reach `RemotePage`, which shows the localised fallback and retry.
 */
export function remoteResiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'intenta-remote-resilience',
    async fetch(url, init) {
      try {
        return await fetch(url, init);
      } catch {
        await wait(RETRY_DELAY_MS);
        return fetch(url, init);
      }
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] ${id} failed at ${lifecycle}:`, error);
      return undefined;
    },
  };
}
