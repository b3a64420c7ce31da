// @ts-check
// `npm run studio`: the content studio on http://localhost:3010/admin/ (STUDIO_PORT).
// Three parts on one origin, apart from the site's so the site's CSP stays strict:
// - /admin/             the Decap CMS app (studio/dist) and its config.yml, made from the
//                       apps' content declarations;
// - /api/v1             Decap's content backend: decap-server in git mode (drafts on
//                       cms/* branches, Draft → In review → Ready), behind a gate that
//                       checks each saved file against its schema, makes a preview
//                       release when an entry goes to review, and publishes an entry
//                       only through the release pipeline (release/publish.mjs);
// - /api/publisher      what the publisher did, for the studio's status panel;
// - /admin/previews.json and /admin/remotes/   the current release's remotes, whose own
//                       components render the preview pane (docs/decisions/082).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { createJiti } from 'jiti';
import { APPS } from '@intenta/tooling/apps.mjs';
import { studioPorts } from '@intenta/tooling/ports.mjs';
import { appsDue, publishChanges, publishDue, publishPreview } from '../../release/publish.mjs';
import { firstRelease } from './first-release.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const toolRoot = resolve(here, '../..');
const require = createRequire(import.meta.url);
const jiti = createJiti(import.meta.url);

// --prebuilt: the first release uploads the builds already made instead of building.
const { values: options } = parseArgs({ options: { prebuilt: { type: 'boolean', default: false } } });
const repo = resolve(process.env.CONTENT_REPO ?? toolRoot);
const deployDir = resolve(process.env.DEPLOY_DIR ?? join(toolRoot, 'deploy'));
const ports = studioPorts();
const studioOrigin = `http://localhost:${ports.studio}`;
const backendUrl = `${studioOrigin}/api/v1`;
const decapServerUrl = `http://127.0.0.1:${ports.backend}/api/v1`;

/** @param {string[]} args */
function git(...args) {
  const out = spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`git ${args.join(' ')}: ${out.stderr.trim()}`);
  return out.stdout.trim();
}

const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
// decap-server commits and the publisher merges: both need an author, which a fresh machine lacks.
if (!spawnSync('git', ['config', 'user.email'], { cwd: repo, encoding: 'utf8' }).stdout.trim()) {
  git('config', 'user.name', 'Intenta content studio');
  git('config', 'user.email', 'studio@localhost');
}
// A content repository cloned apart builds with this checkout's packages.
if (!existsSync(join(repo, 'node_modules')))
  symlinkSync(join(toolRoot, 'node_modules'), join(repo, 'node_modules'), 'dir');

/** Every app's content declaration, read from the content repository itself. */
async function contentOfApps() {
  /** @type {import('@intenta/tooling/content.ts').AppContent[]} */
  const apps = [];
  for (const app of APPS) {
    const file = join(repo, app, 'content/collections.ts');
    if (existsSync(file)) apps.push(await jiti.import(file, { default: true }));
  }
  return apps;
}

/** @type {typeof import('./decap-config.ts')} */
const { decapConfig, previewTemplates, MAX_UPLOAD_BYTES } = await jiti.import(join(here, 'decap-config.ts'));
/** @type {typeof import('./content-gate.ts')} */
const { checkPersistedFiles, checkUpload, pastSchedules } = await jiti.import(join(here, 'content-gate.ts'));
/** @type {typeof import('@intenta/tooling/spec-copy.ts')} */
const { readSpecCopy, specCopyNotices, SPEC_COPY_FILE } = await jiti.import('@intenta/tooling/spec-copy.ts');

// --- the publisher's record, shown in the studio ---------------------------------------
/** @typedef {{ at: string, entry: string, action: 'preview' | 'publish', status: string, detail: string[],
 *   previewUrl?: string }} PublisherEvent */
/** @type {PublisherEvent[]} */
const events = [];
/** @type {Map<string, { sha: string, releaseId: string, previewUrl: string }>} */
const previews = new Map();
let busy = '';

/** @param {PublisherEvent} event */
function record(event) {
  events.unshift(event);
  events.length = Math.min(events.length, 50);
  console.log(
    `[publisher] ${event.entry}: ${event.action} ${event.status}${event.detail.length ? `\n  ${event.detail.join('\n  ')}` : ''}`,
  );
}

