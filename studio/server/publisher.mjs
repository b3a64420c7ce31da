// @ts-check
// What the studio publishes, and what it tells the marketer (decision 084): a preview per
// entry in review (built once per saved version of the entry, however often it is asked for),
// publishing exactly the reviewed release, what is scheduled, and undo. Every answer is true
// when it is given: "still building" is said as such, never "failed" for something that then
// goes live.
import { makeCurrent, rollback } from '../../release/api.mjs';
import { openDeployment } from '../../release/deployment.mjs';
import { publishChanges, publishDue } from '../../release/publish.mjs';
import { createHistory } from './history.mjs';

/**
 * @typedef {import('./content-repo.mjs').ContentRepo} ContentRepo
 * @typedef {import('./queue.mjs').Queue} Queue
 * @typedef {import('./history.mjs').PublisherEvent} PublisherEvent
 * @typedef {import('../../release/publish.mjs').PublishResult} PublishResult
 * @typedef {{ sha: string, base: string, event: PublisherEvent, result: Promise<PublisherEvent> }} Preview
 * @typedef {object} Context what every step of the publisher works with
 * @property {ContentRepo} content
 * @property {string} deployDir
 * @property {Queue} queue
 * @property {(entry: string, sha: string) => Promise<string>} titleOf
 * @property {(entry: string, sha: string, now: Date) => string | undefined} scheduleOf the latest
 *   publish time still to come that the entry's version sets, if any
 * @property {() => Date} now
 * @property {import('./history.mjs').History} history
 * @property {Map<string, Preview>} previews
 * @typedef {{ ok: true, event: PublisherEvent } | { ok: false, message: string }} PublishAnswer
 */

/** How long Publish waits for a preview still being built: less than Decap's 60 s request limit. */
const PUBLISH_WAIT_MS = Number(process.env.STUDIO_PUBLISH_WAIT_MS ?? 45_000);

const STEP_NAMES = /** @type {const} */ ({
  building: 'building the preview',
  checking: 'checking',
  rendering: 'rendering every page',
  'opening pages': 'opening the pages in a browser',
});

/**
 * @param {Omit<Context, 'history' | 'previews' | 'now'> & { now?: () => Date }} options
 */
export function createPublisher({ now = () => new Date(), ...options }) {
  /** @type {Context} */
  const context = { ...options, now, history: createHistory(now), previews: new Map() };
  return {
    /** @param {string} entry */
    previewOf: (entry) => previewOf(context, entry),
    /** @param {string} entry @param {() => Promise<{ ok: boolean, message?: string }>} merge */
    publish: (entry, merge) => publish(context, entry, merge),
    /** @param {Date} at */
    publishWhatIsDue: (at) => publishWhatIsDue(context, at),
    /** @param {string | undefined} releaseId @param {<T>(work: () => T) => Promise<T>} withRepository */
    restore: (releaseId, withRepository) => restore(context, releaseId, withRepository),
    /** What the panel shows. */
    state: () => ({ busy: context.queue.busy(), events: context.history.list() }),
    logOf: context.history.logOf,
  };
}

/**
 * The entry's preview for its saved version, started once: asked again (Publish straight from
 * In review, the panel, a second click) it is the same build.
 * @param {Context} context
 * @param {string} entry
 * @returns {Preview}
 */
function previewOf(context, entry) {
  const { content, previews } = context;
  const sha = content.git('rev-parse', `cms/${entry}`);
  const base = content.git('rev-parse', content.branch);
  const known = previews.get(entry);
  if (known && known.sha === sha && known.base === base && known.event.status !== 'refused') return known;
  const preview = startPreview(context, entry, sha, base);
  previews.set(entry, preview);
  return preview;
}

/**
 * Builds the preview release of an entry's version, merged with the content branch at `base`.
 * A scheduled entry is previewed as the site will be at its time.
 * @param {Context} context
 * @param {string} entry
 * @param {string} sha
 * @param {string} base
 * @returns {Preview}
 */
function startPreview(context, entry, sha, base) {
  const { history, content, deployDir, queue } = context;
  const publishAt = context.scheduleOf(entry, sha, context.now());
  const event = history.record({
    entry,
    title: entry,
    action: 'preview',
    status: 'working',
    text: publishAt ? `building the preview as the site will be at ${publishAt}` : 'building the preview',
    ...(publishAt ? { publishAt } : {}),
  });
  history.mark(event, 'saved');
  const build = () =>
    content.withCheckout(sha, (dir) =>
      publishChanges({
        checkout: dir,
        since: base,
        preview: true,
        deployDir,
        now: publishAt ? new Date(publishAt) : context.now(),
        onStep: (step) => history.mark(event, STEP_NAMES[step]),
      }),
    );
  const result = context
    .titleOf(entry, sha)
    .then(
      (title) => void (event.title = title),
      () => undefined,
    )
    .then(() => queue.run(`the preview of “${event.title}”`, build))
    .catch(refusedBy)
    .then((outcome) => settlePreview(context, event, outcome));
  return { sha, base, event, result };
}

/**
 * A fault of the machine or the checkout, as a refusal: its first line for people, the rest in the log.
 * @param {Error} error
 * @returns {PublishResult}
 */
function refusedBy(error) {
  return {
    status: 'refused',
    apps: [],
    versions: {},
    refusals: [],
    reasons: [error.message.split('\n')[0] ?? 'the preview could not be built'],
    log: String(error.stack ?? error),
  };
}

/**
 * @param {Context} context
 * @param {PublisherEvent} event
 * @param {PublishResult} outcome
 */
