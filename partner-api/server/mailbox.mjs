// @ts-check
// The local mailer: each e-mail becomes an .eml file in a mailbox folder.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * RFC 2047 encoding for non-ASCII header values.
 * @param {string} value
 */
function header(value) {
  return /^[\x20-\x7e]*$/.test(value)
    ? value
    : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/**
 * @param {string} dir
 * @returns {import('../supabase/functions/_shared/partner-application/mail.ts').Mailer}
 */
export function createMailboxMailer(dir, clock = { now: () => new Date() }) {
  return {
    // Like the provider with an Idempotency-Key: one file per key, and a key
    // already delivered is not delivered again (a send that succeeded but was
    // not recorded, e.g. the server was killed, is retried after restart).
    async send(message, { idempotencyKey }) {
      mkdirSync(dir, { recursive: true });
      const name = idempotencyKey.replace(/[^A-Za-z0-9_-]/g, '_');
      const file = join(dir, `${name}.eml`);
      if (existsSync(file)) return;
      const date = clock.now();
      const eml = [
        `Message-ID: <${name}@partners.localhost>`,
        `Date: ${date.toUTCString()}`,
        `From: ${header(message.from)}`,
        `To: ${header(message.to)}`,
        `Reply-To: ${header(message.replyTo)}`,
        `Subject: ${header(message.subject)}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from(message.text, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n'),
        '',
      ].join('\r\n');
      // Written aside, then renamed: a kill mid-write never leaves half a mail.
      const partial = join(dir, `.${name}.${process.pid}.partial`);
      writeFileSync(partial, eml);
      renameSync(partial, file);
    },
  };
}

/**
 * Reads the mailbox back (for people and tests): headers and decoded text.
 * @param {string} dir
 * @returns {{ file: string, headers: Record<string, string>, text: string }[]}
 */
export function readMailbox(dir) {
  let files = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => ({ f, at: statSync(join(dir, f)).mtimeMs }))
      .sort((a, b) => a.at - b.at || a.f.localeCompare(b.f))
      .map(({ f }) => f);
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(dir, file), 'utf8');
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    /** @type {Record<string, string>} */
    const headers = {};
    for (const line of head.split('\r\n')) {
      const at = line.indexOf(':');
      if (at > 0) headers[line.slice(0, at).toLowerCase()] = decodeHeader(line.slice(at + 1).trim());
    }
    return { file, headers, text: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
  });
}

/**
 * A header value as written by `header`, decoded.
 * @param {string} value
 */
function decodeHeader(value) {
  const m = /^=\?UTF-8\?B\?(.*)\?=$/.exec(value);
  return m ? Buffer.from(m[1] ?? '', 'base64').toString('utf8') : value;
}
