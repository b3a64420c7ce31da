// Sends an application to the `send-partner-notification` function with the
// hosted backend's client. The client library is loaded here, on the first
// submission, and never in a page's first load.
import { getSiteConfig } from 'shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { PartnerApplication } from '../../../../supabase/functions/_shared/partner-application/validation.ts';

export const FUNCTION_NAME = 'send-partner-notification';

type FunctionsClient = SupabaseClient;

let client: Promise<FunctionsClient> | null = null;

function backendClient(): Promise<FunctionsClient> {
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) => {
      const { backend } = getSiteConfig();
      return createClient(backend.url, backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      });
    })
    .catch((error: unknown) => {
      client = null; // a failed chunk load can be retried with the next submission
      throw error;
    });
  return client as Promise<FunctionsClient>;
}

/**
 * Resolves `true` once the endpoint confirms the application is stored. Any
 * error answer, network failure or unreachable endpoint resolves `false`.
 * `honeypot` is the hidden field's value (empty for people).
 */
export async function submitPartnerApplication(
  application: PartnerApplication,
  honeypot = '',
): Promise<boolean> {
  try {
    const supabase = await backendClient();
    const { data, error } = await supabase.functions.invoke(FUNCTION_NAME, {
      body: { ...application, website: honeypot },
    });
    return !error && (data as { ok?: unknown } | null)?.ok === true;
  } catch {
    return false;
  }
}