/** One publish at a time: builds are heavy and the deployment has one current release. */
let queue = Promise.resolve();
/**
 * @template T
 * @param {string} what
 * @param {() => Promise<T>} task
 * @returns {Promise<T>}
 */
function serially(what, task) {
  const run = queue.then(async () => {
    busy = what;
    try {
      return await task();
    } finally {
      busy = '';
    }
  });
  queue = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

/**
 * A scratch checkout of the content branch, with an entry merged in when `sha` is given, so
 * a release holds every change already published besides the entry's. decap-server checks
 * branches out in the repository itself while it works, so nothing is built there.
 * @template T
 * @param {string | null} sha
 * @param {(dir: string) => Promise<T>} task
 */
async function withCheckout(sha, task) {
  const dir = mkdtempSync(join(tmpdir(), 'intenta-publish-'));
  git('worktree', 'add', '--detach', dir, branch);
  try {
    const merged = sha
      ? spawnSync('git', ['merge', '--no-edit', '--no-ff', sha], { cwd: dir, encoding: 'utf8' })
      : { status: 0 };
    if (merged.status !== 0)
      throw new Error(
        'This entry conflicts with a change published since it was opened: open it again and save.',
      );
    symlinkSync(join(toolRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
    return await task(dir);
  } finally {
    git('worktree', 'remove', '--force', dir);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {{ collection: string, slug: string }} params */
const entryKey = ({ collection, slug }) => `${collection}/${slug}`;

/** @param {{ collection: string, slug: string }} params */
async function makePreview(params) {
  const key = entryKey(params);
  const sha = git('rev-parse', `cms/${key}`);
  const known = previews.get(key);
  if (known?.sha === sha) return known;
  const result = await serially(`preview of ${key}`, () =>
    withCheckout(sha, (dir) => publishChanges({ checkout: dir, since: branch, preview: true, deployDir })),
  ).catch(
    (/** @type {Error} */ error) =>
      /** @type {import('../../release/publish.mjs').PublishResult} */ ({
        status: 'refused',
        apps: [],
        versions: [],
        reasons: [error.message],
        log: '',
      }),
  );
  if (result.status !== 'preview' || !result.releaseId || !result.previewUrl) {
    record({
      at: new Date().toISOString(),
      entry: key,
      action: 'preview',
      status: 'refused',
      detail: result.reasons,
    });
    throw new Error(result.reasons.join('\n') || 'Nothing to publish in this entry.');
  }
  const preview = { sha, releaseId: result.releaseId, previewUrl: result.previewUrl };
  previews.set(key, preview);
  record({
    at: new Date().toISOString(),
    entry: key,
    action: 'preview',
    status: 'ready',
    detail: result.versions,
    previewUrl: result.previewUrl,
  });
  return preview;
}

// --- the copy the product spec quotes ------------------------------------------------------
/** @type {Map<string, { at: string, notices: string[] }>} */
const specCopyChecked = new Map();

/**
 * For each entry in review or ready (decap-server keeps the status in its branch's
 * description), what it does to the strings tests/spec-copy.json lists: the studio says so
 * before it is published. Read from git alone, so it holds whatever branch decap-server has
 * checked out; each entry is looked at again only when it or the content branch moves.
 * @returns {Record<string, string[]>}
 */
function specCopyInReview() {
  const quotes = readSpecCopy(existsSync(join(repo, SPEC_COPY_FILE)) ? repo : toolRoot);
  const quoted = new Set(quotes.map((q) => q.file));
  /** @type {Record<string, string[]>} */
  const found = {};
  const heads = git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms/');
  for (const head of heads ? heads.split('\n') : []) {
    const label = spawnSync('git', ['config', '--get', `branch.${head}.description`], {
      cwd: repo,
      encoding: 'utf8',
    }).stdout.trim();
    if (!/(pending_review|pending_publish)$/.test(label)) continue;
    let base, at;
    try {
      base = git('merge-base', branch, head);
      at = `${base} ${git('rev-parse', head)}`;
    } catch {
      // Published or deleted since the list was read: nothing of it to say.
      continue;
    }
    let checked = specCopyChecked.get(head);
    if (checked?.at !== at) {
      /** @param {string} rev @param {string} path */
      const read = (rev, path) => {
        const out = spawnSync('git', ['show', `${rev}:${path}`], { cwd: repo, encoding: 'utf8' });
        try {
          return out.status === 0 ? JSON.parse(out.stdout) : undefined;
        } catch {
          // Not JSON: the gate refused it when it was saved, and the build would too.
          return undefined;
        }
      };
      const changed = git('diff', '--name-only', base, head)
        .split('\n')
        .filter((path) => quoted.has(path))
        .map((path) => ({ path, before: read(base, path), after: read(head, path) }));
      checked = { at, notices: specCopyNotices(quotes, changed) };
      specCopyChecked.set(head, checked);
    }
    if (checked.notices.length) found[head.slice('cms/'.length)] = checked.notices;
  }
  return found;
}

// --- Decap's backend, gated ------------------------------------------------------------
/**
 * @param {string} body
 * @returns {Promise<{ status: number, body: string }>}
 */
async function forward(body) {
  const res = await fetch(decapServerUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: res.status, body: await res.text() };
}

/**
 * A file as the content branch holds it (what visitors are served), or `undefined` when it is new.
 * @param {string} path from the repository's root
 */
function publishedFile(path) {
  const out = spawnSync('git', ['show', `${branch}:${path}`], { cwd: repo, encoding: 'utf8' });
  return out.status === 0 ? out.stdout : undefined;
}

/**
 * @param {string} raw the request body
 * @returns {Promise<{ status: number, body: string }>}
 */
async function backend(raw) {
  const request = JSON.parse(raw);
  const params = request.params ?? {};
  const refuse = (/** @type {string} */ message) => ({
    status: 422,
    body: JSON.stringify({ error: message }),
  });
  if (request.action === 'persistEntry') {
    const saved = params.dataFiles ?? [params.entry].filter(Boolean);
    const now = process.env.PUBLISH_NOW ? new Date(process.env.PUBLISH_NOW) : new Date();
    const problems = [
      ...checkPersistedFiles(await contentOfApps(), saved),
      ...pastSchedules(saved, publishedFile, now),
    ];
    if (problems.length) return refuse(`Not saved: ${problems.join('; ')}`);
  }
  for (const asset of request.action === 'persistMedia' ? [params.asset] : (params.assets ?? [])) {
    const tooLarge = asset ? checkUpload(asset, MAX_UPLOAD_BYTES) : undefined;
    if (tooLarge) return refuse(`Not saved: ${tooLarge}`);
  }
  if (request.action === 'publishUnpublishedEntry') {
    let preview;
    try {
      preview = await makePreview(params);
    } catch (error) {
      return refuse(
        `Refused by the release preflight, nothing was published: ${/** @type {Error} */ (error).message}`,
      );
    }
    const merged = await forward(raw);
    if (merged.status !== 200) return merged;
    const result = await serially(`publishing ${entryKey(params)}`, () =>
      publishPreview({ checkout: repo, releaseId: preview.releaseId, deployDir }),
    );
    previews.delete(entryKey(params));
    record({
      at: new Date().toISOString(),
      entry: entryKey(params),
      action: 'publish',
      status: result.status,
      detail: result.status === 'published' ? [`release ${preview.releaseId}`] : result.reasons,
    });
    return merged;
  }
  const answer = await forward(raw);
  if (request.action === 'unpublishedEntry' && answer.status === 200) return withBothLanguages(answer);
  if (
    request.action === 'updateUnpublishedEntryStatus' &&
    answer.status === 200 &&
    params.newStatus === 'pending_review'
  ) {
    // The editor need not wait for the build: the status panel shows the address when it is ready.
    makePreview(params).catch(() => undefined);
  }
  return answer;
}

/**
 * A draft that changed one language lists only that file; Decap's editor, with translations in
 * pairs, then waits for the other forever ("Loading entry…"). The other language's file is
 * named too: it reads the same on the draft's branch.
 * @param {{ status: number, body: string }} answer
 */
function withBothLanguages(answer) {
  const entry = JSON.parse(answer.body);
  /** @type {Record<string, unknown>[]} */
  const diffs = entry.diffs ?? [];
  const paths = new Set(diffs.map((d) => String(d.path)));
  for (const diff of [...diffs]) {
    const pair = /^(.*)\.(en|es)\.(json|md)$/.exec(String(diff.path));
    if (!pair) continue;
    const other = `${pair[1]}.${pair[2] === 'en' ? 'es' : 'en'}.${pair[3]}`;
    if (paths.has(other)) continue;
    paths.add(other);
    diffs.push({
      ...diff,
      oldPath: other,
      newPath: other,
      path: other,
      id: other,
      status: 'modified',
      newFile: false,
    });
  }
  return { status: answer.status, body: JSON.stringify(entry) };
}

// --- the server ---------------------------------------------------------------------------
const dist = join(here, '../dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.log('Building the studio (once)...');
  const built = spawnSync('npm', ['run', 'build', '-w', 'studio'], { cwd: toolRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}
const files = sirv(dist, { dev: true, single: false });
// Every released version of every app, as its static host serves it (immutable, by version).
const releasedApps = sirv(join(deployDir, 'apps'), { dev: true, single: false });

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
    versions.shell && join(deployDir, 'apps', 'shell', versions.shell, 'build-manifest.json');
  /** @type {string[]} */
  const styles =
    shellManifest && existsSync(shellManifest)
      ? JSON.parse(readFileSync(shellManifest, 'utf8'))
          .allFiles.filter((/** @type {string} */ f) => f.endsWith('.css'))
          .map((/** @type {string} */ f) => `/admin/remotes/shell/${versions.shell}${f}`)
      : [];
  return { remotes, styles, templates: previewTemplates(await contentOfApps()) };
}

/** The version of each app in the current release (none before the first release). */
function currentVersions() {
  const configFile = join(deployDir, 'current', 'runtime-config.json');
  /** @type {Record<string, string>} */
  const versions = existsSync(configFile) ? JSON.parse(readFileSync(configFile, 'utf8')).versions : {};
  return versions;
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', studioOrigin);
  try {
    if (url.pathname === '/' || url.pathname === '/admin') {
      res.writeHead(302, { location: '/admin/' }).end();
    } else if (url.pathname === '/admin/config.yml') {
      const config = decapConfig({ backendUrl, branch, apps: await contentOfApps() });
      res.writeHead(200, { 'content-type': 'text/yaml; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(config, null, 2));
    } else if (url.pathname === '/api/v1' && req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const answer = await backend(raw);
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    } else if (url.pathname === '/api/publisher') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(
        JSON.stringify({
          busy,
          events,
          previews: Object.fromEntries(previews),
          specCopy: specCopyInReview(),
        }),
      );
    } else if (url.pathname === '/admin/previews.json') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(await previewSources()));
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
    GIT_REPO_DIRECTORY: repo,
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
  console.log(`  content repository  ${repo} (branch ${branch})`);
  console.log(`  deployment          ${deployDir} (npm run serve:deploy serves it)`);
});
serially('the first release', () =>
  withCheckout(null, (dir) =>
    firstRelease({
      checkout: dir,
      deployDir,
      prebuilt: options.prebuilt ? toolRoot : null,
    }),
  ),
).catch((error) => console.error(`The first release failed: ${error.message}`));

// Scheduled content appears on its own: what became due is released every minute.
const dueEvery = Number(process.env.PUBLISH_DUE_INTERVAL_MS ?? 60_000);
setInterval(() => {
  const now = process.env.PUBLISH_NOW ? new Date(process.env.PUBLISH_NOW) : new Date();
  // A cheap look at the repository first (it may be on a draft's branch for a moment: the
  // scratch checkout looks again); only then a checkout and a release.
  if (!existsSync(join(deployDir, 'current'))) return;
  appsDue({ checkout: repo, deployDir, now })
    .then(async (due) => {
      if (due.length === 0) return;
      const result = await serially('scheduled content', () =>
        withCheckout(null, (dir) => publishDue({ checkout: dir, deployDir, now })),
      );
      if (result.status !== 'nothing')
        record({
          at: new Date().toISOString(),
          entry: 'scheduled content',
          action: 'publish',
          status: result.status,
          detail: result.status === 'published' ? result.versions : result.reasons,
        });
    })
    .catch((error) => console.error(`Publishing what is due failed: ${error.message}`));
}, dueEvery).unref();
