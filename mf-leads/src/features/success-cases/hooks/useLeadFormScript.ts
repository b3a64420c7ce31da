import { useEffect, useState } from 'react';

/** How long the form script may take before the page says it cannot load. */
export const LEAD_SCRIPT_TIMEOUT_MS = 15_000;

/** Marks the script element this page adds, so it can be found and removed. */
export const LEAD_SCRIPT_ATTRIBUTE = 'data-lead-form-script';

export type LeadScriptStatus = 'loading' | 'ready' | 'failed';

/** The global the provider's embed script defines (the same API as the real one). */
export interface FormsApi {
  forms: {
    create: (options: { region: string; portalId: string; formId: string; target: string }) => unknown;
  };
}

declare global {
  interface Window {
    hbspt?: FormsApi;
  }
}

export function formsApi(): FormsApi | null {
  const api = typeof window === 'undefined' ? undefined : window.hbspt;
  return api && typeof api.forms?.create === 'function' ? api : null;
}

/**
 * Adds the external form-embedding script while the page is on screen and
 * removes it when the page is left (docs/product.md §13). `failed` when the script
 * is blocked, offline, defines no form API, or has not loaded in time.
 */
export function useLeadFormScript(scriptUrl: string): LeadScriptStatus {
  const [status, setStatus] = useState<LeadScriptStatus>('loading');

  useEffect(() => {
    setStatus('loading');
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.setAttribute(LEAD_SCRIPT_ATTRIBUTE, '');
    let settled = false;
    const settle = (next: LeadScriptStatus) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      setStatus(next);
    };
    const timer = window.setTimeout(() => settle('failed'), LEAD_SCRIPT_TIMEOUT_MS);
    script.addEventListener('load', () => settle(formsApi() ? 'ready' : 'failed'));
    script.addEventListener('error', () => settle('failed'));
    document.body.appendChild(script);
    return () => {
      settled = true;
      window.clearTimeout(timer);
      script.remove();
    };
  }, [scriptUrl]);

  return status;
}
