// @ts-check
// What the studio publishes, and what it tells the marketer (decision 084): a preview per
// entry in review (built once per saved version of the entry, however often it is asked for),
// publishing exactly the reviewed release, what is scheduled, and undo. Every answer is true
// when it is given: "still building" is said as such, never "failed" for something that then
// goes live. Deleting a published entry is a removal in review like any change: a preview of
// the site without it, then Publish ("Removed: <title>" in History), and Restore brings it back;
// until then it is on a branch of its own, so no other publish carries it.
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
 * @typedef {{ entry: string, title: string, paths: string[], at: string }} Removal a published
 *   entry deleted in the studio, in review until its removal is published or it is kept
 * @typedef {object} Context what every step of the publisher works with
 * @property {ContentRepo} content
 * @property {string} deployDir
 * @property {Queue} queue
 * @property {(entry: string, sha: string) => Promise<string>} titleOf
 * @property {(entry: string, sha: string, removal: boolean) => Promise<string>} [pageOf] the page
 *   the preview opens on (`/blog/x`; for a removal, the list it leaves)
 * @property {(entry: string, sha: string, now: Date) => string | undefined} scheduleOf the latest
 *   publish time still to come that the entry's version sets, if any
 * @property {() => Date} now
 * @property {import('./history.mjs').History} history
 * @property {Map<string, Preview>} previews by review key (reviewKey)
 * @property {Map<string, Removal>} removals by entry
 * @typedef {{ ok: true, event: PublisherEvent } | { ok: false, message: string }} PublishAnswer
 */

/** The branch a removal waits on, as `studio-removal/<collection>/<slug>` (not `cms/`: Decap lists those). */
const REMOVAL_PREFIX = 'studio-removal/';
/** What a change in review is known by: the entry, or its removal's branch. @param {string} entry @param {boolean} removal */
const reviewKey = (entry, removal) => (removal ? `${REMOVAL_PREFIX}${entry}` : entry);

const STEP_NAMES = /** @type {const} */ ({
  building: 'building the preview',
  checking: 'checking',
  rendering: 'rendering every page',
  'opening pages': 'opening the pages in a browser',
});

/**
 * @param {Omit<Context, 'history' | 'previews' | 'removals' | 'now'> & { now?: () => Date }} options
 */
export function createPublisher({ now = () => new Date(), ...options }) {
  /** @type {Context} */
  const context = {
    ...options,
    now,
    history: createHistory(now),
    previews: new Map(),
    removals: new Map(),
  };
  return {
    /** @param {string} entry */
    previewOf: (entry) => previewOf(context, entry),
    /** @param {string} entry @param {() => Promise<{ ok: boolean, message?: string }>} merge */
    publish: (entry, merge) => publish(context, entry, merge),
    /**
     * A published entry deleted in the studio: its removal goes to review, with a preview.
     * @param {string} entry @param {string[]} paths @param {<T>(work: () => T) => Promise<T>} withRepository
     */
    remove: (entry, paths, withRepository) => remove(context, entry, paths, withRepository),
    /** @param {string} entry @param {<T>(work: () => T) => Promise<T>} withRepository */
    publishRemoval: (entry, withRepository) => publishRemoval(context, entry, withRepository),
    /** @param {string} entry @param {<T>(work: () => T) => Promise<T>} withRepository */
    keep: (entry, withRepository) => keep(context, entry, withRepository),
    /** The removals in review when the studio started (their branches), in review again. */
    resumeRemovals: () => resumeRemovals(context),
    /** @param {Date} at */
    publishWhatIsDue: (at) => publishWhatIsDue(context, at),
    /** @param {string | undefined} releaseId @param {<T>(work: () => T) => Promise<T>} withRepository */
    restore: (releaseId, withRepository) => restore(context, releaseId, withRepository),
    /** What the panel shows. */
    state: () => ({
      busy: context.queue.busy(),
      events: context.history.list(),
      removals: removalsInReview(context),
    }),
    logOf: context.history.logOf,
  };
}

/**
 * The entry's preview for its saved version, started once: asked again (Publish straight from
 * In review, the panel, a second click) it is the same build; a refused one is built again
 * unless `again` is false.
 * @param {Context} context
 * @param {string} entry
 * @param {boolean} [removal] the entry's removal, not its draft
 * @param {boolean} [again]
 * @returns {Preview}
 */
