// @ts-check
// The benchmark's second part (`npm run bench`, after the route table): how fast the site
// answers a visitor, on the phone Lighthouse's mobile preset emulates (412 × 823 CSS px, DPR
// 1.75, touch, its user agent) with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, the
// preset's factor), in the system Chromium driven by Playwright. The network is not throttled:
// the site is served from this machine as `npm start` serves it.
//
// - Interactions: the latency INP counts, from the Event Timing API (PerformanceObserver on
//   'event' entries with durationThreshold 16, and 'first-input'): the longest entry of the
//   tap's interactionId. Each run is a fresh page (new browser context, empty cache), settled
//   (hydrated, loaded, network quiet, idle), then one tap, the page's first interaction, except
//   for the partner form, whose fields are tapped and filled first.
// - Moves: from a tap on a header link (the click event's timestamp) to the destination's main
//   heading in the DOM and visible, and a frame drawn with it (a requestAnimationFrame, then a
//   task). Each run measures the move twice, each time in a fresh page:
//     cold: the page is told the visitor saves data (navigator.connection.saveData), which is
//       the site's own switch for loading nothing ahead (shell/src/features/prefetch/): the
//       click starts every load the destination needs, as it does for a visitor whose prefetch
//       has not started yet. Nothing else on the site reads that switch. (Merely not hovering
//       would not be cold: the tap that opens the menu starts the prefetch of its links.)
//     after hover: the pointer moves onto the link first (a touch screen's visitor gets the same
//       head start when the opened menu brings the link into view); the tap comes once the
//       page is idle and its network quiet, i.e. the prefetch's requests have finished.
//   What each variant requested before the click is in the JSON (`requestsBeforeClick`, of
//   which the remote entries and page modules: `pageModulesAhead`).
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_FLAGS, chromiumPath } from '../serve/chromium.mjs';
import { appPorts } from '../workspace/ports.mjs';
import { readCpuTimes, stolenShare } from './host-cpu.mjs';
import {
  interactionLatency,
  interactionPhases,
  interactionRow,
  moveRow,
  moveTime,
} from './interaction-stats.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('./interaction-stats.mjs').EventEntry} EventEntry */
/** @typedef {import('./interaction-stats.mjs').LongFrame} LongFrame */
/** @typedef {import('./interaction-stats.mjs').InteractionRow} InteractionRow */
/** @typedef {import('./interaction-stats.mjs').MoveRow} MoveRow */

/**
 * What the page records for the benchmark (installed before the page's own scripts).
 * @typedef {{ entries: EventEntry[], takeFrames: () => LongFrame[], move?: Promise<{ clickAt: number, shownAt: number }> }} Probe
 * @typedef {Window & { __bench?: Probe }} ProbeWindow
 */

/**
 * One interaction: the page it happens on, what to do before it (not measured), the tap, and
 * what shows it has happened.
 * @typedef {{
 *   name: string,
 *   path: string,
 *   ready?: (page: Page) => Promise<unknown>,
 *   prepare?: (page: Page) => Promise<unknown>,
 *   tap: (page: Page) => Promise<unknown>,
 *   done: (page: Page) => Promise<unknown>,
 * }} Interaction
 */

/**
 * One move: from `from`, a tap on `link` (inside the header's menu when `inMenu`) to `to`,
 * shown when its main heading reads `heading`.
 * @typedef {{ name: string, from: string, to: string, heading: string, link: string, inMenu: boolean }} Move
 */

const phone = screenEmulationMetrics.mobile;
const CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
const STEP_TIMEOUT_MS = 30_000;
/** A remote's entry or one of its exposed modules (a page): what a prefetch loads ahead. */
const PAGE_MODULE = /\/(?:remoteEntry\.js|static\/js\/async\/__federation_expose_)/;

/** Each app of the site by its port. */
const APP_OF_PORT = new Map(Object.entries(appPorts()).map(([app, port]) => [port, app]));

