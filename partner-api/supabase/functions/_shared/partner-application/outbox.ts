// The notification outbox: every stored application's e-mail to the team is
// sent after the answer, retried with a growing wait, and given up (dead
// letter) after a capped number of attempts. The application itself is never
// touched or dropped.
import type { HandlerOptions } from './endpoint.ts';
import { notificationMessage } from './mail.ts';
import type { OutboxItem } from './storage.ts';

/** A claimed notification is locked this long; a send must finish (or time out) well before. */
export const OUTBOX_CLAIM_SECONDS = 120;
export const DEFAULT_MAIL_TIMEOUT_MS = 15_000;
/** 10 attempts: 30 s doubling, so the last one is about 4 h 15 min after the first. */
export const DEFAULT_MAX_NOTIFICATION_ATTEMPTS = 10;

/** Wait before the next attempt after `attempts` failures: 30 s doubling, at most 6 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60);
}

/** The provider's idempotency key of a notification: its outbox row, the same for every attempt. */
export function notificationIdempotencyKey(outboxId: number): string {
  return `partner-outbox-${outboxId}`;
}

export class MailTimeoutError extends Error {}

/** Runs one send, aborting it and giving up waiting once `timeoutMs` have passed. */
async function sendWithTimeout(send: (signal: AbortSignal) => Promise<void>, timeoutMs: number) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new MailTimeoutError(`The mail provider did not answer within ${timeoutMs} ms.`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    // A mailer that ignores the signal is no longer waited for either.
    await Promise.race([send(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export type OutboxOptions = Pick<
  HandlerOptions,
  | 'store'
  | 'mailer'
  | 'clock'
  | 'teamAddress'
  | 'fromAddress'
  | 'log'
  | 'mailTimeoutMs'
  | 'maxNotificationAttempts'
>;

/** Records a failed send: dead after the last attempt (logged for a person), else due again later. */
async function recordFailure(options: OutboxOptions, item: OutboxItem, error: unknown, maxAttempts: number) {
  const { store, clock } = options;
  const reason = error instanceof Error ? error.message : String(error);
  if (item.attempts >= maxAttempts) {
    options.log?.(
      `Notification ${item.outboxId} of application ${item.application.id} failed ${item.attempts} times; gave up (dead letter). Send it by hand.`,
      error,
    );
    await store
      .markNotificationDead(item.outboxId, reason, clock.now())
      .catch((e) => options.log?.('Could not record the dead notification.', e));
    return;
  }
  options.log?.(`Notification ${item.outboxId} failed (attempt ${item.attempts}); will retry.`, error);
  const next = new Date(clock.now().getTime() + retryDelaySeconds(item.attempts) * 1000);
  await store
    .markNotificationFailed(item.outboxId, reason, next)
    .catch((e) => options.log?.('Could not record the failed notification.', e));
}

/** Sends one claimed notification; resolves with whether it went out. */
async function sendNotification(
  options: OutboxOptions,
  item: OutboxItem,
  limits: { timeoutMs: number; maxAttempts: number },
): Promise<boolean> {
  try {
    const message = notificationMessage(item.application, {
      from: options.fromAddress,
      to: options.teamAddress,
    });
    const idempotencyKey = notificationIdempotencyKey(item.outboxId);
    await sendWithTimeout(
      (signal) => options.mailer.send(message, { idempotencyKey, signal }),
      limits.timeoutMs,
    );
    await options.store.markNotificationSent(item.outboxId, options.clock.now());
    return true;
  } catch (error) {
    await recordFailure(options, item, error, limits.maxAttempts);
    return false;
  }
}

/**
 * Sends every due notification of the outbox once, the claimed batch side by
 * side so the whole batch ends within one mail timeout, well inside the
 * claim. A failure is recorded with the next attempt time; after the capped
 * number of attempts the notification is marked dead (and logged as an
 * error) instead. The application is never touched or dropped.
 */
export async function drainOutbox(
  options: OutboxOptions,
  batchSize = 10,
): Promise<{ sent: number; failed: number }> {
  const timeoutMs = options.mailTimeoutMs ?? DEFAULT_MAIL_TIMEOUT_MS;
  const maxAttempts = options.maxNotificationAttempts ?? DEFAULT_MAX_NOTIFICATION_ATTEMPTS;
  if (timeoutMs >= OUTBOX_CLAIM_SECONDS * 1000) {
    throw new Error('The mail timeout must be shorter than the outbox claim.');
  }
  const items = await options.store.claimDueNotifications(
    options.clock.now(),
    batchSize,
    OUTBOX_CLAIM_SECONDS,
  );
  const results = await Promise.all(
    items.map((item) => sendNotification(options, item, { timeoutMs, maxAttempts })),
  );
  const sent = results.filter(Boolean).length;
  return { sent, failed: results.length - sent };
}
