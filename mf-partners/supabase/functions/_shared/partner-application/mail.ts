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

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const TYPE_LABEL: Record<StoredApplication['partnerType'], string> = {
  referral: 'Referral Partner',
  implementation: 'Implementation Partner',
  strategic: 'Strategic Partner',
  unsure: 'Not sure yet',
};

/** Keeps header values on one line (no header injection from form input). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
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
    text: [
      'A new partner application was received.',
      '',
      `Name: ${a.name}`,
      `Email: ${a.email}`,
      `Company: ${a.company}`,
      `Country: ${a.country}`,
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

/** Sends through the mail provider's HTTP API (Resend's `POST /emails`). */
export function createHttpMailer(options: {
  apiKey: string;
  endpoint?: string;
  fetch?: typeof fetch;
}): Mailer {
  const doFetch = options.fetch ?? fetch;
  return {
    async send(message) {
      const response = await doFetch(options.endpoint ?? 'https://api.resend.com/emails', {
        method: 'POST',
        headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          from: message.from,
          to: [message.to],
          reply_to: message.replyTo,
          subject: message.subject,
          text: message.text,
        }),
      });
      if (!response.ok) {
        const detail = await response.text().catch(() => '');
        throw new Error(`Mail provider answered ${response.status}: ${detail.slice(0, 300)}`);
      }
    },
  };
}
