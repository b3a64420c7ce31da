// @ts-check
// What the publisher did, as the panel's History shows it: one event per preview, publish,
// schedule or restore, each a line for people, with its steps' times; the build log is kept
// apart and served on request, never in the line.

/**
 * @typedef {{ step: string, at: string }} StepMark when each step began; the panel shows durations
 * @typedef {object} PublisherEvent
 * @property {number} id
 * @property {string} at
 * @property {string} entry the entry's key, `posts/2026-11-20-x`
 * @property {string} title what people call it: the post's title, the file's label
 * @property {'preview' | 'publish' | 'restore' | 'schedule'} action
 * @property {'working' | 'ready' | 'refused' | 'live' | 'scheduled' | 'restored' | 'failed' | 'kept'} status
 * @property {string} text one line for people
 * @property {string[]} reasons why it was refused, one line each
 * @property {StepMark[]} steps
 * @property {string[]} apps the apps it released
 * @property {string} [releaseId]
 * @property {string} [previewUrl]
 * @property {string} [page] the page the preview link opens (`/blog/x`), when not the home page
 * @property {string} [publishAt] when a scheduled entry goes live
 * @property {boolean} [removal] the change is the entry's removal (deleted in the studio)
 * @property {string} [log] the build log, served apart (never in the line)
 * @typedef {Omit<PublisherEvent, 'id' | 'at' | 'reasons' | 'steps' | 'apps'> & Partial<PublisherEvent>} NewEvent
 */

/** The events kept: enough for a week of a small team's work. */
const KEPT = 100;

/** @param {() => Date} now */
export function createHistory(now) {
  /** @type {PublisherEvent[]} */
  const events = [];
  let nextId = 1;
  return {
    /** @param {NewEvent} fields @returns {PublisherEvent} */
    record(fields) {
      /** @type {PublisherEvent} */
      const event = { id: nextId++, at: now().toISOString(), reasons: [], steps: [], apps: [], ...fields };
      events.unshift(event);
      events.length = Math.min(events.length, KEPT);
      console.log(`[publisher] ${event.title}: ${event.text}`);
      return event;
    },
    /** @param {PublisherEvent} event @param {string} step */
    mark: (event, step) => void event.steps.push({ step, at: now().toISOString() }),
    /** The events for the panel: the log only said to be there. */
    list: () => events.map(({ log, ...event }) => ({ ...event, hasLog: Boolean(log) })),
    /** @param {number} id */
    logOf(id) {
      const event = events.find((e) => e.id === id);
      return event ? [...event.reasons, '', event.log ?? ''].join('\n') : undefined;
    },
  };
}

/** @typedef {ReturnType<typeof createHistory>} History */