/**
 * The app that served a script, by its port (the site's apps each have their own); `inline`
 * for the document's own code, `other` for anything else.
 * @param {string} sourceURL
 */
function appOf(sourceURL) {
  if (!sourceURL) return 'inline';
  let port;
  try {
    port = Number(new URL(sourceURL).port);
  } catch {
    return 'other';
  }
  return APP_OF_PORT.get(port) ?? 'other';
}

/** @param {Page} page */
const openMenu = async (page) => {
  await page.locator('#site-menu-button').tap();
  await page.locator('#site-menu').waitFor();
};

/** @type {Interaction[]} */
const INTERACTIONS = [
  {
    name: 'menu (open, /)',
    path: '/',
    tap: (page) => page.locator('#site-menu-button').tap(),
    done: (page) => page.locator('#site-menu').waitFor(),
  },
  {
    name: 'FAQ item (open, /#faq)',
    path: '/#faq',
    ready: (page) => page.locator('main details[name="faq"] > summary').first().waitFor(),
    tap: (page) => page.locator('main details[name="faq"] > summary').first().tap(),
    done: (page) => page.locator('main details[name="faq"][open]').waitFor({ state: 'attached' }),
  },
  {
    name: 'demo dialog (open, /)',
    path: '/',
    tap: (page) => page.locator('main [data-block="hero"] button').first().tap(),
    done: (page) => page.locator('dialog[open]').waitFor(),
  },
  {
    name: 'language en → es (header, /)',
    path: '/',
    tap: (page) => page.getByTestId('header-language-toggle').tap(),
    done: (page) => page.locator('html[lang="es"]').waitFor({ state: 'attached' }),
  },
  {
    name: 'partner form (send, /partners)',
    path: '/partners',
    // A valid application, typed as a visitor would: tapping into the first field is the
    // page's first interaction, so the one measured is the tap on the button.
    prepare: async (page) => {
      const form = page.getByTestId('partner-form');
      await form.locator('[name="name"]').tap();
      await form.locator('[name="name"]').fill('Ana Pérez');
      await form.locator('[name="email"]').fill(`bench-${Date.now().toString(36)}@shop.example`);
      await form.locator('[name="company"]').fill('Tienda Sur');
      await form.locator('[name="country"]').fill('Argentina');
      await form.locator('[name="partnerType"]').selectOption('referral');
    },
    tap: (page) => page.getByTestId('partner-submit').tap(),
    done: async (page) => {
      const result = page.getByTestId('partner-form-result');
      await result.waitFor();
      const outcome = await result.getAttribute('data-outcome');
      if (outcome !== 'sent') throw new Error(`The partner API did not take the application (${outcome}).`);
    },
  },
];

/** @type {Move[]} */
const MOVES = [
  {
    name: '/ → /blog',
    from: '/',
    to: '/blog',
    heading: 'Latest Insights',
    link: '#site-menu a[href="/blog"]',
    inMenu: true,
  },
  {
    name: '/blog → /partners',
    from: '/blog',
    to: '/partners',
    heading: 'Join the Agentic Commerce Ecosystem',
    link: '#site-menu a[href="/partners"]',
    inMenu: true,
  },
  {
    name: '/ → /es',
    from: '/',
    to: '/es',
    heading: 'Deja de perder ventas por una búsqueda rota',
    link: '[data-testid="header-language-toggle"]',
    inMenu: false,
  },
];

