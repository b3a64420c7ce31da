// @ts-check
// The gate in front of Decap's content backend (decap-server, git mode): every request of the
// editor passes here. A save is checked as the build checks it (content-gate.ts) and refused
// with the field named; an entry put in review gets its preview; Publish goes through the
// publisher (publisher.mjs). Requests reach decap-server one at a time with the studio's own
// commits (`withRepository`), since both work in the repository's working tree.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const here = fileURLToPath(new URL('.', import.meta.url));
const jiti = createJiti(import.meta.url);
/** @type {typeof import('./content-gate.ts')} */
const { checkPersistedFiles, checkUpload, pastSchedules } = await jiti.import(join(here, 'content-gate.ts'));
/** @type {typeof import('./decap-config.ts')} */
const { MAX_UPLOAD_BYTES } = await jiti.import(join(here, 'decap-config.ts'));
/** @type {typeof import('./spec-copy-review.mjs')} */
const { createSpecCopyReview } = await import('./spec-copy-review.mjs');

/**
 * @param {{ content: import('./content-repo.mjs').ContentRepo, decapServerUrl: string,
 *   publisher: ReturnType<typeof import('./publisher.mjs').createPublisher>,
 *   catalogue: () => import('./entries.ts').Catalogue, now: () => Date }} options
 */
export async function createGate({ content, decapServerUrl, publisher, catalogue, now }) {
  /** @type {Promise<unknown>} */
  let repositoryTail = Promise.resolve();
  /**
   * Runs `work` while nothing else uses the repository's working tree.
   * @template T
   * @param {() => T | Promise<T>} work
   * @returns {Promise<T>}
   */
  function withRepository(work) {
    const next = repositoryTail.then(work);
    repositoryTail = next.catch(() => undefined);
    return next;
  }

  /** @param {string} body @returns {Promise<{ status: number, body: string }>} */
  const forward = (body) =>
    withRepository(async () => {
      const res = await fetch(decapServerUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return { status: res.status, body: await res.text() };
    });

  /** @param {string} message */
  const refuse = (message) => ({ status: 422, body: JSON.stringify({ error: message }) });
  /** @param {{ collection: string, slug: string }} params */
  const entryKey = ({ collection, slug }) => `${collection}/${slug}`;

  /**
   * @param {string} raw the request body, as Decap's editor sent it
   * @returns {Promise<{ status: number, body: string }>}
   */
  async function handle(raw) {
    const request = JSON.parse(raw);
    const params = request.params ?? {};
    if (request.action === 'persistEntry') {
      const saved = params.dataFiles ?? [params.entry].filter(Boolean);
      const problems = [
        ...checkPersistedFiles(await catalogue().apps(), saved),
        ...pastSchedules(saved, (path) => content.fileAt(path), now()),
      ];
      if (problems.length) return refuse(`Not saved: ${problems.join('; ')}`);
    }
    for (const asset of request.action === 'persistMedia' ? [params.asset] : (params.assets ?? [])) {
      const tooLarge = asset ? checkUpload(asset, MAX_UPLOAD_BYTES) : undefined;
      if (tooLarge) return refuse(`Not saved: ${tooLarge}`);
    }
    if (request.action === 'publishUnpublishedEntry') {
      const published = await publisher.publish(entryKey(params), async () => {
        const merged = await forward(raw);
        return merged.status === 200 ? { ok: true } : { ok: false, message: merged.body };
      });
      return published.ok
        ? { status: 200, body: JSON.stringify({ message: published.event.text }) }
        : refuse(published.message);
    }
    const answer = await forward(raw);
    if (request.action === 'unpublishedEntry' && answer.status === 200) return withBothLanguages(answer);
    if (
      request.action === 'updateUnpublishedEntryStatus' &&
      answer.status === 200 &&
      params.newStatus === 'pending_review'
    )
      // The editor need not wait for the build: the status panel shows the address when it is ready.
      publisher.previewOf(entryKey(params));
    return answer;
  }

  const specCopy = createSpecCopyReview(content);
  return { handle, withRepository, specCopyInReview: specCopy.inReview };
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
