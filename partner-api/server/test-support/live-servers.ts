// Real processes for the endpoint's live tests: the local Node server
// (compiled handler + PGlite), the hosted Deno entry against Debian's
// Postgres in a temporary folder, and a stand-in of the mail provider's HTTP
// API. Nothing here downloads anything but the entry's npm import (through
// Deno, from the npm registry, cached under node_modules/.cache/deno).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { connect, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const partnersDir = resolve(import.meta.dirname, '../..');
const repoRoot = resolve(partnersDir, '..');
const MIGRATIONS_DIR = join(partnersDir, 'supabase/migrations');
const HOSTED_ENTRY = join(partnersDir, 'supabase/functions/send-partner-notification/index.ts');
/** The field report's hosted entry, with its import map (valibot from npm). */
const FIELD_REPORT_ENTRY = join(partnersDir, 'supabase/functions/field-report/index.ts');
const FIELD_REPORT_CONFIG = join(partnersDir, 'supabase/functions/field-report/deno.json');
const DENO = join(repoRoot, 'node_modules/.bin/deno');
/** Deno's cache of the entry's npm package, kept between runs and out of the repository. */
const DENO_DIR = join(repoRoot, 'node_modules/.cache/deno');

/** The entry's settings: a test passes each one it wants, none comes from the environment. */
const ENTRY_SETTINGS = [
  'PARTNERS_DB_URL',
  'SUPABASE_DB_URL',
  'RESEND_API_KEY',
  'MAIL_API_BASE_URL',
  'PARTNER_TEAM_EMAIL',
  'PARTNER_MAIL_FROM',
  'ALLOWED_ORIGINS',
  'RATE_LIMIT_SALT',
  'OUTBOX_DRAIN_SECRET',
  'PARTNERS_RATE_LIMIT_MAX',
  'PARTNERS_RATE_LIMIT_WINDOW_SECONDS',
  'PARTNERS_TRUSTED_PROXY_HOPS',
  'FIELD_REPORT_RATE_LIMIT_MAX',
  'FIELD_REPORT_RATE_LIMIT_WINDOW_SECONDS',
];

/**
 * Environment for every Deno command: this one (certificates, proxies) without
 * the entry's settings, its cache folder, and the npm registry npm uses.
 */
function denoEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ENTRY_SETTINGS) delete env[name];
  const registry = process.env.NPM_CONFIG_REGISTRY ?? process.env.npm_config_registry;
  return {
    ...env,
    DENO_DIR,
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
    ...(registry ? { NPM_CONFIG_REGISTRY: registry } : {}),
    ...extra,
  };
}

/**
 * `deno check` of the hosted entry and, through its imports, the shared
 * handler. `--no-config`: the repository's package.json is not the function's.
 */
export function denoCheck() {
  return run(DENO, ['check', '--no-config', '--no-lock', HOSTED_ENTRY], { env: denoEnv(), cwd: partnersDir });
}

/** `deno check` of the field report's hosted entry, with its own import map. */
export function denoCheckFieldReport() {
  return run(DENO, ['check', '--config', FIELD_REPORT_CONFIG, '--no-lock', FIELD_REPORT_ENTRY], {
    env: denoEnv(),
    cwd: partnersDir,
  });
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** Resolves once something accepts connections on the port (or rejects after `ms`). */
async function waitForPort(port: number, child: ChildProcess, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The process exited (${child.exitCode}) before listening.`);
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), done(true)));
      socket.once('error', () => done(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Nothing listened on port ${port} within ${ms} ms.`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

export function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((done) => child.once('exit', (code) => done(code)));
}

/** Keeps the last output of a child, for failure messages. */
function captureOutput(child: ChildProcess): () => string {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
}

// ---------------------------------------------------------------------------
// Postgres (Debian's package) in a temporary folder.

function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin/postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      'Postgres is not installed. Install Debian\'s server: "apt-get install -y postgresql" (.ci/run does it).',
    );
  }
  return join(root, versions[0], 'bin');
}

export interface RunningPostgres {
  url: string;
  /** Runs SQL with psql and resolves with its unaligned output. */
  psql(sql: string): Promise<string>;
  /** Rows of a query, as JSON. */
  rows<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  stop(): Promise<void>;
}

/**
 * initdb + postgres in a temporary folder on a free port, then every
 * migration of supabase/migrations in order, each in one transaction. Postgres
 * refuses to run as root, so as root it runs as the `postgres` user.
 */
