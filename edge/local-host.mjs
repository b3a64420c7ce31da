// @ts-check
// Runs the Worker (src/worker.mjs) on workerd through Miniflare, with the deployment folder as
// its static assets, as `wrangler deploy` would put it on Cloudflare (decision 097): hashed files
// linked at their request paths go straight to the asset layer (hashed-assets.mjs, decision 068).
//
// The deployment changes while served (release, promote, rollback, canary start and end). What
// is current and which canary runs is the routing state, kept in Workers KV (ROUTING_KV) as in
// production, written here from the deployment's files: a change of it is one KV write, read by
// the next request, with no restart. Miniflare lists the assets when workerd starts, so only new assets
// (a new release folder or app version) restart workerd. This host:
// - watches the `current` link, ledger.json and canary.json (debounced);
// - listens on the site's ports itself and hands each request to workerd only once KV and the
//   assets workerd runs with are the deployment's own (a cheap check of a few file times per
//   request), so a request sent right after a promote or an abort never sees the state before
//   it. Requests in flight finish before a restart; new ones wait for it.
import { existsSync, mkdirSync, readFileSync, readdirSync, readlinkSync, statSync, watch } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Miniflare } from 'miniflare';
import { rolldown } from 'rolldown';
import { securityHeaders } from '@intenta/serve/security-headers.mjs';
import { apiPort } from '@intenta/workspace/ports.mjs';
import { localViewTokenSecret } from '@intenta/workspace/view-token-secret.mjs';
import { stageHashedAssets, WORKER_FIRST } from './hashed-assets.mjs';
import { ROUTING_KEY } from './src/canary-watch.mjs';

/** @typedef {import('./src/routing.mjs').RoutingState} RoutingState */
/** @typedef {{ root: string, apps: string, releases: string, current: string, ledger: string }} DeploymentPaths */
/** @typedef {'where-needed' | 'everything'} WorkerFirst which requests run the Worker before the asset layer */

const here = dirname(fileURLToPath(import.meta.url));
/** The date the Worker is written against, pinned (wrangler.jsonc has the same): the default may be newer than the bundled workerd. */
export const COMPATIBILITY_DATE = '2025-09-01';
/** How long a burst of writes (a promote writes the ledger more than once) is waited out. */
const SETTLE_MS = 50;
/** Requests in flight get this long to finish before workerd restarts anyway. */
const DRAIN_MS = 5_000;
/** Sockets the host keeps to workerd at most; more requests wait for one. */
const WORKERD_SOCKETS = 32;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);
/**
 * Counted views a client address may mint a minute (the Workers rate-limiting binding, decision
 * 071). Locally every visitor is loopback: the limit is high enough for the browser specs, and
 * VIEW_MINT_LIMIT lowers it (the evidence spec does).
 */
const VIEW_MINT_LIMIT = Number(process.env.VIEW_MINT_LIMIT ?? 2000);

/** The canary file the release tools keep (edge/README.md). @param {DeploymentPaths} paths */
export const canaryFile = (paths) => join(paths.root, 'canary.json');

