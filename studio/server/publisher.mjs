// @ts-check
// What the studio publishes, and what it tells the marketer (issue 37, item 6): a preview per
// entry in review (built once per saved version of the entry, however often it is asked for),
// publishing exactly the reviewed release, what is scheduled, and undo. Every answer is true
// when it is given: "still building" is said as such, never "failed" for something that then
// goes live. History keeps one line per event for people; the build log is apart.
import { makeCurrent, rollback } from '../../release/api.mjs';
import { publishChanges, publishDue } from '../../release/publish.mjs';

/**
 * @typedef {import('./content-repo.mjs').ContentRepo} ContentRepo
 * @typedef {import('./queue.mjs').Queue} Queue
 * @typedef {import('../../release/publish.mjs').PublishResult} PublishResult
 * @typedef {{ step: string, at: string }} StepMark when each step began; the panel shows durations
 * @typedef {object} PublisherEvent
 * @property {number} id
 * @property {string} at
 * @property {string} entry the entry's key, `posts/2026-11-20-x`
 * @property {string} title what people call it: the post's title, the file's label
 * @property {'preview' | 'publish' | 'restore' | 'schedule'} action
 * @property {'working' | 'ready' | 'refused' | 'live' | 'scheduled' | 'restored' | 'failed'} status
 * @property {string} text one line for people
 * @property {string[]} reasons why it was refused, one line each
 * @property {StepMark[]} steps
 * @property {string[]} apps the apps it released
 * @property {string} [releaseId]
 * @property {string} [previewUrl]
 * @property {string} [publishAt] when a scheduled entry goes live
 * @property {string} [log] the build log, served apart (never in the line)
 * @typedef {{ sha: string, base: string, asOf: Date, event: PublisherEvent,
 *   result: Promise<PublisherEvent> }} Preview
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
 * @param {{ content: ContentRepo, deployDir: string, queue: Queue,
 *   titleOf: (entry: string, sha: string) => string,
 *   scheduleOf: (entry: string, sha: string, now: Date) => string | undefined,
 *   now?: () => Date }} options
 *   `scheduleOf`: the latest publish time still to come that the entry's version sets, if any
 */