export async function startPostgres(): Promise<RunningPostgres> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'partners-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    chownSync(
      dir,
      Number((await run('id', ['-u', 'postgres'])).stdout),
      Number((await run('id', ['-g', 'postgres'])).stdout),
    );
  const asServerUser = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

  const data = join(dir, 'data');
  await run(
    ...asServerUser(join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]),
  );
  const port = await freePort();
  const [command, args] = asServerUser(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
  ]);
  const server = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = captureOutput(server);
  try {
    await waitForPort(port, server, 30_000);
  } catch (error) {
    throw new Error(`Postgres did not start: ${(error as Error).message}\n${output()}`);
  }
  const psqlArgs = [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-d',
    'postgres',
    '-v',
    'ON_ERROR_STOP=1',
    '-X',
    '-q',
  ];
  const psql = async (sql: string) => (await run(join(bin, 'psql'), [...psqlArgs, '-At', '-c', sql])).stdout;
  // Wait until it accepts queries (the port opens a moment before).
  for (let attempt = 0; ; attempt++) {
    try {
      await psql('select 1');
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    await run(join(bin, 'psql'), [...psqlArgs, '-1', '-f', join(MIGRATIONS_DIR, file)]);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    psql,
    rows: async <T>(sql: string) =>
      JSON.parse((await psql(`select coalesce(json_agg(t), '[]'::json) from (${sql}) t`)) || '[]') as T[],
    async stop() {
      // pg_ctl, not a signal to runuser (which does not pass it on).
      await run(...asServerUser(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'])).catch(
        () => {},
      );
      await exited(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------
// Stand-in of the mail provider's HTTP API (Resend's POST /emails).

interface MailDelivery {
  idempotencyKey: string | null;
  body: { from: string; to: string[]; reply_to: string; subject: string; text: string };
}

export interface MailApiStandIn {
  baseUrl: string;
  /** Mails delivered: one per idempotency key, as the provider does within its window. */
  deliveries: MailDelivery[];
  /** Every call, repeats included. */
  calls: number;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startMailApiStandIn(apiKey: string): Promise<MailApiStandIn> {
  const seen = new Map<string, string>();
  const standIn: MailApiStandIn = { baseUrl: '', deliveries: [], calls: 0, close: async () => {} };
  const server = createHttpServer(async (req, res) => {
    standIn.calls++;
    const body = await readBody(req);
    if (req.method !== 'POST' || req.url !== '/emails') return void res.writeHead(404).end();
    if (req.headers.authorization !== `Bearer ${apiKey}`) return void res.writeHead(401).end();
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const known = key ? seen.get(key) : undefined;
    if (known) return void res.writeHead(200, { 'content-type': 'application/json' }).end(known);
    const answer = JSON.stringify({ id: `stand-in-${standIn.deliveries.length + 1}` });
    standIn.deliveries.push({ idempotencyKey: key, body: JSON.parse(body) as MailDelivery['body'] });
    if (key) seen.set(key, answer);
    res.writeHead(200, { 'content-type': 'application/json' }).end(answer);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  standIn.close = () =>
    new Promise((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return standIn;
}

// ---------------------------------------------------------------------------
// The hosted entry under Deno.

export interface RunningProcess {
  child: ChildProcess;
  port: number;
  output(): string;
  stop(): Promise<void>;
}

/** Which hosted function to run: the partner endpoint's (the default) or the field report's. */
export type HostedFunction = 'send-partner-notification' | 'field-report';

export function hostedEntryProcess(
  env: Record<string, string>,
  fn: HostedFunction = 'send-partner-notification',
): {
  child: ChildProcess;
  output: () => string;
} {
  const entry = fn === 'field-report' ? FIELD_REPORT_ENTRY : HOSTED_ENTRY;
  const config = fn === 'field-report' ? ['--config', FIELD_REPORT_CONFIG] : ['--no-config'];
  const child = spawn(
    DENO,
    ['run', ...config, '--no-lock', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', entry],
    { cwd: partnersDir, env: denoEnv(env), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return { child, output: captureOutput(child) };
}

/** Runs the hosted entry on a free loopback port (DENO_SERVE_ADDRESS) until stopped. */
export async function startHostedEntry(
  env: Record<string, string>,
  fn: HostedFunction = 'send-partner-notification',
): Promise<RunningProcess> {
  const port = await freePort();
  const { child, output } = hostedEntryProcess({ ...env, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}` }, fn);
  try {
    // The first run fetches the entry's npm package into DENO_DIR.
    await waitForPort(port, child, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`The hosted entry did not start: ${(error as Error).message}\n${output()}`);
  }
  return {
    child,
    port,
    output,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

// ---------------------------------------------------------------------------
// The local Node server.

/** Compiles the shared handler for Node (server/dist), as `npm run build -w partner-api` does. */
export async function compileServer() {
  await run(process.execPath, [
    join(repoRoot, 'node_modules/typescript/bin/tsc'),
    '-p',
    join(partnersDir, 'server/tsconfig.json'),
  ]);
}

export async function startLocalServer(
  env: Record<string, string>,
): Promise<RunningProcess & { host: string }> {
  const port = Number(env.API_PORT ?? (await freePort()));
  const child = spawn(process.execPath, [join(partnersDir, 'server/start.mjs')], {
    env: { ...process.env, ...env, API_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const output = captureOutput(child);
  const host = await new Promise<string>((done, fail) => {
    child.on('message', (m: { type?: string; host?: string }) => m?.type === 'ready' && done(m.host ?? ''));
    child.once('exit', (code) => fail(new Error(`The local API exited early (${code}).\n${output()}`)));
  });
  return {
    child,
    port,
    host,
    output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
