// The local mailer: each e-mail becomes an .eml file in a mailbox folder.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** RFC 2047 encoding for non-ASCII header values. */
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
  let counter = 0;
  return {
    async send(message) {
      mkdirSync(dir, { recursive: true });
      const date = clock.now();
      const id = `${date.getTime()}-${process.pid}-${++counter}`;
      const eml = [
        `Message-ID: <${id}@partners.localhost>`,
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
      writeFileSync(join(dir, `${id}.eml`), eml);
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
      .sort();
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

function decodeHeader(value) {
  const m = /^=\?UTF-8\?B\?(.*)\?=$/.exec(value);
  return m ? Buffer.from(m[1] ?? '', 'base64').toString('utf8') : value;
}
