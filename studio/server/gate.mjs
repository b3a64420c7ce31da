// @ts-check
// The gate in front of Decap's content backend (decap-server, git mode): every request of the
// editor passes here. A save is checked as the build checks it (content-gate.ts) and refused
// with the field named; an entry put in review gets its preview; Publish goes through the
// publisher (publisher.mjs). Deleting a published entry is not committed: its removal goes to
// review with a preview of the site without it (publisher.mjs, remove). Requests reach
// decap-server one at a time with the studio's own commits (`withRepository`), since both work
// in the repository's working tree.
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const here = fileURLToPath(new URL('.', import.meta.url));
const jiti = createJiti(import.meta.url);
/** @type {typeof import('./content-gate.ts')} */
const { persistedProblems, pastScheduleProblems, sayProblem } = await jiti.import(
  join(here, 'content-gate.ts'),
);
/** @type {typeof import('./picture-gate.ts')} */
const { mediaLibrary, misplacedUploads, picturesInUse, uploadProblems, withUploadsOf } = await jiti.import(
  join(here, 'picture-gate.ts'),
);
/** @type {typeof import('./decap-config.ts')} */
const { MEDIA_TAB_FOLDER, pictureFolders } = await jiti.import(join(here, 'decap-config.ts'));
/** @type {typeof import('./spec-copy-review.mjs')} */
const { createSpecCopyReview } = await import('./spec-copy-review.mjs');

/**
 * @typedef {{ status: number, body: string }} Answer
 * @typedef {object} Gate what the gate's steps work with
 * @property {import('./content-repo.mjs').ContentRepo} content
 * @property {ReturnType<typeof import('./publisher.mjs').createPublisher>} publisher
 * @property {() => import('./entries.ts').Catalogue} catalogue
 * @property {() => Date} now
 * @property {(body: string) => Promise<Answer>} forward a request to decap-server, holding the repository
 * @property {<T>(work: () => T | Promise<T>) => Promise<T>} withRepository holds the repository's working tree
 */

/**
 * @param {{ content: import('./content-repo.mjs').ContentRepo, decapServerUrl: string,
 *   publisher: ReturnType<typeof import('./publisher.mjs').createPublisher>,
 *   catalogue: () => import('./entries.ts').Catalogue, now: () => Date }} options
 */
export async function createGate({ decapServerUrl, ...options }) {
  const withRepository = oneAtATime();
  /** @type {Gate} */
  const gate = {
    ...options,
    withRepository,
    forward: (body) => withRepository(() => post(decapServerUrl, body)),
  };
  const specCopy = createSpecCopyReview(options.content);
  return {
    /** @param {string} raw the request body, as Decap's editor sent it */
    handle: (raw) => handle(gate, raw),
    withRepository,
    specCopyInReview: specCopy.inReview,
  };
}

/**
 * A POST to decap-server on a connection of its own: a kept-alive one may be closed by
 * decap-server (5 s idle) just as a save is sent on it, and the save then fails with "fetch
 * failed" (seen after a refused save, the editor's next save a few seconds later).
 * @param {string} url
 * @param {string} body
 * @returns {Promise<Answer>}
 */
