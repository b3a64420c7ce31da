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
const { checkPersistedFiles, pastSchedules } = await jiti.import(join(here, 'content-gate.ts'));
/** @type {typeof import('./picture-gate.ts')} */
const { picturesInUse, uploadProblems, withUploadsOf } = await jiti.import(join(here, 'picture-gate.ts'));
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
   * Why a request is refused for its pictures (picture-gate.ts), before anything is forwarded: an
   * upload beyond the limits (the whole save, so nothing of it is committed), or removing a
   * picture an entry still shows.
   * @param {string} action
   * @param {Record<string, any>} params
   * @returns {Promise<string | undefined>}
   */
  async function picturesRefused(action, params) {
    const uploads = action === 'persistMedia' ? [params.asset].filter(Boolean) : (params.assets ?? []);
    const tooLarge = uploadProblems(uploads);
    if (tooLarge.length) return `Not saved: ${tooLarge.join('; ')}`;
    if (action !== 'deleteFile' && action !== 'deleteFiles') return undefined;
    const paths = action === 'deleteFile' ? [params.path] : (params.paths ?? []);
    const inUse = picturesInUse(content.repo, await catalogue().apps(), paths);
    return inUse.length ? `Not removed: ${inUse.join('; ')}` : undefined;
  }

  /**
   * @param {string} raw the request body, as Decap's editor sent it
   * @returns {Promise<{ status: number, body: string }>}
   */
  async function handle(raw) {
    const request = JSON.parse(raw);
    const params = request.params ?? {};
    const pictures = await picturesRefused(request.action, params);
    if (pictures) return refuse(pictures);
    if (request.action === 'persistEntry') {
      const saved = params.dataFiles ?? [params.entry].filter(Boolean);
      const apps = await catalogue().apps();
      const problems = [
        // A picture the same save uploads counts as there (picture-gate.ts).
        ...withUploadsOf(content.repo, params.assets ?? [], () =>
          checkPersistedFiles(apps, saved, (folder) =>
            content
              .git('ls-tree', '--name-only', `${content.branch}:${folder}`)
              .split('\n')
              .filter(Boolean)
              .map((name) => ({ path: `${folder}${name}`, raw: content.fileAt(`${folder}${name}`) ?? '' })),
          ),
        ),
        ...pastSchedules(saved, (path) => content.fileAt(path), now()),
      ];
      if (problems.length) return refuse(`Not saved: ${problems.join('; ')}`);
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