function previewOf(context, entry, removal = false, again = true) {
  const { content, previews } = context;
  const key = reviewKey(entry, removal);
  const sha = content.git('rev-parse', removal ? key : `cms/${entry}`);
  const base = content.git('rev-parse', content.branch);
  const known = previews.get(key);
  if (known && known.sha === sha && known.base === base && (!again || known.event.status !== 'refused'))
    return known;
  const preview = startPreview(context, entry, sha, base, context.removals.get(entry));
  previews.set(key, preview);
  return preview;
}

/**
 * Builds the preview release of an entry's version, merged with the content branch at `base`.
 * A scheduled entry is previewed as the site will be at its time.
 * @param {Context} context
 * @param {string} entry
 * @param {string} sha
 * @param {string} base
 * @param {Removal} [removal] when the change is the entry's removal
 * @returns {Preview}
 */
function startPreview(context, entry, sha, base, removal) {
  const { history, content, deployDir, queue } = context;
  const publishAt = removal ? undefined : context.scheduleOf(entry, sha, context.now());
  const event = history.record({
    entry,
    title: removal ? `Removing: ${removal.title}` : entry,
    action: 'preview',
    status: 'working',
    text: removal
      ? 'building a preview of the site without it (it stays on the site until you publish the removal)'
      : publishAt
        ? `building the preview as the site will be at ${publishAt}`
        : 'building the preview',
    ...(publishAt ? { publishAt } : {}),
    ...(removal ? { removal: true } : {}),
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
  const result = (removal ? Promise.resolve() : context.titleOf(entry, sha))
    .then(
      (title) => void (title && (event.title = title)),
      () => undefined,
    )
    .then(() => context.pageOf?.(entry, removal ? base : sha, Boolean(removal)))
    .then(
      (page) => void (page && page !== '/' && (event.page = page)),
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
      text: event.removal
        ? `preview ready: the site without it (${outcome.apps.join(', ')})`
        : `preview ready (${outcome.apps.join(', ')})`,
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
 * Publishes an entry in review or ready (or a removal): its preview becomes current, as
 * reviewed. While the preview is still being built it answers at once, says so and changes nothing.
 * @param {Context} context
 * @param {string} entry
 * @param {() => Promise<{ ok: boolean, message?: string }>} merge merges the entry into the content branch
 * @param {boolean} [removal]
 * @returns {Promise<PublishAnswer>}
 */
async function publish(context, entry, merge, removal = false) {
  // A refused preview is not built again by Publish: the refusal is the answer.
  const preview = previewOf(context, entry, removal, false);
  if (preview.event.status === 'working') {
    const seconds = Math.round((context.now().getTime() - Date.parse(preview.event.at)) / 1000);
    return {
      ok: false,
      message: `Not published yet: the preview of this entry is still being built (${seconds} s so far), so nothing changed on the site. Press Publish again when the panel says the preview is ready.`,
    };
  }
  const previewed = await preview.result;
  if (previewed.status !== 'ready' || !previewed.releaseId)
    return {
      ok: false,
      message: `Not published: the checks refused this entry, nothing changed on the site. ${previewed.reasons.join('; ')}`,
    };
  return context.queue.run(`publishing “${previewed.title}”`, () =>
    goLive(context, entry, preview, merge, removal),
  );
}

/**
 * Merges a previewed entry and makes its release current; a scheduled one waits for its time.
 * @param {Context} context
 * @param {string} entry
 * @param {Preview} preview
 * @param {() => Promise<{ ok: boolean, message?: string }>} merge
 * @param {boolean} removal
 * @returns {Promise<PublishAnswer>}
 */
async function goLive({ content, deployDir, history, previews, removals }, entry, preview, merge, removal) {
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
  previews.delete(reviewKey(entry, removal));
  const change = { repo: content.repo, before, after: content.git('rev-parse', content.branch) };
  const { publishAt, releaseId = '', apps } = previewed;
  const removed = removal ? removals.get(entry) : undefined;
  if (removed) removals.delete(entry);
  const title = removed ? `Removed: ${removed.title}` : previewed.title;
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
  const text = removed
    ? `gone from the site: release ${releaseId} (${apps.join(', ')}); Restore brings it back`
    : `live: release ${releaseId} (${apps.join(', ')})`;
  const event = history.record({
    entry,
    title,
    action: 'publish',
    status: 'live',
    text,
    apps,
    releaseId,
    ...(removed ? { removal: true } : {}),
  });
  history.mark(event, 'live');
  return { ok: true, event };
}

/**
 * A published entry deleted in the studio: a commit removing its files waits on a branch of its
 * own (content-repo.mjs, commitRemoval) and is previewed; deleting it again is the same review.
 * @param {Context} context
 * @param {string} entry
 * @param {string[]} paths
 * @param {<T>(work: () => T) => Promise<T>} withRepository
 * @returns {Promise<Preview>}
 */
async function remove(context, entry, paths, withRepository) {
  const { content } = context;
  const head = content.git('rev-parse', content.branch);
  const title = await context.titleOf(entry, head).catch(() => entry);
  await withRepository(() =>
    content.commitRemoval(reviewKey(entry, true), paths, `Remove ${title} (in review)`),
  );
  context.removals.set(entry, { entry, title, paths, at: context.now().toISOString() });
  return previewOf(context, entry, true);
}

/**
 * The removals a studio that stopped left in review: each `studio-removal/…` branch is in review
 * again, with its preview.
 * @param {Context} context
 */
async function resumeRemovals(context) {
  const { content } = context;
  const refs = content.git('for-each-ref', '--format=%(refname:short)', `refs/heads/${REMOVAL_PREFIX}`);
  const head = content.git('rev-parse', content.branch);
  for (const ref of refs ? refs.split('\n') : []) {
    const entry = ref.slice(REMOVAL_PREFIX.length);
    if (context.removals.has(entry)) continue;
    const title = await context.titleOf(entry, head).catch(() => entry);
    const paths = content.changedFiles(head, ref);
    context.removals.set(entry, { entry, title, paths, at: context.now().toISOString() });
    previewOf(context, entry, true);
  }
}

/**
 * Publishes a removal in review: the site without the entry becomes current, as previewed.
 * @param {Context} context
 * @param {string} entry
 * @param {<T>(work: () => T) => Promise<T>} withRepository
 * @returns {Promise<PublishAnswer>}
 */
function publishRemoval(context, entry, withRepository) {
  const removal = context.removals.get(entry);
  if (!removal)
    return Promise.resolve({ ok: false, message: 'Nothing to publish: this removal is not in review.' });
  return publish(
    context,
    entry,
    async () => {
      await withRepository(() =>
        context.content.mergeAndDrop(reviewKey(entry, true), `Remove ${removal.title}`),
      );
      return { ok: true };
    },
    true,
  );
}

/**
 * A removal dropped: the entry stays on the site, as it was.
 * @param {Context} context
 * @param {string} entry
 * @param {<T>(work: () => T) => Promise<T>} withRepository
 */
async function keep(context, entry, withRepository) {
  const removal = context.removals.get(entry);
  if (!removal) return undefined;
  context.removals.delete(entry);
  context.previews.delete(reviewKey(entry, true));
  await withRepository(() => context.content.dropBranch(reviewKey(entry, true)));
  return context.history.record({
    entry,
    title: `Kept: ${removal.title}`,
    action: 'publish',
    status: 'kept',
    text: 'the removal was dropped: nothing changed on the site',
  });
}

/**
 * The removals in review, as the panel lists them: each with its preview's state.
 * @param {Context} context
 */
function removalsInReview({ removals, previews }) {
  return [...removals.values()].map(({ entry, title, at }) => {
    const preview = previews.get(reviewKey(entry, true))?.event;
    return {
      entry,
      title,
      at,
      status: preview?.status ?? 'working',
      reasons: preview?.reasons ?? [],
      ...(preview?.previewUrl ? { previewUrl: preview.previewUrl } : {}),
      ...(preview?.page ? { page: preview.page } : {}),
    };
  });
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
function restore(context, releaseId, withRepository) {
  const { deployDir, history, previews, queue } = context;
  return queue.run('restoring a release', async () => {
    try {
      const done = await withRepository(() => rollback({ releaseId, deployDir }));
      previews.clear();
      // A removal still in review is previewed again on the restored content.
      for (const entry of context.removals.keys()) previewOf(context, entry, true);
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