function settlePreview({ history }, event, outcome) {
  Object.assign(event, { apps: outcome.apps, log: outcome.log });
  if (outcome.status === 'preview' && outcome.releaseId && outcome.previewUrl) {
    history.mark(event, 'ready');
    Object.assign(event, {
      status: 'ready',
      releaseId: outcome.releaseId,
      previewUrl: outcome.previewUrl,
      text: `preview ready (${outcome.apps.join(', ')})`,
    });
  } else {
    history.mark(event, 'refused');
    Object.assign(event, {
      status: 'refused',
      reasons: outcome.reasons.length ? outcome.reasons : ['Nothing in this entry changes the site.'],
      text: 'refused by the checks: nothing was published',
    });
  }
  return event;
}

/**
 * Publishes an entry in review or ready: its preview becomes current, as reviewed. Answers
 * within PUBLISH_WAIT_MS: when the preview is still being built, it says so and changes nothing.
 * @param {Context} context
 * @param {string} entry
 * @param {() => Promise<{ ok: boolean, message?: string }>} merge merges the entry into the content branch
 * @returns {Promise<PublishAnswer>}
 */
async function publish(context, entry, merge) {
  const preview = previewOf(context, entry);
  const waited = await Promise.race([
    preview.result,
    new Promise((resolve) => setTimeout(resolve, PUBLISH_WAIT_MS, null)),
  ]);
  if (!waited) {
    const seconds = Math.round((context.now().getTime() - Date.parse(preview.event.at)) / 1000);
    return {
      ok: false,
      message: `Not published yet: the preview of this entry is still being built (${seconds} s so far). Nothing changed on the site. Publish again when the panel says the preview is ready.`,
    };
  }
  const previewed = /** @type {PublisherEvent} */ (waited);
  if (previewed.status !== 'ready' || !previewed.releaseId)
    return {
      ok: false,
      message: `Not published: the checks refused this entry, nothing changed on the site. ${previewed.reasons.join('; ')}`,
    };
  return context.queue.run(`publishing “${previewed.title}”`, () => goLive(context, entry, preview, merge));
}

/**
 * Merges a previewed entry and makes its release current; a scheduled one waits for its time.
 * @param {Context} context
 * @param {string} entry
 * @param {Preview} preview
 * @param {() => Promise<{ ok: boolean, message?: string }>} merge
 * @returns {Promise<PublishAnswer>}
 */
async function goLive({ content, deployDir, history, previews }, entry, preview, merge) {
  const previewed = preview.event;
  const before = content.git('rev-parse', content.branch);
  if (before !== preview.base)
    return {
      ok: false,
      message:
        'Not published: something else was published since this preview was built. A new preview is being built; publish again when it is ready.',
    };
  const merged = await merge();
  if (!merged.ok) return { ok: false, message: merged.message ?? 'The entry could not be merged.' };
  previews.delete(entry);
  const change = { repo: content.repo, before, after: content.git('rev-parse', content.branch) };
  const { title, publishAt, releaseId = '', apps } = previewed;
  if (publishAt) {
    // Shown at its time by the scheduler; until then the live site stays as it is.
    openDeployment(deployDir).addPendingContent(change);
    const text = `scheduled: goes live by itself at ${publishAt}`;
    return {
      ok: true,
      event: history.record({ entry, title, action: 'schedule', status: 'scheduled', text, publishAt }),
    };
  }
  makeCurrent({ releaseId, deployDir, content: [change] });
  const text = `live: release ${releaseId} (${apps.join(', ')})`;
  const event = history.record({ entry, title, action: 'publish', status: 'live', text, apps, releaseId });
  history.mark(event, 'live');
  return { ok: true, event };
}

/**
 * Releases what scheduled content came due.
 * @param {Context} context
 * @param {Date} at
 */
function publishWhatIsDue({ content, deployDir, history, queue }, at) {
  return queue.run('scheduled content', async () => {
    const outcome = await content.withCheckout(null, (dir) =>
      publishDue({ checkout: dir, deployDir, now: at }),
    );
    if (outcome.status === 'nothing') return null;
    const live = outcome.status === 'published';
    return history.record({
      entry: 'scheduled content',
      title: 'Scheduled content',
      action: 'publish',
      status: live ? 'live' : 'refused',
      text: live
        ? `live: what came due at ${at.toISOString()} (release ${outcome.releaseId}, ${outcome.apps.join(', ')})`
        : 'what came due was refused by the checks: the site is unchanged',
      apps: outcome.apps,
      reasons: outcome.reasons,
      log: outcome.log,
      ...(outcome.releaseId ? { releaseId: outcome.releaseId } : {}),
    });
  });
}

/**
 * Undo: an earlier release (default: the one before the current) is current again, and the
 * content published since is reverted on the content branch (release/content-history.mjs).
 * @param {Context} context
 * @param {string | undefined} releaseId
 * @param {<T>(work: () => T) => Promise<T>} withRepository holds the repository's working tree
 */
function restore({ deployDir, history, previews, queue }, releaseId, withRepository) {
  return queue.run('restoring a release', async () => {
    try {
      const done = await withRepository(() => rollback({ releaseId, deployDir }));
      previews.clear();
      const undone = done.reverted ? '; the content published since is undone in the studio too' : '';
      return history.record({
        entry: 'release',
        title: `Release ${done.releaseId}`,
        action: 'restore',
        status: 'restored',
        text: `restored: release ${done.releaseId} is live again (was ${done.was})${undone}`,
        releaseId: done.releaseId,
      });
    } catch (error) {
      return history.record({
        entry: 'release',
        title: releaseId ? `Release ${releaseId}` : 'The previous release',
        action: 'restore',
        status: 'failed',
        text: 'not restored: nothing changed',
        reasons: [/** @type {Error} */ (error).message.split('\n')[0] ?? ''],
      });
    }
  });
}