function post(url, body) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 502, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A lock: each piece of work starts when the one before has ended (the repository's working tree). */
function oneAtATime() {
  /** @type {Promise<unknown>} */
  let tail = Promise.resolve();
  /**
   * @template T
   * @param {() => T | Promise<T>} work
   * @returns {Promise<T>}
   */
  return (work) => {
    const next = tail.then(work);
    tail = next.catch(() => undefined);
    return next;
  };
}

/** @param {string} message @returns {Answer} */
const refuse = (message) => ({ status: 422, body: JSON.stringify({ error: message }) });
/**
 * A save refused: the editor marks each problem on its field (`fields`: the field, its language,
 * the sentence); `error`, which Decap shows in a toast, only sums up, or says what no field shows.
 * @param {import('./content-gate.ts').FieldProblem[]} problems
 * @returns {Answer}
 */
export function refuseSave(problems) {
  const onFields = problems.filter((p) => p.name);
  const elsewhere = problems.filter((p) => !p.name).map(sayProblem);
  const marked = onFields.length
    ? [
        `see ${[...new Set(onFields.map((p) => sayProblem({ ...p, message: '' }).replace(/: $/, '')))].join(', ')}, marked on the form`,
      ]
    : [];
  const fields = onFields.map((p) => ({ name: p.name, lang: p.lang, message: sayProblem(p) }));
  return {
    status: 422,
    body: JSON.stringify({ error: `Not saved: ${[...elsewhere, ...marked].join('; ')}`, fields }),
  };
}
/** @param {{ collection: string, slug: string }} params */
const entryKey = ({ collection, slug }) => `${collection}/${slug}`;

/**
 * One request of the editor: refused, answered by the publisher, or forwarded to decap-server.
 * @param {Gate} gate
 * @param {string} raw
 * @returns {Promise<Answer>}
 */
async function handle(gate, raw) {
  const request = JSON.parse(raw);
  const params = request.params ?? {};
  if (request.action === 'getMedia') return mediaOf(gate, String(params.mediaFolder ?? ''));
  const refused = await picturesRefused(gate, request.action, params);
  if (refused) return refuse(refused);
  const problems = request.action === 'persistEntry' ? await saveProblems(gate, params) : [];
  if (problems.length) return refuseSave(problems);
  const removal =
    request.action === 'deleteFiles' || request.action === 'deleteFile'
      ? await entryRemoved(gate, request.action === 'deleteFile' ? [params.path] : (params.paths ?? []))
      : undefined;
  if (removal) {
    const preview = await gate.publisher.remove(removal.entry, removal.paths, gate.withRepository);
    const message = `In review: ${preview.event.title}. It stays on the site until you publish the removal in the panel.`;
    return { status: 200, body: JSON.stringify({ message }) };
  }
  if (request.action === 'publishUnpublishedEntry') {
    const published = await gate.publisher.publish(entryKey(params), async () => {
      const merged = await gate.forward(raw);
      return merged.status === 200 ? { ok: true } : { ok: false, message: merged.body };
    });
    return published.ok
      ? { status: 200, body: JSON.stringify({ message: published.event.text }) }
      : refuse(published.message);
  }
  const answer = await gate.forward(raw);
  if (request.action === 'unpublishedEntry' && answer.status === 200) return withBothLanguages(answer);
  if (request.action === 'persistMedia' && answer.status === 200) return uploaded(gate, answer);
  const toReview = request.action === 'updateUnpublishedEntryStatus' && params.newStatus === 'pending_review';
  // The editor need not wait for the build: the status panel shows the address when it is ready.
  if (toReview && answer.status === 200) gate.publisher.previewOf(entryKey(params));
  return answer;
}

/**
 * Why a request is refused for its pictures (picture-gate.ts), before anything is forwarded: an
 * upload beyond the limits (the whole save, so nothing of it is committed), or removing a
 * picture an entry still shows.
 * @param {Gate} gate
 * @param {string} action
 * @param {Record<string, any>} params
 * @returns {Promise<string | undefined>}
 */
async function picturesRefused({ content, catalogue }, action, params) {
  const apps = await catalogue().apps();
  const uploads = action === 'persistMedia' ? [params.asset].filter(Boolean) : (params.assets ?? []);
  /** A picture as the content branch holds it. @param {string} path */
  const published = (path) => {
    const out = spawnSync('git', ['show', `${content.branch}:${path}`], { cwd: content.repo });
    return out.status === 0 ? out.stdout : undefined;
  };
  const refused = [...uploadProblems(uploads), ...misplacedUploads(uploads, pictureFolders(apps), published)];
  if (refused.length) return `Not saved: ${refused.join('; ')}`;
  if (action !== 'deleteFile' && action !== 'deleteFiles') return undefined;
  const paths = action === 'deleteFile' ? [params.path] : (params.paths ?? []);
  const inUse = picturesInUse(content.repo, apps, paths);
  return inUse.length ? `Not removed: ${inUse.join('; ')}` : undefined;
}

/**
 * The entry whose files a delete names, when they are all the files of one entry of a folder
 * (a post in both languages): deleting it is its removal, in review.
 * @param {Gate} gate
 * @param {string[]} paths
 * @returns {Promise<{ entry: string, paths: string[] } | undefined>}
 */
async function entryRemoved({ catalogue }, paths) {
  const folders = (await catalogue().apps()).flatMap(({ app, folders = [] }) =>
    folders.map((f) => ({ name: f.name, dir: `${app}/${f.folder}/`, extension: f.extension })),
  );
  const entries = new Set(
    paths.map((path) => {
      const folder = folders.find((f) => path.startsWith(f.dir) && path.endsWith(`.${f.extension}`));
      const base = folder && /^(.+?)(\.(en|es))?\.[a-z]+$/.exec(path.slice(folder.dir.length))?.[1];
      return folder && base && !base.includes('/') ? `${folder.name}/${base}` : '';
    }),
  );
  const [entry] = entries;
  return entries.size === 1 && entry ? { entry, paths } : undefined;
}

/**
 * Decap's getMedia, answered here: the pictures of a folder, or for the Media tab's folder every
 * picture of the site, each named with the entries that show it (picture-gate.ts, mediaLibrary).
 * Read from the working tree while no request changes it (decap-server keeps it on the content
 * branch between requests).
 * @param {Gate} gate
 * @param {string} folder
 * @returns {Promise<Answer>}
 */
async function mediaOf({ content, catalogue, withRepository }, folder) {
  const apps = await catalogue().apps();
  const asked = folder.replace(/^\/+|\/+$/g, '');
  const folders = asked === MEDIA_TAB_FOLDER ? pictureFolders(apps) : [asked];
  const files = await withRepository(() => mediaLibrary(content.repo, apps, folders));
  return { status: 200, body: JSON.stringify(files) };
}

/**
 * A picture the Media tab uploaded, as the library lists it (named with where it is used).
 * @param {Gate} gate
 * @param {Answer} answer decap-server's, the file it wrote
 * @returns {Promise<Answer>}
 */
async function uploaded({ content, catalogue }, answer) {
  const { path } = JSON.parse(answer.body);
  const folder = String(path).split('/').slice(0, -1).join('/');
  const file = mediaLibrary(content.repo, await catalogue().apps(), [folder]).find((f) => f.path === path);
  return file ? { status: 200, body: JSON.stringify(file) } : answer;
}

/**
 * Why a save is refused: what the build would refuse in its files (their schemas, the rules
 * across a folder, its pictures, a picture the same save uploads counting as there), or a
 * publish time already past.
 * @param {Gate} gate
 * @param {Record<string, any>} params
 * @returns {Promise<import('./content-gate.ts').FieldProblem[]>}
 */
async function saveProblems({ content, catalogue, now }, params) {
  const saved = params.dataFiles ?? [params.entry].filter(Boolean);
  const apps = await catalogue().apps();
  /** @param {string} folder the folder's files as the content branch holds them */
  const folderFiles = (folder) =>
    content
      .git('ls-tree', '--name-only', `${content.branch}:${folder}`)
      .split('\n')
      .filter(Boolean)
      .map((name) => ({ path: `${folder}${name}`, raw: content.fileAt(`${folder}${name}`) ?? '' }));
  const problems = [
    ...withUploadsOf(content.repo, params.assets ?? [], () => persistedProblems(apps, saved, folderFiles)),
    ...pastScheduleProblems(saved, (path) => content.fileAt(path), now()),
  ];
  return problems;
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