/** Runs in the page before its scripts: records every Event Timing entry of 16 ms or more. */
function installProbe() {
  /** @type {EventEntry[]} */
  const entries = [];
  /** @type {LongFrame[]} */
  const frames = [];
  /** @param {PerformanceObserverEntryList} list */
  const keep = (list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      const { name, startTime, duration, processingStart, processingEnd } = entry;
      const interactionId = /** @type {{ interactionId?: number }} */ (entry).interactionId ?? 0;
      entries.push({ name, interactionId, startTime, duration, processingStart, processingEnd });
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
  // Where a move's time goes (Chromium's Long Animation Frames API, not in TypeScript's DOM types).
  /** @param {PerformanceEntryList} list */
  const keepFrames = (list) => {
    for (const frame of /** @type {LongFrame[]} */ (/** @type {unknown} */ (list))) {
      const { startTime, duration, renderStart, styleAndLayoutStart } = frame;
      const scripts = frame.scripts.map(({ sourceURL, duration, forcedStyleAndLayoutDuration }) => ({
        sourceURL,
        duration,
        forcedStyleAndLayoutDuration,
      }));
      frames.push({ startTime, duration, renderStart, styleAndLayoutStart, scripts });
    }
  };
  const frameObserver = new PerformanceObserver((list) => keepFrames(list.getEntries()));
  frameObserver.observe({ type: 'long-animation-frame', buffered: true });
  // The observer reports a frame some time after it ends: the benchmark collects the rest itself.
  const takeFrames = () => {
    keepFrames(frameObserver.takeRecords());
    return frames;
  };
  /** @type {ProbeWindow} */ (window).__bench = { entries, takeFrames };
}

/** Runs in the page before its scripts: the visitor saves data, so the site loads nothing ahead. */
function saveData() {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
}

/**
 * Runs in the page: from now, waits for a click, then for `to`'s main heading reading `heading`,
 * then for the frame that draws it (a requestAnimationFrame, then a task after it).
 * @param {{ to: string, heading: string }} move
 */
function armMove({ to, heading }) {
  const probe = /** @type {Probe} */ (/** @type {ProbeWindow} */ (window).__bench);
  probe.move = new Promise((resolve) => {
    /** @type {number | null} */
    let clickAt = null;
    addEventListener('click', (event) => (clickAt ??= event.timeStamp), { capture: true, once: true });
    const shown = () =>
      location.pathname === to &&
      [...document.querySelectorAll('main h1')].some(
        (h1) => h1.textContent?.trim() === heading && h1.checkVisibility(),
      );
    const observer = new MutationObserver(() => {
      if (clickAt === null || !shown()) return;
      observer.disconnect();
      const clicked = clickAt;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ clickAt: clicked, shownAt: performance.now() });
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['hidden', 'style', 'class'],
    });
  });
}

/**
 * Requests of a page: how many are in flight, and every address asked for, in order.
 * @param {Page} page
 */
