import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { apiOrigin, repoRoot } from './paths';
// The local server's own reader of its .eml mailbox.
import { readMailbox } from '@intenta/partner-api/local-server/mailbox';
import { storedApplications as storedApplicationsAt } from '@intenta/partner-api/test-support/stored-applications';

export const FUNCTION_URL = `${apiOrigin}/functions/v1/send-partner-notification`;
/** Same folder the local API writes to (its default, or the env override it also reads). */
export const mailboxDir = process.env.PARTNERS_MAILBOX_DIR || join(repoRoot, 'partner-api/.mailbox');

/** Applications stored by the running local API. */
export const storedApplications = () => storedApplicationsAt(apiOrigin);

export function mailsTo(replyTo: string) {
  return readMailbox(mailboxDir).filter((m) => m.headers['reply-to'] === replyTo);
}

let counter = 0;
/** A unique e-mail and client address per test, so reruns never hit the rate limit. */
export function uniqueVisitor(tag: string) {
  const n = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `${tag}-${n}@shop.example`,
    address: `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}-${n}`,
  };
}

/** Sends the browser's calls to the endpoint as coming from `address` (the gateway's header). */
export async function asClient(page: Page, address: string, hold?: Promise<void>) {
  await page.route(FUNCTION_URL, async (route: Route) => {
    if (route.request().method() === 'POST' && hold) await hold;
    await route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } });
  });
}
