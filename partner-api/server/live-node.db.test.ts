// @vitest-environment node
// The local Node server as a real process (compiled handler, PGlite, .eml
// mailbox): the endpoint contract, 1,000+ malformed requests on raw sockets,
// 1,000 oversized bodies, loopback-only listening and inspection, and a
// kill -9 in the middle of a stream of applications.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendRaw } from '@intenta/test-helpers/raw-http';
import { readMailbox } from './mailbox.mjs';
import {
  endpointContract,
  eventually,
  newVisitor,
  send,
  validApplication,
  type Delivery,
  type EndpointTarget,
} from './test-support/endpoint-contract.ts';
import { compileServer, exited, startLocalServer, type RunningProcess } from './test-support/live-servers.ts';
import { storedApplications } from './test-support/stored-applications.ts';
import { malformedRequestsTest } from './test-support/malformed-requests-test.ts';

const FUNCTION_PATH = '/functions/v1/send-partner-notification';

function deliveriesFromMailbox(mailboxDir: string): Delivery[] {
  return readMailbox(mailboxDir).map((mail) => ({
    replyTo: mail.headers['reply-to'] ?? '',
    applicationId: /Application id: (\S+)/.exec(mail.text)?.[1] ?? '',
  }));
}

beforeAll(() => compileServer(), 60_000);

describe('local Node server (its default: rate limit by connection address)', () => {
  let dir: string;
  let server: RunningProcess & { host: string };
  let target: EndpointTarget & { port: number; path: string; alive(): boolean };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'partners-live-node-'));
    const mailboxDir = join(dir, 'mailbox');
    server = await startLocalServer({
      PARTNERS_DATA_DIR: join(dir, 'data'),
      PARTNERS_MAILBOX_DIR: mailboxDir,
      PARTNERS_RATE_LIMIT_MAX: '3',
      ALLOWED_ORIGINS: 'http://localhost:3000',
      SITE_URL: 'http://localhost:3000',
    });
    const base = `http://127.0.0.1:${server.port}`;
    target = {
      functionUrl: `${base}${FUNCTION_PATH}`,
      visitorsBy: 'connection',
      siteUrl: 'http://localhost:3000',
      port: server.port,
      path: FUNCTION_PATH,
      rateLimitMax: 3,
      alive: () => server.child.exitCode === null && server.child.signalCode === null,
      stored: () => storedApplications(base),
      deliveries: async () => deliveriesFromMailbox(mailboxDir),
    };
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  endpointContract(() => target);
  malformedRequestsTest(() => target);

  it('answers 1,000 oversized bodies with 413, none with a reset, declared or streamed', async () => {
    // ~100 KB each, over the 16 KB limit: the answer comes while the client is
    // still writing, which is when a closed socket turned answers into resets.
    const oversized = JSON.stringify({
      ...validApplication('big@shop.example'),
      message: 'x'.repeat(100_000),
    });
    const post = async (i: number): Promise<number | string> => {
      // Half declare their length (refused before reading), half stream it
      // chunked (refused part-way through reading).
      const body = i % 2 ? oversized : new Blob([oversized]).stream();
      try {
        const response = await fetch(target.functionUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          // @ts-expect-error Node's fetch needs duplex for a streamed body.
          duplex: 'half',
        });
        await response.body?.cancel();
        return response.status;
      } catch (error) {
        return String((error as { cause?: { code?: string } }).cause?.code ?? error);
      }
    };
    const outcomes = new Map<number | string, number>();
    const CONCURRENT = 4;
    for (let i = 0; i < 1000; i += CONCURRENT) {
      const batch = await Promise.all(Array.from({ length: CONCURRENT }, (_, j) => post(i + j)));
      for (const outcome of batch) outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    expect(Object.fromEntries(outcomes)).toEqual({ 413: 1000 });
    expect(target.alive()).toBe(true);
  }, 120_000);

  it('listens on loopback only', async () => {
    expect(server.host).toBe('127.0.0.1');
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && !i.internal && i.family === 'IPv4');
    if (external) {
      const refused = await new Promise<boolean>((done) => {
        const socket = connect(server.port, external.address);
        socket.once('connect', () => (socket.destroy(), done(false)));
        socket.once('error', () => done(true));
      });
      expect(refused).toBe(true);
    }
  }, 30_000);

  it('serves /local/applications only under its own loopback host names', async () => {
    const ask = (host: string) =>
      sendRaw(server.port, `GET /local/applications HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    expect((await ask(`127.0.0.1:${server.port}`)).status).toBe(200);
    expect((await ask(`localhost:${server.port}`)).status).toBe(200);
    // A page whose DNS name was rebound to 127.0.0.1 sends its own name.
    expect((await ask(`rebind.attacker.example:${server.port}`)).status).toBe(403);
    expect((await ask('localhost')).status).toBe(403);
  }, 30_000);
});

describe('local Node server killed with SIGKILL in the middle of a stream of applications', () => {
  it('keeps every application that got a 200 and delivers each notification exactly once after restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'partners-live-crash-'));
    const env = { PARTNERS_DATA_DIR: join(dir, 'data'), PARTNERS_MAILBOX_DIR: join(dir, 'mailbox') };
    let server = await startLocalServer(env);
    try {
      const target = {
        functionUrl: `http://127.0.0.1:${server.port}${FUNCTION_PATH}`,
        visitorsBy: 'connection' as const,
      };
      const accepted: { id: string; email: string }[] = [];
      let killed = false;
      // Five senders in parallel, each application from its own visitor; the
      // server is killed once 40 applications were accepted.
      const sender = async () => {
        for (;;) {
          const visitor = newVisitor('crash');
          try {
            const response = await send(target, validApplication(visitor.email()), visitor);
            if (response.status === 200) {
              accepted.push({ id: ((await response.json()) as { id: string }).id, email: visitor.email() });
            }
            if (accepted.length >= 40 && !killed) {
              killed = true;
              server.child.kill('SIGKILL');
            }
          } catch (error) {
            if (killed) return; // refused or reset: the server is gone
            throw error;
          }
        }
      };
      await Promise.all(Array.from({ length: 5 }, sender));
      await exited(server.child);
      expect(server.child.signalCode).toBe('SIGKILL');
      expect(accepted.length).toBeGreaterThanOrEqual(40);

      server = await startLocalServer(env);
      const rows = await storedApplications(`http://127.0.0.1:${server.port}`);
      const storedIds = new Set(rows.map((r) => r.id));
      expect(accepted.filter((a) => !storedIds.has(a.id))).toEqual([]);
      await eventually(async () => {
        const perApplication = new Map<string, number>();
        for (const mail of deliveriesFromMailbox(env.PARTNERS_MAILBOX_DIR)) {
          perApplication.set(mail.applicationId, (perApplication.get(mail.applicationId) ?? 0) + 1);
        }
        // Every stored application (all that got a 200 among them) notified, none twice.
        expect(
          rows.filter((r) => perApplication.get(r.id) !== 1).map((r) => [r.id, perApplication.get(r.id)]),
        ).toEqual([]);
        expect([...perApplication.keys()].filter((id) => !storedIds.has(id))).toEqual([]);
      }, 30_000);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