function trackRequests(page) {
  let inFlight = 0;
  /** @type {string[]} */
  const urls = [];
  page.on('request', (request) => {
    inFlight++;
    urls.push(request.url());
  });
  const settled = () => inFlight--;
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    urls,
    /** Resolves once nothing has been in flight for `quietMs` (at most `maxMs`). */
    async quiet(quietMs = 500, maxMs = 15_000) {
      const deadline = Date.now() + maxMs;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        if (inFlight > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/**
 * A fresh page on the emulated phone, its CPU slowed, with the probe installed.
 * @param {Browser} browser
 * @param {{ savesData?: boolean }} [options]
 */
async function phonePage(browser, { savesData = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: phone.mobile,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  await context.addInitScript(installProbe);
  if (savesData) await context.addInitScript(saveData);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  const devtools = await context.newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, requests: trackRequests(page), close: () => context.close() };
}

/** @param {Page} page */
const idle = (page) =>
  page.evaluate(
    () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(() => done(null)))),
  );

/**
 * Opens `url` and waits until the page is the shell's (hydrated), loaded, quiet and idle.
 * @param {Page} page
 * @param {ReturnType<typeof trackRequests>} requests
 * @param {string} url
 */
async function openSettled(page, requests, url) {
  await page.goto(url);
  await page.locator('#root[data-hydration="committed"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('load');
  await requests.quiet();
  await idle(page);
}

/** @param {Page} page */
const pageNow = (page) => page.evaluate(() => performance.now());

/**
 * The latency of the interactions since `sinceMs`, once Event Timing has reported them (it
 * reports after the next frame; an interaction under 16 ms is never reported: null).
 * @param {Page} page
 * @param {number} sinceMs
 */
async function latencySince(page, sinceMs) {
  /** @returns {Promise<EventEntry[]>} */
  const entries = () =>
    page.evaluate(() => /** @type {Probe} */ (/** @type {ProbeWindow} */ (window).__bench).entries);
  for (let waited = 0; waited < 1500; waited += 100) {
    const seen = await entries();
    const latency = interactionLatency(seen, sinceMs);
    if (latency !== null) return { latency, phases: interactionPhases(seen, sinceMs) };
    await page.waitForTimeout(100);
  }
  return { latency: null, phases: null };
}

/**
 * @param {Browser} browser
 * @param {string} origin
 * @param {Interaction} interaction
 * @returns {Promise<{ latency: number | null, phases: import('./interaction-stats.mjs').TapPhases | null }>}
 */
async function measureInteraction(browser, origin, interaction) {
  const { page, requests, close } = await phonePage(browser);
  try {
    await openSettled(page, requests, `${origin}${interaction.path}`);
    await interaction.ready?.(page);
    if (interaction.prepare) {
      await interaction.prepare(page);
      await requests.quiet();
      await idle(page);
    }
    const since = await pageNow(page);
    await interaction.tap(page);
    await interaction.done(page);
    return await latencySince(page, since);
  } finally {
    await close();
  }
}

/**
 * One move in a fresh page, cold or after hovering its link.
 * @param {Browser} browser
 * @param {string} origin
 * @param {Move} move
 * @param {boolean} hover
 */
async function measureMove(browser, origin, move, hover) {
  const { page, requests, close } = await phonePage(browser, { savesData: !hover });
  try {
    await openSettled(page, requests, `${origin}${move.from}`);
    // From here on: what the page loads ahead (opening the menu brings the links into view).
    const before = requests.urls.length;
    if (move.inMenu) {
      await openMenu(page);
      await idle(page);
    }
    const link = page.locator(move.link);
    if (hover) await link.hover();
    // Both variants wait alike: the prefetch starts at idle, and its requests must be done.
    await idle(page);
    await requests.quiet();
    await idle(page);
    // Everything the page asked for between the menu's opening and the click: the blocks that
    // the first tap hydrates, and in the hovered variant the prefetch.
    const requestsBeforeClick = requests.urls.slice(before);
    await page.evaluate(armMove, { to: move.to, heading: move.heading });
    await link.tap();
    const moved = await page.evaluate(
      (timeoutMs) =>
        Promise.race([
          /** @type {ProbeWindow} */ (window).__bench?.move,
          new Promise((done) => setTimeout(() => done(undefined), timeoutMs)),
        ]),
      STEP_TIMEOUT_MS,
    );
    if (!moved) {
      const shown = await page.evaluate(() => ({
        at: location.pathname,
        headings: [...document.querySelectorAll('main h1')].map((h1) => h1.textContent),
      }));
      throw new Error(
        `${move.name}: "${move.heading}" not shown on ${move.to} ${STEP_TIMEOUT_MS / 1000} s after the click (the page shows ${JSON.stringify(shown)}).`,
      );
    }
    const { clickAt, shownAt } = moved;
    const click = await latencySince(page, clickAt - 1);
    // The frame that showed the destination has ended; give the browser a moment to report it.
    await page.waitForTimeout(250);
    const frames = await page.evaluate(() =>
      /** @type {Probe} */ (/** @type {ProbeWindow} */ (window).__bench).takeFrames(),
    );
    return {
      ms: shownAt - clickAt,
      clickLatencyMs: click.latency,
      clickPhases: click.phases,
      time: moveTime(frames, moved, appOf),
      requestsBeforeClick,
      pageModulesAhead: requestsBeforeClick.filter((url) => PAGE_MODULE.test(url)),
    };
  } finally {
    await close();
  }
}

/**
 * `measure`, tried again (up to three attempts in all) when it fails: a page that did not answer
 * within the step timeout on a busy host. Every failure is logged; the third one stops the run.
 * @template T
 * @param {string} what
 * @param {() => Promise<T>} measure
 * @param {(line: string) => void} log
 * @returns {Promise<T>}
 */
async function withRetries(what, measure, log) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure();
    } catch (error) {
      if (attempt === 3) throw error;
      log(
        `${what}: attempt ${attempt} failed, trying again (${error instanceof Error ? error.message : error})`,
      );
    }
  }
}

