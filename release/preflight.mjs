// @ts-check
// The checks a candidate release passes before any visitor can see it (decision 065).
// Each returns refusals, `{ app, version, page?, reason }` (refusal.mjs says them in words).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import semver from 'semver';
import { chromiumPath, CHROMIUM_FLAGS } from '@intenta/serve/chromium.mjs';
import { createRemoteServer, createShellServer, listen } from '@intenta/serve/site-server.mjs';
import { budgetFor, KB } from './budgets.mjs';
import { renderSiteInChildProcess } from '../shell/pipeline/child-process.mjs';
import { refusal } from './refusal.mjs';

/**
 * @typedef {import('./deployment.mjs').Deployment} Deployment
 * @typedef {import('./refusal.mjs').Refusal} Refusal
 * @typedef {{ shell: string, [app: string]: string }} Versions the candidate's app → version
 */

/** @param {string} app @param {string | undefined} version */
const label = (app, version) => `${app}@${version}`;

/**
 * Every remote's needs (its manifest's ranges) against what the shell provides.
 * `changed` names the apps this promotion changes; the message says which side must move.
 * @param {Pick<Deployment, 'buildInfo'>} deployment
 * @param {Versions} versions
 * @param {Set<string>} changed
 */
export function checkSharedVersions(deployment, versions, changed) {
  /** @type {Refusal[]} */
  const reasons = [];
  const shell = deployment.buildInfo('shell', versions.shell);
  const shellIs = changed.has('shell') ? 'the shell promoted with it' : 'the live shell';
  for (const [app, version] of Object.entries(versions)) {
    if (app === 'shell') continue;
    const info = deployment.buildInfo(app, version);
    for (const [name, range] of Object.entries(info?.needs ?? {})) {
      const provided = shell?.provides?.[name];
      if (provided && semver.satisfies(provided, range)) continue;
      const shellLabel = label('shell', versions.shell);
      reasons.push(
        changed.has(app)
          ? refusal(
              app,
              version,
              `needs ${name} ${range}, ${shellIs} (${shellLabel}) ` +
                `${provided ? `provides ${provided}` : 'does not provide it'}: ` +
                'promote a shell built with it first, or both together',
            )
          : refusal(
              'shell',
              versions.shell,
              `${provided ? `provides ${name} ${provided}` : `does not provide ${name}`}, ` +
                `but the live ${label(app, version)} needs ${range}: release ${app} built against it and promote both together`,
            ),
      );
    }
  }
  return reasons;
}

/**
 * Each remote's own manifest against the contract the candidate shell was built
 * with: every page module the shell may load is exposed.
 * @param {Deployment} deployment
 * @param {Versions} versions
 */
export function checkExposes(deployment, versions) {
  const server = createRequire(import.meta.url)(
    join(deployment.versionDir('shell', versions.shell), 'server/index.cjs'),
  );
  const contract = server.singletons.shared.REMOTE_MODULES;
  /** @type {Refusal[]} */
  const reasons = [];
  for (const [app, version] of Object.entries(versions)) {
    if (app === 'shell') continue;
    const manifestFile = join(deployment.versionDir(app, version), 'mf-manifest.json');
    const exposed = new Set(
      JSON.parse(readFileSync(manifestFile, 'utf8')).exposes?.map(
        (/** @type {{ name: string }} */ e) => e.name,
      ) ?? [],
    );
    for (const module of contract[app] ?? [])
      if (!exposed.has(module))
        reasons.push(refusal(app, version, `does not expose ${module}, which the contract declares`));
  }
  return reasons;
}

/**
 * Renders every page with the candidate versions into `releaseDir` (the prerender
 * step, in its own process, reading the deployment's folders).
 * @param {Deployment} deployment
 * @param {Versions} versions
 * @param {string} configFile
 * @param {string} releaseDir
 * @returns {Promise<Refusal[]>}
 */
export function renderRelease(deployment, versions, configFile, releaseDir) {
  const { origins } = deployment.target();
  const { finished } = renderSiteInChildProcess({
    config: configFile,
    shell: deployment.versionDir('shell', versions.shell),
    release: releaseDir,
    out: deployment.paths.root,
    local: Object.keys(versions)
      .filter((app) => app !== 'shell')
      .map((app) => `${origins[app]}=${join(deployment.paths.apps, app)}`),
  });
  return finished.then(
    ({ code, failure }) => {
      if (code === 0) return [];
      // The render says which app broke it (a typed message); without one it ended some other way.
      const app = failure && failure.app in versions ? failure.app : 'shell';
      return [
        refusal(app, versions[app], failure?.message ?? `the prerender step ended with exit code ${code}`),
      ];
    },
    // A step that cannot start (too many processes on a busy machine) is a reason, not an
    // unhandled 'error' event.
    (/** @type {Error} */ error) => [
      refusal('shell', versions.shell, `the prerender step failed (${error.message})`),
    ],
  );
}

