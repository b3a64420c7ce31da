// The endpoint's settings: the options the hosted entry and the local server
// pass in, with their defaults, resolved once into what every part of the
// handler reads (router.ts and the modules it routes to).
import type { ConnectionInfo } from './client-address.ts';
import type { Mailer } from './mail.ts';
import type { ApplicationStore } from './storage.ts';

export interface Clock {
  now(): Date;
}

export interface HandlerOptions {
  store: ApplicationStore;
  mailer: Mailer;
  clock: Clock;
  /** Site origins allowed to call from a browser (exact `scheme://host:port`). */
  allowedOrigins: readonly string[];
  /**
   * The site's address (`https://intenta.example`), from configuration: a
   * browser's form post is sent back to its pages (the confirmation, the
   * partner page), never to an address taken from the request.
   */
  siteUrl: string;
  /**
   * The origins browsers reach this endpoint at. Its own page (a refused form
   * post) posts from there, so a form post may come with one of these as its
   * Origin; a JSON call may not (no CORS for them).
   */
  ownOrigins?: readonly string[];
  /** Where notifications go, and who they come from. */
  teamAddress: string;
  fromAddress: string;
  /** Accepted submissions per client address and window. */
  rateLimit?: { max: number; windowSeconds: number };
  /**
   * How many proxies in front of the function append to `X-Forwarded-For`
   * (the platform's gateway: 1). The client address is the entry the
   * outermost of them appended, counted from the right; entries further left
   * are whatever the client sent. 0: the connection's own address.
   */
  trustedProxyHops?: number;
  /** Largest accepted JSON body, in bytes; a form post may take three times as many (percent-encoding). */
  maxBodyBytes?: number;
  /** Mixed into the address hash so stored hashes cannot be matched to addresses elsewhere. */
  hashSalt?: string;
  /** Keeps work alive after the answer (the hosted runtime's `EdgeRuntime.waitUntil`). */
  waitUntil?: (work: Promise<unknown>) => void;
  /** Longest wait for the mail provider per attempt; shorter than the outbox claim. */
  mailTimeoutMs?: number;
  /** Attempts before a notification is given up (dead-lettered). */
  maxNotificationAttempts?: number;
  log?: (message: string, error?: unknown) => void;
}

export const DEFAULT_RATE_LIMIT = { max: 5, windowSeconds: 600 };
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;
export const DEFAULT_TRUSTED_PROXY_HOPS = 0;

export type Log = (message: string, error?: unknown) => void;

/** The options with every default filled in, and what is derived from them once. */
export interface Endpoint {
  options: HandlerOptions;
  rateLimit: { max: number; windowSeconds: number };
  trustedProxyHops: number;
  maxBodyBytes: number;
  /** Site origins that may call from a browser (CORS). */
  allowed: ReadonlySet<string>;
  /** The endpoint's own origins: its page's form posts come from there. */
  own: ReadonlySet<string>;
  site: URL;
  log: Log;
  waitUntil: (work: Promise<unknown>) => void;
}

/**
 * What is logged of a failure: its name, message and stack, never the other
 * properties a driver attaches (a database error's `detail` can quote the
 * row, the visitor's values with it).
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return `A non-error value was thrown (${typeof error}).`;
}

export function resolveEndpoint(options: HandlerOptions): Endpoint {
  const site = new URL(options.siteUrl);
  if (site.protocol !== 'https:' && site.protocol !== 'http:') {
    throw new Error(`The site URL must be an http(s) address (got "${options.siteUrl}").`);
  }
  const log: Log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const waitUntil =
    options.waitUntil ??
    ((work: Promise<unknown>) => {
      work.catch((error) => log('Background work failed.', describeError(error)));
    });
  return {
    options,
    rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
    trustedProxyHops: options.trustedProxyHops ?? DEFAULT_TRUSTED_PROXY_HOPS,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    allowed: new Set(options.allowedOrigins),
    own: new Set(options.ownOrigins ?? []),
    site,
    log,
    waitUntil,
  };
}

/** An address of the site: the configured origin and one of the fixed paths, nothing from the request. */
export function siteAddress(endpoint: Endpoint, path: string): string {
  return new URL(path, endpoint.site.origin).href;
}

/** One request on its way through the router. */
export interface RequestContext {
  request: Request;
  connection: ConnectionInfo | undefined;
  /** The request's Origin header (a browser's; absent for most other clients). */
  origin: string | null;
}
