// @ts-check
// `npm run studio`: the content studio on http://localhost:3010/admin/ (STUDIO_PORT), on its
// own origin so the site's CSP stays strict. This file wires the parts and serves the routes:
// - /admin/             the Decap CMS app (studio/dist) and its config.yml (decap-config.ts);
// - /api/v1             Decap's content backend: decap-server in git mode (drafts on cms/*
//                       branches), behind the gate (gate.mjs): every save checked as the build
//                       checks it, a preview when an entry goes to review, publishing through
//                       the release tools (publisher.mjs);
// - /api/publisher      what the publisher does and did, what is scheduled; POST …/restore undoes;
//                       POST …/removal publishes (or, `do: keep`, drops) a removal in review;
// - /admin/previews.json and /admin/remotes/   the current release's remotes, whose own
//                       components render the preview pane (docs/decisions/082).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { createJiti } from 'jiti';
import { studioPorts } from '@intenta/workspace/ports.mjs';
import { appsDue } from '../../release/publish.mjs';
import { openDeployment } from '../../release/deployment.mjs';
import { openContentRepo } from './content-repo.mjs';
import { firstRelease } from './first-release.mjs';
import { createGate } from './gate.mjs';
import { createPublisher } from './publisher.mjs';
import { createQueue } from './queue.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const toolRoot = resolve(here, '../..');
const require = createRequire(import.meta.url);
const jiti = createJiti(import.meta.url);

// --prebuilt: the first release uploads the builds already made instead of building.
const { values: options } = parseArgs({ options: { prebuilt: { type: 'boolean', default: false } } });
const content = openContentRepo(resolve(process.env.CONTENT_REPO ?? toolRoot), toolRoot);
const deployment = openDeployment(resolve(process.env.DEPLOY_DIR ?? join(toolRoot, 'deploy')));
const deployDir = deployment.paths.root;
const ports = studioPorts();
const studioOrigin = `http://localhost:${ports.studio}`;
const backendUrl = `${studioOrigin}/api/v1`;
/** The moment scheduled content is compared with: PUBLISH_NOW in tests, else the clock. */
const now = () => (process.env.PUBLISH_NOW ? new Date(process.env.PUBLISH_NOW) : new Date());

/** @type {typeof import('./entries.ts')} */
const entries = await jiti.import(join(here, 'entries.ts'));
/** @type {typeof import('./decap-config.ts')} */
const { decapConfig, previewTemplates } = await jiti.import(join(here, 'decap-config.ts'));

const queue = createQueue();
const catalogue = () => entries.openCatalogue(content.repo);
const publisher = createPublisher({
  content,
  deployDir,
  queue,
  titleOf: (entry, sha) => catalogue().titleOf(entry, (path) => content.fileAt(path, sha)),
  pageOf: (entry, sha, removal) => catalogue().pageOf(entry, (path) => content.fileAt(path, sha), removal),
  scheduleOf: (entry, sha, at) =>
    catalogue().scheduleOf(
      content.changedFiles(content.git('merge-base', content.branch, sha), sha),
      (path) => content.fileAt(path, sha),
      at,
    ),
  now,
});
const gate = await createGate({
  content,
  decapServerUrl: `http://127.0.0.1:${ports.backend}/api/v1`,
  publisher,
  catalogue,
  now,
});

