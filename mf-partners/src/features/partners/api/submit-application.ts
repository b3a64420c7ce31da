// Sends an application to the `send-partner-notification` function with the
// hosted backend's client. The client library is loaded here, on the first
// submission, and never in a page's first load.
import { getSiteConfig } from 'shared';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ApplicationField, PartnerApplication } from '@intenta/partner-api/validation';

export const FUNCTION_NAME = 'send-partner-notification';

/**
 * The function's address, from the site configuration (the backend's URL), as
 * the backend's client calls it: where the form posts when no script handles
 * it (before hydration, without JavaScript, or when this remote failed to load).
 */
export function functionUrl(): string {
  return `${getSiteConfig().backend.url.replace(/\/+$/, '')}/functions/v1/${FUNCTION_NAME}`;
}
/** One automatic retry after a lost answer or a server failure, with the same Idempotency-Key. */
export const MAX_ATTEMPTS = 2;
/** Longest wait for one answer before it counts as lost. */
export const ATTEMPT_TIMEOUT_MS = 15_000;

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
 * A key for one submission attempt (a UUID). `crypto.randomUUID` exists only
 * on secure origins; `getRandomValues` everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type SubmissionResult =
  | { ok: true }
  /** `fields`: the endpoint's message per field (in the application's language) when it refused values. */
  | { ok: false; fields?: Partial<Record<ApplicationField, string>> };

/** The per-field messages of a `400 invalid_input` answer, if that is what it is. */
async function refusedFields(response: Response | undefined) {
  if (response?.status !== 400) return undefined;
  try {
    const body = (await response.json()) as { error?: { code?: string; fields?: unknown } };
    const fields = body.error?.code === 'invalid_input' ? body.error.fields : undefined;
    if (!fields || typeof fields !== 'object') return undefined;
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ) as Partial<Record<ApplicationField, string>>;
  } catch {
    return undefined;
  }
}

/**
 * Resolves `{ ok: true }` once the endpoint confirms the application is
 * stored; `{ ok: false, fields }` when it refused values; `{ ok: false }` for
 * any other error answer, network failure or unreachable endpoint.
 * `honeypot` is the hidden field's value (empty for people). Every attempt,
 * the automatic retry included, sends the same `idempotencyKey`, so an
 * application whose answer was lost is stored once.
 */
export async function submitPartnerApplication(
  application: PartnerApplication,
  honeypot = '',
  idempotencyKey = newIdempotencyKey(),
): Promise<SubmissionResult> {
  let supabase: FunctionsClient;
  try {
    supabase = await backendClient();
  } catch {
    return { ok: false };
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const { data, error, response } = await supabase.functions.invoke(FUNCTION_NAME, {
        body: { ...application, website: honeypot },
        headers: { 'Idempotency-Key': idempotencyKey },
        timeout: ATTEMPT_TIMEOUT_MS,
      });
      if (!error) return (data as { ok?: unknown } | null)?.ok === true ? { ok: true } : { ok: false };
      const fields = await refusedFields(response);
      if (fields) return { ok: false, fields };
      // Only a lost answer or a server failure is worth the same request again.
      const retriable = !response || response.status >= 500;
      if (!retriable || attempt >= MAX_ATTEMPTS) return { ok: false };
    } catch {
      if (attempt >= MAX_ATTEMPTS) return { ok: false };
    }
  }
}
