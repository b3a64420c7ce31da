// @ts-check
// One heavy job at a time (builds are heavy and the deployment has one current release), and
// a lock for the content repository's working tree (decap-server's requests and the studio's
// own commits never interleave).

/** Runs tasks one after another; `busy()` says which one is running. */
export function createQueue() {
  /** @type {Promise<unknown>} */
  let tail = Promise.resolve();
  let running = '';
  return {
    busy: () => running,
    /**
     * @template T
     * @param {string} what for people: "the preview of posts/x"
     * @param {() => Promise<T>} task
     * @returns {Promise<T>}
     */
    run(what, task) {
      const next = tail.then(async () => {
        running = what;
        try {
          return await task();
        } finally {
          running = '';
        }
      });
      tail = next.catch(() => undefined);
      return next;
    },
  };
}

/** @typedef {ReturnType<typeof createQueue>} Queue */