// --- the server ---------------------------------------------------------------------------
const dist = join(here, '../dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.log('Building the studio (once)...');
  const built = spawnSync('npm', ['run', 'build', '-w', 'studio'], { cwd: toolRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}
const files = sirv(dist, { dev: true, single: false });
// Every released version of every app, as its static host serves it (immutable, by version).
const releasedApps = sirv(deployment.paths.apps, { dev: true, single: false });

/** The version of each app in the current release (none before the first release). */
function currentVersions() {
  const id = deployment.currentId();
  return id ? deployment.release(id).versions : {};
}

/**
 * What the preview pane loads: each remote of the current release (the components visitors get),
 * the shell's stylesheets (the site's fonts and tokens), and which remote previews which entry.
 */
async function previewSources() {
  const versions = currentVersions();
  const remotes = Object.fromEntries(
    Object.entries(versions)
      .filter(([app]) => app !== 'shell')
      .map(([remote, version]) => [remote, `/admin/remotes/${remote}/${version}/preview/mf-manifest.json`]),
  );
  const shellManifest =
    versions.shell && join(deployment.versionDir('shell', versions.shell), 'build-manifest.json');
  /** @type {string[]} */
  const styles =
    shellManifest && existsSync(shellManifest)
      ? JSON.parse(readFileSync(shellManifest, 'utf8'))
          .allFiles.filter((/** @type {string} */ f) => f.endsWith('.css'))
          .map((/** @type {string} */ f) => `/admin/remotes/shell/${versions.shell}${f}`)
      : [];
  return { remotes, styles, templates: previewTemplates(await catalogue().apps()) };
}

/**
 * Notices by entry, by what people call the entry ("Home page: Frequently asked questions"),
 * not its key.
 * @param {Record<string, string[]>} notices
 */
async function byTitle(notices) {
  const titled = await Promise.all(
    Object.entries(notices).map(async ([entry, said]) => {
      const title = await catalogue()
        .titleOf(entry, (path) => content.fileAt(path, `cms/${entry}`))
        .catch(() => entry);
      return /** @type {const} */ ([title, said]);
    }),
  );
  return Object.fromEntries(titled);
}

/** The release Restore would make live again (the one the current replaced), or null. */
function previousRelease() {
  const id = deployment.currentId();
  return (id && deployment.ledger().current.findLast((c) => c.id === id)?.replaced) || null;
}

/** @param {import('node:http').IncomingMessage} req */
async function bodyOf(req) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return raw;
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
const json = (res, status, body) =>
  res
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', studioOrigin);
  try {
    if (url.pathname === '/' || url.pathname === '/admin') {
      res.writeHead(302, { location: '/admin/' }).end();
    } else if (url.pathname === '/admin/logo.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' });
      res.end(readFileSync(join(toolRoot, 'shell/public/favicon.svg')));
    } else if (url.pathname === '/admin/config.yml') {
      const config = decapConfig({ backendUrl, branch: content.branch, apps: await catalogue().apps() });
      res.writeHead(200, { 'content-type': 'text/yaml; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(config, null, 2));
    } else if (url.pathname === '/api/v1' && req.method === 'POST') {
      const answer = await gate.handle(await bodyOf(req));
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    } else if (url.pathname === '/api/publisher') {
      json(res, 200, {
        ...publisher.state(),
        current: deployment.currentId(),
        previous: previousRelease(),
        scheduled: await catalogue().scheduled(now()),
        specCopy: await byTitle(gate.specCopyInReview()),
      });
    } else if (url.pathname === '/api/publisher/restore' && req.method === 'POST') {
      const asked = JSON.parse((await bodyOf(req)) || '{}');
      const event = await publisher.restore(
        typeof asked.releaseId === 'string' ? asked.releaseId : undefined,
        gate.withRepository,
      );
      json(res, event.status === 'restored' ? 200 : 409, event);
    } else if (url.pathname === '/api/publisher/removal' && req.method === 'POST') {
      // A removal in review (a published entry deleted in the studio): published, or dropped.
      const asked = JSON.parse((await bodyOf(req)) || '{}');
      const entry = String(asked.entry ?? '');
      if (asked.do === 'keep') {
        const event = await publisher.keep(entry, gate.withRepository);
        json(res, event ? 200 : 404, event ?? { message: 'This removal is not in review.' });
      } else {
        const answer = await publisher.publishRemoval(entry, gate.withRepository);
        json(res, answer.ok ? 200 : 409, answer.ok ? answer.event : { message: answer.message });
      }
    } else if (url.pathname === '/api/publisher/log') {
      const log = publisher.logOf(Number(url.searchParams.get('event')));
      if (log === undefined) res.writeHead(404).end('No such event');
      else res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(log);
    } else if (url.pathname === '/admin/previews.json') {
      json(res, 200, await previewSources());
    } else if (url.pathname.startsWith('/admin/remotes/')) {
      req.url = url.pathname.slice('/admin/remotes'.length);
      releasedApps(req, res, () => void res.writeHead(404).end('Not found'));
    } else if (url.pathname.startsWith('/static/font/')) {
      // The shell's stylesheet names its fonts from the site's root.
      req.url = `/shell/${currentVersions().shell}${url.pathname}`;
      releasedApps(req, res, () => void res.writeHead(404).end('Not found'));
    } else if (url.pathname.startsWith('/admin/')) {
      req.url = url.pathname.slice('/admin'.length) + url.search;
      files(req, res, () => {
        res.writeHead(404).end('Not found');
      });
    } else res.writeHead(404).end('Not found');
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: /** @type {Error} */ (error).message }));
  }
});

const decapServer = spawn(process.execPath, [require.resolve('decap-server')], {
  env: {
    ...process.env,
    MODE: 'git',
    PORT: String(ports.backend),
    BIND_HOST: '127.0.0.1',
    GIT_REPO_DIRECTORY: content.repo,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
decapServer.on('exit', (code) => {
  if (!stopping) {
    console.error(`The content backend (decap-server) stopped (exit code ${code}).`);
    process.exit(1);
  }
});
let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stopping = true;
    decapServer.kill('SIGTERM');
    server.close();
    setTimeout(() => process.exit(0), 500).unref();
  });
}

// Idle sockets are kept longer than the clients reuse one (docs/operations.md, "Keep-alive").
server.keepAliveTimeout = 65_000;
server.on('error', (error) => {
  console.error(
    /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'
      ? `Port ${ports.studio} is taken: set STUDIO_PORT (or PORT_OFFSET) to move the studio.`
      : error.message,
  );
  process.exit(1);
});
server.listen(ports.studio, () => {
  console.log(`Intenta content studio: ${studioOrigin}/admin/`);
  console.log(`  content repository  ${content.repo} (branch ${content.branch})`);
  console.log(`  deployment          ${deployDir} (npm run serve:deploy serves it)`);
  // Whoever started the studio as a child (the specs) hears it is serving as a message, not a line.
  process.send?.({ type: 'ready' });
});
queue
  .run('the first release', () =>
    content.withCheckout(null, (dir) =>
      firstRelease({ checkout: dir, deployDir, prebuilt: options.prebuilt ? toolRoot : null }),
    ),
  )
  .catch((error) => console.error(`The first release failed: ${error.message}`));
// Removals a stopped studio left in review are in review again (previewed after the first release).
publisher.resumeRemovals().catch((error) => console.error(`Removals in review: ${error.message}`));

// Scheduled content appears on its own: what became due is released every minute.
const dueEvery = Number(process.env.PUBLISH_DUE_INTERVAL_MS ?? 60_000);
setInterval(() => {
  const at = now();
  // A cheap look at the repository first (it may be on a draft's branch for a moment: the
  // scratch checkout looks again); only then a checkout and a release.
  if (!deployment.currentId()) return;
  appsDue({ checkout: content.repo, deployDir, now: at })
    .then((due) => (due.length ? publisher.publishWhatIsDue(at) : null))
    .catch((error) => console.error(`Publishing what is due failed: ${error.message}`));
}, dueEvery).unref();