/**
 * @typedef {{ path: string, remote: string | null, module: string | null }} PageToOpen
 * @typedef {{ url: string, gzip: number, fault?: string }} LoadedScript
 * @typedef {import('./budgets.mjs').Budget} Budget
 * @typedef {Record<string, string>} Origins the deployment's origin of each app
 */

/**
 * Local servers standing in for the deployment's origins: the candidate's shell, and each
 * remote's folder of builds.
 * @param {Deployment} deployment
 * @param {Versions} versions
 * @param {string} releaseDir
 * @param {Origins} origins
 */
async function startStandIns(deployment, versions, releaseDir, origins) {
  /** @type {import('node:http').Server[]} */
  const servers = [];
  /** Deployment origin → the local server standing in for it. @type {Map<string, string>} */
  const standIns = new Map();
  /** @param {string} origin @param {import('node:http').Server} server */
  const serve = async (origin, server) => {
    // Never closes an idle socket: its one client, route.fetch's keep-alive agent, keeps idle
    // sockets with no time limit and would reuse one the server is closing (a connection
    // reset). The stand-ins live as long as this check and close with it (docs/operations.md).
    server.keepAliveTimeout = 0;
    await listen(server, 0, origin);
    servers.push(server);
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    standIns.set(new URL(origin).origin, `http://localhost:${port}`);
  };
  await serve(origins.shell ?? '', createShellServer({ root: releaseDir }));
  for (const app of Object.keys(versions).filter((a) => a !== 'shell'))
    await serve(
      origins[app] ?? '',
      createRemoteServer({ root: join(deployment.paths.apps, app), live: true }),
    );
  return { servers, standIns };
}

/** @param {import('node:http').Server[]} servers */
function closeStandIns(servers) {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
}

/**
 * Answers every request of the browser from the stand-ins. Playwright does not catch what a
 * route handler throws: it would end the process, so a fault becomes a problem of the page.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {Map<string, string>} standIns
 * @param {() => string[]} problemsOfOpenPage the problems of the page being opened
 */
async function routeToStandIns(context, standIns, problemsOfOpenPage) {
  await context.route('**/*', async (route) => {
    // The page that made the request: its fault is that page's, even when it comes late.
    const problemsOfPage = problemsOfOpenPage();
    try {
      const url = new URL(route.request().url());
      const standIn = standIns.get(url.origin);
      // A route the page has left behind may be gone already: nothing to answer then.
      if (!standIn) return await route.abort().catch(() => {});
      await answerFromStandIn(route, `${standIn}${url.pathname}${url.search}`, (fault) =>
        problemsOfPage.push(`cannot load ${url.pathname} (${fault})`),
      );
    } catch (error) {
      problemsOfPage.push(`cannot load ${route.request().url()} (${firstLine(error)})`);
      await route.abort().catch(() => {});
    }
  });
}

/**
 * Notes what goes wrong on `page` in `problems` (errors logged or thrown, the site's files
 * failing to load) and collects the scripts it loads, with their gzip size.
 * @param {import('@playwright/test').Page} page
 * @param {Map<string, string>} standIns
 * @param {string[]} problems
 * @returns {Promise<LoadedScript>[]}
 */
function watchPage(page, standIns, problems) {
  /** @type {Promise<LoadedScript>[]} */
  const scripts = [];
  page.on('console', (message) => {
    // Requests to hosts outside the deployment (forms, calendar) are aborted here on purpose.
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      problems.push(`logs an error: ${message.text().split('\n')[0]}`);
  });
  page.on('pageerror', (error) => problems.push(`throws: ${error.message.split('\n')[0]}`));
  page.on('response', (response) => {
    const own = standIns.has(new URL(response.url()).origin);
    if (own && response.status() >= 400 && response.request().resourceType() !== 'document')
      problems.push(`fails to load ${response.url()} (${response.status()})`);
    // Awaited only for a page that hydrated: a body that cannot be read is settled here,
    // never an unhandled rejection (which would end the process).
    if (response.request().resourceType() === 'script' && response.ok())
      scripts.push(
        response.body().then(
          (body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }),
          (error) => ({ url: response.url(), gzip: 0, fault: firstLine(error) }),
        ),
      );
  });
  return scripts;
}

/**
 * Opens `url` in `page` and waits for it to hydrate, then for its network to settle.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 * @param {string[]} problems
 * @returns {Promise<boolean>} whether it hydrated
 */
async function openAndHydrate(page, url, problems) {
  // A page whose document cannot be loaded is refused with the fault (the route's own
  // reason, else the browser's), not waited for. The navigation outlasts the document's
  // two attempts, so a stand-in's timeout is reported as the route's fault.
  const opened = await page.goto(url, { timeout: 2 * FETCH_TIMEOUT + 5_000 }).then(
    () => true,
    (error) => {
      if (problems.length === 0) problems.push(`does not open (${firstLine(error)})`);
      return false;
    },
  );
  const hydrated =
    opened &&
    (await page
      .waitForSelector('#root[data-hydration="committed"]', { state: 'attached', timeout: 20_000 })
      .then(
        () => true,
        () => false,
      ));
  if (opened && !hydrated) problems.push('does not hydrate');
  if (opened) await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  return hydrated;
}