export function createPublisher({ content, deployDir, queue, titleOf, scheduleOf, now = () => new Date() }) {
  /** @type {PublisherEvent[]} */
  const events = [];
  /** @type {Map<string, Preview>} */
  const previews = new Map();
  let nextId = 1;

  /**
   * @param {Omit<PublisherEvent, 'id' | 'at' | 'reasons' | 'steps' | 'apps'> & Partial<PublisherEvent>} fields
   * @returns {PublisherEvent}
   */
  function record(fields) {
    /** @type {PublisherEvent} */
    const event = { id: nextId++, at: now().toISOString(), reasons: [], steps: [], apps: [], ...fields };
    events.unshift(event);
    events.length = Math.min(events.length, 100);
    console.log(`[publisher] ${event.title}: ${event.text}`);
    return event;
  }
  /** @param {PublisherEvent} event @param {string} step */
  const mark = (event, step) => event.steps.push({ step, at: now().toISOString() });

  /**
   * The entry's preview for its saved version, started once: asked again (Publish straight
   * from In review, the panel, a second click) it is the same build.
   * @param {string} entry
   * @returns {Preview}
   */
  function previewOf(entry) {
    const sha = content.git('rev-parse', `cms/${entry}`);
    const base = content.git('rev-parse', content.branch);
    const known = previews.get(entry);
    if (known && known.sha === sha && known.base === base && known.event.status !== 'refused') return known;
    // A scheduled entry is previewed as the site will be at its time.
    const publishAt = scheduleOf(entry, sha, now());
    const asOf = publishAt ? new Date(publishAt) : now();
    const event = record({
      entry,
      title: titleOf(entry, sha),
      action: 'preview',
      status: 'working',
      text: publishAt ? `building the preview as the site will be at ${publishAt}` : 'building the preview',
      ...(publishAt ? { publishAt } : {}),
    });
    mark(event, 'saved');
    const result = queue
      .run(`the preview of “${event.title}”`, () =>
        content.withCheckout(sha, (dir) =>
          publishChanges({
            checkout: dir,
            since: base,
            preview: true,
            deployDir,
            now: asOf,
            onStep: (step) => mark(event, STEP_NAMES[step]),
          }),
        ),
      )
      .catch(
        (/** @type {Error} */ error) =>
          /** @type {PublishResult} */ ({
            status: 'refused',
            apps: [],
            versions: {},
            refusals: [],
            reasons: [error.message.split('\n')[0] ?? 'the preview could not be built'],
            log: String(error.stack ?? error),
          }),
      )
      .then((outcome) => {
        Object.assign(event, { apps: outcome.apps, log: outcome.log });
        if (outcome.status === 'preview' && outcome.releaseId && outcome.previewUrl) {
          mark(event, 'ready');
          Object.assign(event, {
            status: 'ready',
            releaseId: outcome.releaseId,
            previewUrl: outcome.previewUrl,
            text: `preview ready (${outcome.apps.join(', ')})`,
          });
        } else {
          mark(event, 'refused');
          Object.assign(event, {
            status: 'refused',
            reasons: outcome.reasons.length ? outcome.reasons : ['Nothing in this entry changes the site.'],
            text: 'refused by the checks: nothing was published',
          });
        }
        return event;
      });
    const preview = { sha, base, asOf, event, result };
    previews.set(entry, preview);
    return preview;
  }

  /**
   * Publishes an entry in review or ready: its preview becomes current, as reviewed. Answers
   * within PUBLISH_WAIT_MS: when the preview is still being built, it says so and changes nothing.
   * @param {string} entry
   * @param {() => Promise<{ ok: boolean, message?: string }>} merge merges the entry into the content branch
   * @returns {Promise<{ ok: true, event: PublisherEvent } | { ok: false, message: string }>}
   */
  async function publish(entry, merge) {
    const preview = previewOf(entry);
    const waited = await Promise.race([
      preview.result,
      new Promise((resolve) => setTimeout(resolve, PUBLISH_WAIT_MS, null)),
    ]);
    if (!waited) {
      const seconds = Math.round((now().getTime() - Date.parse(preview.event.at)) / 1000);
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
    const releaseId = previewed.releaseId;
    return queue.run(`publishing “${previewed.title}”`, async () => {
      const before = content.git('rev-parse', content.branch);
      if (before !== preview.base)
        return {
          ok: false,
          message:
            'Not published: something else was published since this preview was built. A new preview is being built; publish again when it is ready.',
        };
      const merged = await merge();
      if (!merged.ok) return { ok: false, message: merged.message ?? 'The entry could not be merged.' };
      const after = content.git('rev-parse', content.branch);
      previews.delete(entry);
      const scheduled = previewed.publishAt;
      if (scheduled) {
        // Shown at its time by the scheduler; until then the live site stays as it is.
        const event = record({
          entry,
          title: previewed.title,
          action: 'schedule',
          status: 'scheduled',
          text: `scheduled: goes live by itself at ${scheduled}`,
          publishAt: scheduled,
        });
        return { ok: true, event };
      }
      makeCurrent({ releaseId, deployDir, content: { repo: content.repo, before, after } });
      const event = record({
        entry,
        title: previewed.title,
        action: 'publish',
        status: 'live',
        text: `live: release ${releaseId} (${previewed.apps.join(', ')})`,
        apps: previewed.apps,
        releaseId,
      });
      mark(event, 'live');
      return { ok: true, event };
    });
  }

  /**
   * Releases what scheduled content came due.
   * @param {Date} at
   */
  async function publishWhatIsDue(at) {
    const event = await queue.run('scheduled content', async () => {
      const outcome = await content.withCheckout(null, (dir) =>
        publishDue({ checkout: dir, deployDir, now: at }),
      );
      if (outcome.status === 'nothing') return null;
      return record({
        entry: 'scheduled content',
        title: 'Scheduled content',
        action: 'publish',
        status: outcome.status === 'published' ? 'live' : 'refused',
        text:
          outcome.status === 'published'
            ? `live: what came due at ${at.toISOString()} (release ${outcome.releaseId}, ${outcome.apps.join(', ')})`
            : 'what came due was refused by the checks: the site is unchanged',
        apps: outcome.apps,
        reasons: outcome.reasons,
        log: outcome.log,
        ...(outcome.releaseId ? { releaseId: outcome.releaseId } : {}),
      });
    });
    return event;
  }

  /**
   * Undo: an earlier release (default: the one before the current) is current again, and the
   * content published since is reverted on the content branch (release/content-history.mjs).
   * @param {string | undefined} releaseId
   * @param {<T>(work: () => T) => Promise<T>} withRepository holds the repository's working tree
   */
  async function restore(releaseId, withRepository) {
    return queue.run('restoring a release', async () => {
      try {
        const done = await withRepository(() => rollback({ releaseId, deployDir }));
        previews.clear();
        return record({
          entry: 'release',
          title: `Release ${done.releaseId}`,
          action: 'restore',
          status: 'restored',
          text: `restored: release ${done.releaseId} is live again (was ${done.was})${done.reverted ? '; the content published since is undone in the studio too' : ''}`,
          releaseId: done.releaseId,
        });
      } catch (error) {
        return record({
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

  return {
    previewOf,
    publish,
    publishWhatIsDue,
    restore,
    /** What the panel shows. */
    state: () => ({
      busy: queue.busy(),
      events: events.map(({ log, ...event }) => ({ ...event, hasLog: Boolean(log) })),
    }),
    /** @param {number} id */
    logOf: (id) => {
      const event = events.find((e) => e.id === id);
      return event ? [...event.reasons, '', event.log ?? ''].join('\n') : undefined;
    },
  };
}
