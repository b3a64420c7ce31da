// The team's notification e-mail and the mail provider's HTTP API (production).
// The local server passes its own mailer that writes .eml files instead.
import type { StoredApplication } from './storage.ts';

export interface MailMessage {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

export interface SendOptions {
  /**
   * Same key for every attempt of one notification (derived from its outbox
   * row): the provider (and the local mailbox) deliver a key once, so a send
   * that succeeded but could not be recorded is not delivered twice.
   */
  idempotencyKey: string;
  /** Aborted when the attempt takes longer than the handler's mail timeout. */
  signal?: AbortSignal;
}

export interface Mailer {
  send(message: MailMessage, options: SendOptions): Promise<void>;
}

/** The mail provider's HTTP API (Resend); `MAIL_API_BASE_URL` points the hosted entry elsewhere. */
export const DEFAULT_MAIL_API_BASE_URL = 'https://api.resend.com';

const TYPE_LABEL: Record<StoredApplication['partnerType'], string> = {
  referral: 'Referral Partner',
  implementation: 'Implementation Partner',
  strategic: 'Strategic Partner',
  unsure: 'Not sure yet',
};

/** Keeps a value on one line (no header injection, no forged body lines from form input). */
function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return value.replace(/[\r\n\u000b\u000c\u0085\u2028\u2029]+/g, ' ').trim();
}

export function notificationMessage(
  application: StoredApplication,
  addresses: { from: string; to: string },
): MailMessage {
  const a = application;
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: oneLine(a.email),
    subject: oneLine(`New partner application: ${a.company} (${TYPE_LABEL[a.partnerType]})`),
    // The one-line fields are flattened here too (validation already refuses
    // line breaks in them), so no stored value can add a line of its own.
    text: [
      'A new partner application was received.',
      '',
      `Name: ${oneLine(a.name)}`,
      `Email: ${oneLine(a.email)}`,
      `Company: ${oneLine(a.company)}`,
      `Country: ${oneLine(a.country)}`,
      `Partner type: ${TYPE_LABEL[a.partnerType]} (${a.partnerType})`,
      `Language: ${a.language === 'es' ? 'Spanish' : 'English'}`,
      `Received: ${a.createdAt.toISOString()}`,
      `Application id: ${a.id}`,
      '',
      'Message:',
      a.message || '(none)',
      '',
    ].join('\n'),
  };
}

/**
 * Sends through the mail provider's HTTP API (Resend's `POST /emails`), with
 * the notification's idempotency key in the `Idempotency-Key` header and the
 * caller's abort signal (the handler's timeout).
 */
export function createHttpMailer(options: {
  apiKey: string;
  /** Default: the real provider, `https://api.resend.com`. */
  baseUrl?: string;
  fetch?: typeof fetch;
}): Mailer {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${(options.baseUrl ?? DEFAULT_MAIL_API_BASE_URL).replace(/\/+$/, '')}/emails`;
  return {
    async send(message, { idempotencyKey, signal }) {
      const response = await doFetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify({
          from: message.from,
          to: [message.to],
          reply_to: message.replyTo,
          subject: message.subject,
          text: message.text,
        }),
        ...(signal ? { signal } : {}),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(`Mail provider answered ${response.status}: ${detail.slice(0, 300)}`);
      }
    },
  };
}