/** The Worker and its imports as one module, as wrangler bundles it. */
export async function bundleWorker() {
  const bundle = await rolldown({
    input: join(here, 'src/worker.mjs'),
    platform: 'neutral',
    logLevel: 'silent',
  });
  try {
    const { output } = await bundle.generate({ format: 'esm' });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/** @param {string} file */
function readJsonOrNull(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * What the Worker is told about the deployment right now.
 * @param {DeploymentPaths} paths
 * @param {Record<string, string>} origins target.json's
 * @returns {RoutingState}
 */
export function routingState(paths, origins) {
  let current = null;
  try {
    current = readlinkSync(paths.current).split('/').pop() ?? null;
  } catch {
    // Nothing promoted yet: the Worker answers 503.
  }
  const releases = existsSync(paths.releases)
    ? readdirSync(paths.releases).filter((name) => !name.startsWith('.'))
    : [];
  if (current && !releases.includes(current)) current = null;
  const canary = canaryFields(readJsonOrNull(canaryFile(paths)));
  return {
    origins,
    current,
    releases,
    canary,
    remotePageHeaders: securityHeaders({}),
    versions: servedVersions(paths, [current, canary?.state === 'running' ? canary.release : null]),
  };
}

/**
 * The app versions of the releases visitors can be served (their view tokens name them).
 * @param {DeploymentPaths} paths @param {(string | null)[]} ids
 */
function servedVersions(paths, ids) {
  /** @type {{ releases?: { id: string, versions: Record<string, string> }[] } | null} */
  const ledger = readJsonOrNull(paths.ledger);
  /** @type {Record<string, Record<string, string>>} */
  const versions = {};
  for (const entry of ledger?.releases ?? []) if (ids.includes(entry.id)) versions[entry.id] = entry.versions;
  return versions;
}

/**
 * What the split and the watcher read of canary.json; the watcher's notes there (`lastCheck`)
 * are left out, so a look that changes nothing writes nothing.
 * @param {Record<string, unknown> | null} canary
 * @returns {RoutingState['canary']}
 */
function canaryFields(canary) {
  if (!canary) return null;
  const { app, version, release, base, share, state, startedAt, endedAt } = canary;
  const { stages, stageIndex, every, stageStartedAt, reason } = canary;
  // KV holds JSON: fields a canary does not have yet (endedAt while it runs) are left out.
  const fields = Object.entries({
    ...{ app, version, release, base, share, state, startedAt, endedAt },
    ...{ stages, stageIndex, every, stageStartedAt, reason },
  });
  return /** @type {RoutingState['canary']} */ (
    Object.fromEntries(fields.filter(([, value]) => value !== undefined))
  );
}

/**
 * A few file times that change whenever what the Worker must serve does: `assets`, the folders
 * new releases and versions are renamed into (Miniflare lists the assets when workerd starts);
 * `all`, those and the `current` link, the ledger and canary.json (the routing state, in KV).
 * @param {DeploymentPaths} paths
 */
function fingerprint(paths) {
  const time = (/** @type {string} */ file) => {
    try {
      return String(statSync(file).mtimeMs);
    } catch {
      return '-';
    }
  };
  let current = '-';
  try {
    current = readlinkSync(paths.current);
  } catch {
    // not promoted yet
  }
  const apps = existsSync(paths.apps) ? readdirSync(paths.apps).map((app) => join(paths.apps, app)) : [];
  const assets = [paths.releases, ...apps].map(time).join('|');
  return { assets, all: [assets, current, time(paths.ledger), time(canaryFile(paths))].join('|') };
}

/**
 * Miniflare's options for the Worker over the deployment folder, with this routing state as its
 * deployed ROUTING binding (the state in KV wins over it).
 * @param {string} script the bundled Worker
 * @param {DeploymentPaths} paths
 * @param {RoutingState} state
 * @param {WorkerFirst} workerFirst
 */
function workerOptions(script, paths, state, workerFirst) {
  return {
    host: '127.0.0.1',
    port: 0,
    name: 'site',
    modules: true,
    script,
    compatibilityDate: COMPATIBILITY_DATE,
    // The routing state lives in KV: a promote, rollback or canary change is one write, read by
    // the next request, with no restart. Locally the deployment's files are its source: the host
    // writes KV at start and after every change, so it need not be persisted.
    kvNamespaces: ['ROUTING_KV'],
    kvPersist: false,
    bindings: {
      ROUTING: state,
      ROUTING_CACHE_MS: '0',
      // The field evidence (decision 071): tokens signed with the key the local API verifies,
      // the edge's counts sent to it at once, previews and sides open (not production).
      VIEW_TOKEN_SECRET: localViewTokenSecret(),
      FIELD_REPORT_URL: `http://127.0.0.1:${apiPort()}/functions/v1/field-report`,
      EDGE_REPORT_EVERY_MS: '0',
      SITE_MODE: 'local',
    },
    ratelimits: { VIEW_LIMIT: { simple: { limit: VIEW_MINT_LIMIT, period: /** @type {60} */ (60) } } },
    assets: {
      directory: paths.root,
      binding: 'ASSETS',
      workerName: 'site',
      // The Worker finds files by their exact names (its rules are serve/static-rules.mjs's).
      assetConfig: {
        html_handling: /** @type {const} */ ('none'),
        not_found_handling: /** @type {const} */ ('none'),
      },
      // As wrangler.jsonc's run_worker_first: the asset layer answers the hashed files linked at
      // their request paths (hashed-assets.mjs); the rest runs the Worker. `everything` runs it
      // first for every request, as before (the benchmark's comparison).
      routerConfig:
        workerFirst === 'everything'
          ? { invoke_user_worker_ahead_of_assets: true, has_user_worker: true }
          : { static_routing: { user_worker: WORKER_FIRST }, has_user_worker: true },
    },
  };
}

/**
 * workerd running the Worker over the deployment, kept in step with it: `upToDate()` resolves
 * once KV holds the deployment's routing state and workerd runs with its assets. A routing
 * change is one KV write; new assets restart workerd, after the requests in flight (`track`).
 * @param {DeploymentPaths} paths @param {() => Record<string, string>} origins
 * @param {WorkerFirst} workerFirst
 */
async function runWorkerd(paths, origins, workerFirst) {
  const script = await bundleWorker();
  let routing = routingState(paths, origins());
  let served = fingerprint(paths);
  stageHashedAssets(paths.root);
  const mf = new Miniflare(workerOptions(script, paths, routing, workerFirst));
  let url = await mf.ready;
  let restarts = 0;
  let inFlight = 0;
  /** @type {(() => void) | null} */
  let drained = null;
  /** @type {Promise<void> | null} */
  let reloading = null;

  const kv = async () =>
    /** @type {{ get: (key: string, type: 'json') => Promise<unknown>, put: (key: string, value: string) => Promise<void> }} */ (
      /** @type {unknown} */ (await mf.getKVNamespace('ROUTING_KV'))
    );
  /** @param {RoutingState} state */
  const writeRouting = async (state) => (await kv()).put(ROUTING_KEY, JSON.stringify(state));
  await writeRouting(routing);

  /**
   * Runs one change of what workerd serves at a time, however many requests wait for it: they
   * wait for `reloading`. It is set before the work starts and cleared by this run only (work
   * that finishes without awaiting must not leave a settled promise behind: the loop in
   * upToDate would then spin on it).
   * @param {() => Promise<void>} work
   */
  function exclusively(work) {
    /** @type {Promise<void> | undefined} */
    let run;
    run = (async () => {
      await null;
      try {
        await work();
      } finally {
        if (reloading === run) reloading = null;
      }
    })();
    reloading = run;
    return run;
  }

  /** Writes the routing state as it is now to KV: a promote, rollback or canary change. */
  const rewriteRouting = () =>
    exclusively(async () => {
      const seen = fingerprint(paths);
      const state = routingState(paths, origins());
      if (JSON.stringify(state) !== JSON.stringify(routing)) await writeRouting(state);
      routing = state;
      served = seen;
    });

  /** Restarts workerd with the deployment as it is now (new releases or versions are new assets). */
  const restart = () =>
    exclusively(async () => {
      if (inFlight > 0) {
        await new Promise((resolve) => {
          drained = () => resolve(undefined);
          setTimeout(resolve, DRAIN_MS).unref();
        });
      }
      drained = null;
      // Taken before the state is read: a change while workerd restarts is seen next time.
      const seen = fingerprint(paths);
      routing = routingState(paths, origins());
      stageHashedAssets(paths.root);
      await mf.setOptions(workerOptions(script, paths, routing, workerFirst));
      restarts += 1;
      served = seen;
      url = await mf.ready;
      await writeRouting(routing);
    });

  return {
    url: () => url,
    restarts: () => restarts,
    /** Resolves once workerd runs with the deployment as it is now. */
    async upToDate() {
      for (;;) {
        if (reloading) {
          await reloading;
          continue;
        }
        const now = fingerprint(paths);
        if (now.all === served.all) return;
        await (now.assets === served.assets ? rewriteRouting() : restart());
      }
    },
    /** Counts a request in flight until `done` is called: a restart waits for it. */
    track() {
      inFlight += 1;
      return () => {
        inFlight -= 1;
        if (inFlight === 0) drained?.();
      };
    },
    /** Fires the Worker's scheduled handler and reads back the routing state it left in KV. */
    async scheduled() {
      // Miniflare's Fetcher has workerd's scheduled(); its types leave it out.
      const worker =
        /** @type {{ scheduled: (options: { cron: string, scheduledTime: Date }) => Promise<{ outcome: string }> }} */ (
          /** @type {unknown} */ (await mf.getWorker())
        );
      const run = await worker.scheduled({ cron: '* * * * *', scheduledTime: new Date() });
      if (run.outcome !== 'ok') console.error(`[edge] the scheduled handler ended: ${run.outcome}`);
      return /** @type {RoutingState | null} */ (await (await kv()).get(ROUTING_KEY, 'json'));
    },
    dispose: () => mf.dispose(),
  };
}

/** @typedef {Awaited<ReturnType<typeof runWorkerd>>} Workerd */

/**
 * The site's ports' request handler: each request goes on to workerd once it runs with the
 * deployment as it is now, on a kept-alive socket of its own agent (a new one after a restart).
 * @param {Workerd} workerd
 */
function forwardTo(workerd) {
  // A few dozen sockets to workerd at most: a burst (400 requests at once) waits here in order
  // rather than opening a socket each, which workerd, short of CPU, answered with resets.
  const newAgent = () => new Agent({ keepAlive: true, maxSockets: WORKERD_SOCKETS });
  let agent = newAgent();
  let agentFor = workerd.restarts();

  /**
   * Hands one request to workerd. A socket that fails before any answer ("socket hang up",
   * ECONNRESET: a kept-alive one workerd has just closed, or a new one it reset) fails at once: a
   * request with no body is sent again, once, rather than answered 502.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {number} attempt
   */
  function send(req, res, attempt) {
    if (agentFor !== workerd.restarts()) {
      agent.destroy();
      agent = newAgent();
      agentFor = workerd.restarts();
    }
    const { hostname, port } = workerd.url();
    const upstream = request(
      { host: hostname, port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        /** @type {string[]} */
        const headers = [];
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          const name = answer.rawHeaders[i] ?? '';
          if (!HOP_BY_HOP.has(name.toLowerCase())) headers.push(name, answer.rawHeaders[i + 1] ?? '');
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    const withoutBody = req.method === 'GET' || req.method === 'HEAD';
    upstream.on('error', (error) => {
      if (attempt === 1 && withoutBody && !res.headersSent) return send(req, res, 2);
      console.error(`[edge] ${req.method} ${req.url}: ${error.message}`);
      if (res.headersSent) res.destroy();
      else res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Gateway\n');
    });
    // A body is streamed once; a request without one can be sent again.
    if (withoutBody) upstream.end();
    else req.pipe(upstream);
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function forward(req, res) {
    // Only origin-form targets (`/path?query`) go on: an absolute-form or malformed one
    // (`GET http://x.example/`) would reach workerd as another host's address.
    if (!req.url?.startsWith('/')) {
      console.error(
        `[edge] ${req.method} ${JSON.stringify(req.url?.slice(0, 80))}: not a path, answered 400`,
      );
      res
        .writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' })
        .end('Bad Request\n');
      return;
    }
    try {
      await workerd.upToDate();
    } catch (error) {
      console.error(`[edge] restarting the Worker failed: ${error instanceof Error ? error.message : error}`);
    }
    res.once('close', workerd.track());
    send(req, res, 1);
  }
  return { forward, close: () => agent.destroy() };
}

/**
 * Brings workerd up to date soon after the release tools write the deployment's state, so that a
 * request rarely waits for it.
 * @param {DeploymentPaths} paths @param {Workerd} workerd
 */
function followDeployment(paths, workerd) {
  /** @type {NodeJS.Timeout | undefined} */
  let settle;
  const watcher = watch(paths.root, (_event, name) => {
    if (name !== 'ledger.json' && name !== 'canary.json' && name !== 'current') return;
    clearTimeout(settle);
    settle = setTimeout(() => {
      workerd
        .upToDate()
        .catch((error) => console.error(`[edge] restarting the Worker failed: ${error.message}`));
    }, SETTLE_MS);
  });
  return () => {
    watcher.close();
    clearTimeout(settle);
  };
}

/**
 * Listens on each of the site's ports with one handler; a port in use fails the whole start.
 * @param {{ port: number, label: string }[]} listen
 * @param {import('node:http').RequestListener} handler
 * @param {(port: number, label: string) => Error} portTaken
 */
async function listenOnPorts(listen, handler, portTaken) {
  /** @type {import('node:http').Server[]} */
  const servers = [];
  try {
    for (const { port, label } of listen) {
      // Slow clients are cut off, and idle keep-alive sockets outlive every client's (site-server.mjs).
      const server = createServer({ headersTimeout: 10_000, requestTimeout: 30_000 }, handler);
      server.keepAliveTimeout = 65_000;
      await new Promise((resolve, reject) => {
        server.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
          reject(error.code === 'EADDRINUSE' ? portTaken(port, label) : error),
        );
        server.listen(port, () => resolve(undefined));
      });
      server.on('error', (error) => console.error(`[edge] ${label}: ${error.message}`));
      servers.push(server);
    }
  } catch (error) {
    for (const server of servers) server.close();
    throw error;
  }
  return servers;
}

/**
 * Serves the deployment through the Worker on workerd, on the site's ports.
 * @param {object} options
 * @param {DeploymentPaths} options.paths
 * @param {() => Record<string, string>} options.origins each app's origin (target.json)
 * @param {{ port: number, label: string }[]} options.listen the site's ports: the shell's and each remote's
 * @param {(port: number, label: string) => Error} options.portTaken the message for a port in use
 * @param {WorkerFirst} [options.workerFirst] `everything`: the Worker before every asset (the benchmark's "before")
 */
export async function startEdge({ paths, origins, listen, portTaken, workerFirst = 'where-needed' }) {
  // A fresh clone has no deployment yet: serve the empty folder (503 until the first release
  // is promoted; the watcher below sees it arrive) rather than stop.
  mkdirSync(paths.root, { recursive: true });
  const workerd = await runWorkerd(paths, origins, workerFirst);
  const forwarding = forwardTo(workerd);
  const stopFollowing = followDeployment(paths, workerd);
  /** @type {import('node:http').Server[]} */
  let servers;
  try {
    servers = await listenOnPorts(listen, forwarding.forward, portTaken);
  } catch (error) {
    stopFollowing();
    await workerd.dispose();
    throw error;
  }

  return {
    /** Where workerd itself listens (the benchmark's and the specs' view of the bare Worker). */
    workerUrl: () => workerd.url(),
    /** How many times workerd was restarted for new assets (routing changes restart nothing). */
    restarts: () => workerd.restarts(),
    /**
     * Fires the Worker's scheduled handler, as the Cron Trigger does on Cloudflare (the canary's
     * watcher, the edge's counts), and reads back the routing state it left in KV.
     */
    async scheduled() {
      await workerd.upToDate();
      return workerd.scheduled();
    },
    async close() {
      stopFollowing();
      for (const server of servers) server.close();
      forwarding.close();
      await workerd.dispose();
    },
  };
}
