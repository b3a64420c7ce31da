// @vitest-environment node
// The hosted entry (supabase/functions/send-partner-notification/index.ts) as
// it is, under Deno, against Debian's Postgres (started here in a temporary
// folder, migrations applied) and a stand-in of the mail provider's HTTP API:
// the endpoint contract, 1,000+ malformed requests, the provider idempotency
// key, the refusal to start without a salt, and `deno check`.
import {
  endpointContract,
  eventually,
  newVisitor,
  send,
  validApplication,
  type EndpointTarget,
} from './test-support/endpoint-contract.ts';
import {
  denoCheck,
  exited,
  hostedEntryProcess,
  startHostedEntry,
  startMailApiStandIn,
  startPostgres,
  type MailApiStandIn,
  type RunningPostgres,
  type RunningProcess,
} from './test-support/live-servers.ts';
import { malformedRequestsTest } from './test-support/malformed-requests-test.ts';
import type { StoredRow } from './test-support/stored-applications.ts';

const MAIL_API_KEY = 're_test_stand_in';

describe('hosted Deno entry on Postgres (one trusted proxy hop, as on the platform)', () => {
  let pg: RunningPostgres;
  let mailApi: MailApiStandIn;
  let entry: RunningProcess;
  let target: EndpointTarget & { port: number; path: string; alive(): boolean };
  const settings = () => ({
    PARTNERS_DB_URL: pg.url,
    RESEND_API_KEY: MAIL_API_KEY,
    MAIL_API_BASE_URL: mailApi.baseUrl,
    PARTNER_TEAM_EMAIL: 'partners@intenta.example',
    ALLOWED_ORIGINS: 'http://localhost:3000',
    PARTNERS_RATE_LIMIT_MAX: '3',
  });

  beforeAll(async () => {
    [pg, mailApi] = await Promise.all([startPostgres(), startMailApiStandIn(MAIL_API_KEY)]);
    entry = await startHostedEntry({ ...settings(), RATE_LIMIT_SALT: 'test-salt' });
    const path = '/send-partner-notification';
    target = {
      functionUrl: `http://127.0.0.1:${entry.port}${path}`,
      visitorsBy: 'forwarded',
      // No SITE_URL set: the function sends a form post back to its first allowed origin.
      siteUrl: 'http://localhost:3000',
      port: entry.port,
      path,
      rateLimitMax: 3,
      alive: () => entry.child.exitCode === null && entry.child.signalCode === null,
      stored: () => pg.rows<StoredRow>('select * from partner_applications'),
      deliveries: async () =>
        mailApi.deliveries.map((d) => ({
          replyTo: d.body.reply_to,
          applicationId: /Application id: (\S+)/.exec(d.body.text)?.[1] ?? '',
        })),
    };
  }, 180_000);
  afterAll(async () => {
    await entry?.stop();
    await Promise.all([pg?.stop(), mailApi?.close()]);
  }, 30_000);

  endpointContract(() => target);
  malformedRequestsTest(() => target);

  it('sends each notification to the mail API with its outbox id as Idempotency-Key', async () => {
    const visitor = newVisitor('hosted-mail');
    const response = await send(target, validApplication(visitor.email()), visitor);
    const { id } = (await response.json()) as { id: string };
    const [outbox] = await pg.rows<{ id: number }>(
      `select id from partner_notification_outbox where application_id = '${id}'`,
    );
    await eventually(async () =>
      expect(mailApi.deliveries.filter((d) => d.body.reply_to === visitor.email())).toEqual([
        expect.objectContaining({ idempotencyKey: `partner-outbox-${outbox?.id}` }),
      ]),
    );
  }, 30_000);

  it('refuses to start without RATE_LIMIT_SALT', async () => {
    const { child, output } = hostedEntryProcess(settings());
    expect(await exited(child)).not.toBe(0);
    expect(output()).toContain('The secret RATE_LIMIT_SALT is not set');
  }, 60_000);
});

it('deno check type-checks the hosted entry and the shared handler', async () => {
  await expect(denoCheck()).resolves.toBeDefined();
}, 120_000);