/**
 * The page's first load against its budget: all its scripts, and the remote's own share.
 * @param {Promise<LoadedScript>[]} scripts
 * @param {Budget} budget
 * @param {string | null} remote
 * @param {Origins} origins
 * @param {string[]} problems
 */
async function checkFirstLoad(scripts, budget, remote, origins, problems) {
  const loaded = await Promise.all(scripts);
  for (const { url, fault } of loaded) if (fault) problems.push(`cannot measure ${url} (${fault})`);
  const total = loaded.reduce((sum, s) => sum + s.gzip, 0);
  if (total > budget.total)
    problems.push(`first load ${(total / KB).toFixed(1)} KB gzip, over its ${budget.total / KB} KB budget`);
  const share = budget.own;
  if (share && remote) {
    const origin = new URL(origins[remote] ?? '').origin;
    const own = loaded
      .filter((s) => s.url.startsWith(`${origin}/`) && (share.entry || !s.url.endsWith('/remoteEntry.js')))
      .reduce((sum, s) => sum + s.gzip, 0);
    if (own > share.bytes)
      problems.push(
        `the ${remote} remote's share is ${(own / KB).toFixed(1)} KB gzip, over its ${share.bytes / KB} KB budget`,
      );
  }
}

/**
 * Opens one page and notes its problems: it must open, hydrate and keep its first-load budget.
 * @param {import('@playwright/test').Page} page
 * @param {PageToOpen} pageToOpen
 * @param {Map<string, string>} standIns
 * @param {Origins} origins
 * @param {string[]} problems
 */
async function checkPage(page, { path, remote, module }, standIns, origins, problems) {
  const scripts = watchPage(page, standIns, problems);
  const hydrated = await openAndHydrate(page, `${origins.shell}${path}`, problems);
  const budget = budgetFor({ remote, module });
  if (budget && hydrated) await checkFirstLoad(scripts, budget, remote, origins, problems);
}

/**
 * Opens the candidate's pages in Chromium, served as the deployment serves them:
 * each must hydrate, log no error, load none of the site's files in error, and keep
 * its first-load budget. Skipped (with a line saying so) where no Chromium is installed.
 * @param {Deployment} deployment
 * @param {Versions} versions
 * @param {string} releaseDir
 * @param {PageToOpen[]} pages the pages to open
 * @returns {Promise<{ reasons: Refusal[], skipped?: string, opened: number }>}
 */
export async function checkInBrowser(deployment, versions, releaseDir, pages) {
  if (!existsSync(chromiumPath))
    return { reasons: [], opened: 0, skipped: `no Chromium at ${chromiumPath} (set CHROME_PATH)` };
  const { chromium } = await import('@playwright/test');
  const { origins } = deployment.target();
  const { servers, standIns } = await startStandIns(deployment, versions, releaseDir, origins);

  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  /** @type {Refusal[]} */
  const reasons = [];
  /** The problems of the page being opened (one at a time), transport faults included. @type {string[]} */
  let problems = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await routeToStandIns(context, standIns, () => problems);
    for (const pageToOpen of pages) {
      const app = pageToOpen.remote ?? 'shell';
      const page = await context.newPage();
      problems = [];
      await checkPage(page, pageToOpen, standIns, origins, problems);
      for (const problem of new Set(problems))
        reasons.push(refusal(app, versions[app], problem, pageToOpen.path));
      await page.close();
    }
  } finally {
    await browser.close();
    closeStandIns(servers);
  }
  return { reasons, opened: pages.length };
}

/** How long one attempt to fetch a file from a stand-in may take, in ms. */
const FETCH_TIMEOUT = 30_000;

/**
 * Answers a browser request from a stand-in server. A connection reset or a timeout is
 * tried once more; a second fault is reported, to become the page's reason in the refusal
 * (never an uncaught exception), and then aborts the request: reported first, so the
 * reason is there when the page's navigation fails with it.
 * @param {import('@playwright/test').Route} route
 * @param {string} target
 * @param {(fault: string) => void} [report] told the fault before the request is aborted
 * @returns {Promise<string | undefined>} the fault, when the request could not be answered
 */
export async function answerFromStandIn(route, target, report = () => {}) {
  let fault = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const response = await route.fetch({ url: target, timeout: FETCH_TIMEOUT });
      await route.fulfill({ response }).catch(() => {});
      return undefined;
    } catch (error) {
      fault = firstLine(error);
    }
  }
  report(fault);
  await route.abort('connectionreset').catch(() => {});
  return fault;
}

/** An error's first line: a reason is one line, never a call log or a stack. @param {unknown} error */
function firstLine(error) {
  return String(error instanceof Error ? error.message : error).split('\n')[0] || 'request failed';
}