/**
 * Measures, `runs` times on the site served at `origin`, every interaction and move whose name contains `only` (all by default).
 * @param {{ origin: string, runs: number, only?: string, log?: (line: string) => void }} options
 */
export async function measureInteractions({
  origin,
  runs,
  only = '',
  log = (line) => process.stderr.write(`${line}\n`),
}) {
  const cpuBefore = readCpuTimes();
  const loadBefore = loadavg()[0];
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    // The route table's Chromium switches (run.mjs), scrollbars hidden as there.
    args: [...CHROMIUM_FLAGS, '--hide-scrollbars'],
  });
  try {
    /** @type {InteractionRow[]} */
    const interactions = [];
    for (const interaction of INTERACTIONS.filter((i) => i.name.includes(only))) {
      /** @type {(number | null)[]} */
      const values = [];
      /** @type {(import('./interaction-stats.mjs').TapPhases | null)[]} */
      const phases = [];
      for (let run = 0; run < runs; run++) {
        const what = `${interaction.name} run ${run + 1}`;
        const result = await withRetries(what, () => measureInteraction(browser, origin, interaction), log);
        values.push(result.latency);
        phases.push(result.phases);
        const split = result.phases
          ? ` (input delay ${result.phases.inputDelayMs}, processing ${result.phases.processingMs}, presentation ${result.phases.presentationMs})`
          : '';
        log(`${interaction.name} run ${run + 1}: ${result.latency ?? '<16'} ms${split}`);
      }
      interactions.push(interactionRow(interaction.name, values, phases));
    }

    /** @type {MoveRow[]} */
    const moves = [];
    /** @type {Record<string, { cold: unknown[], hovered: unknown[] }>} */
    const moveRuns = {};
    for (const move of MOVES.filter((m) => m.name.includes(only))) {
      /** @type {{ cold: Awaited<ReturnType<typeof measureMove>>[], hovered: Awaited<ReturnType<typeof measureMove>>[] }} */
      const measured = { cold: [], hovered: [] };
      for (let run = 0; run < runs; run++) {
        // Alternating which variant goes first, so neither always finds the machine warmer.
        for (const hover of run % 2 === 0 ? [false, true] : [true, false]) {
          const what = `${move.name} ${hover ? 'after hover' : 'cold'} run ${run + 1}`;
          const result = await withRetries(what, () => measureMove(browser, origin, move, hover), log);
          (hover ? measured.hovered : measured.cold).push(result);
          log(
            `${move.name} ${hover ? 'after hover' : 'cold'} run ${run + 1}: ${Math.round(result.ms)} ms (remote entries and page modules loaded before the click: ${result.pageModulesAhead.length})`,
          );
        }
      }
      moves.push(moveRow(move.name, measured.cold, measured.hovered));
      moveRuns[move.name] = measured;
    }

    const stolen = stolenShare(cpuBefore, readCpuTimes());
    return {
      measuredAt: new Date().toISOString(),
      chromium: browser.version(),
      device: { ...phone, hasTouch: true, userAgent: userAgents.mobile },
      cpuSlowdown: CPU_SLOWDOWN,
      runs,
      hostStealPct: stolen === null ? null : Number((stolen * 100).toFixed(1)),
      // This machine's own load (runnable processes, one-minute average) before and after: on a
      // VM that reports no steal, the sign of other work competing for its cores.
      loadAverage: [loadBefore, loadavg()[0]].map((load) => Number((load ?? 0).toFixed(1))),
      interactions,
      moves,
      moveRuns,
    };
  } finally {
    await browser.close();
  }
}
