// @ts-check
// Hashed files where browsers ask for them, so that Cloudflare's asset layer answers them without
// running the Worker (issue 48, item 4; decision 068). A page asks for the shell's files at
// `/static/…` and `/share/…` on the site's host and for a remote's at `/<version>/…` on the
// remote's host, while the deployment keeps them in `releases/<id>/` and `apps/<app>/<version>/`.
// The asset layer matches a request by its path alone, so before workerd starts and before each
// `wrangler deploy`, every hashed file of every kept release and app version gets a hard link at
// its request path in the deployment's root, and the root `_headers` gives those answers the
// headers the Worker would (fileHeadersFor, nosniff). Everything else reaches the Worker: a page
// has no file at its own path, a missing hashed file is no asset (the edge still counts a failed
// remote load), and `releases/*` and `apps/*` run the Worker first (WORKER_FIRST).
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import {
  ANSWER_HEADERS,
  extensionOf,
  fileHeadersFor,
  isHashed,
  isServedByName,
} from '@intenta/serve/static-rules.mjs';

/**
 * The paths that run the Worker before any asset (wrangler.jsonc's `run_worker_first`, which a
 * test holds equal): the deployment's own folders, which only the Worker may read and answer.
 */
export const WORKER_FIRST = ['/releases/*', '/apps/*'];

/** A remote's version folder (release/upload.mjs: 12 hex digits of its content's hash). */
const VERSION = /^[0-9a-f]{12}$/;
/** The shell's folders of hashed files in a release (its build's `static/`, the share cards). */
const SHELL_FOLDERS = ['static', 'share'];

/** Files under `dir`, relative to it, '/'-separated. @param {string} dir */
const filesUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) =>
          join(entry.parentPath, entry.name)
            .slice(dir.length + 1)
            .split('\\')
            .join('/'),
        )
    : [];

/** @param {string} dir */
const foldersOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
    : [];

/**
 * Every hashed file the deployment serves, by the path a browser asks for it at (no leading
 * slash), with where it is kept; the first release holding a name wins (a hashed name is its
 * content). Leaves out the folders `without` names (`releases/<id>`, `apps/<app>/<version>`: a
 * prune's dry run).
 * @param {string} root the deployment folder
 * @param {string[]} [without]
 * @returns {Map<string, string>} request path → path in the deployment
 */
export function hashedRequestPaths(root, without = []) {
  /** @type {Map<string, string>} */
  const found = new Map();
  /** @param {string} requestPath @param {string} kept */
  const add = (requestPath, kept) => {
    if (isHashed(requestPath) && isServedByName(requestPath) && !found.has(requestPath))
      found.set(requestPath, kept);
  };
  for (const id of foldersOf(join(root, 'releases'))) {
    const release = join('releases', id);
    if (without.includes(release)) continue;
    for (const folder of SHELL_FOLDERS)
      for (const file of filesUnder(join(root, release, folder)))
        add(`${folder}/${file}`, `${release}/${folder}/${file}`);
  }
  for (const app of foldersOf(join(root, 'apps'))) {
    if (app === 'shell') continue;
    for (const version of foldersOf(join(root, 'apps', app)).filter((name) => VERSION.test(name))) {
      const kept = join('apps', app, version);
      if (without.includes(kept)) continue;
      for (const file of filesUnder(join(root, kept))) add(`${version}/${file}`, `${kept}/${file}`);
    }
  }
  return found;
}

/**
 * The root `_headers` for the linked files: one rule per extension (`/*.js`), each with what
 * the Worker answers such a file with. Rules never overlap (the asset layer would send a header
 * twice), and they touch only what the asset layer answers itself: the Worker builds its own
 * headers for what it reads through ASSETS.
 * @param {Iterable<string>} requestPaths
 */
export function headersFileFor(requestPaths) {
  const extensions = [...new Set([...requestPaths].map(extensionOf))].filter(Boolean).sort();
  const lines = ['# Written by edge/hashed-assets.mjs for the hashed files the asset layer answers itself.'];
  for (const extension of extensions) {
    lines.push(`/*${extension}`);
    // Any hashed name with this extension: the headers depend on nothing else.
    const headers = { ...ANSWER_HEADERS, ...fileHeadersFor(`/file.0123456789${extension}`) };
    for (const [name, value] of Object.entries(headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The folders of the deployment's root that hold the links. @param {string} root */
const linkFolders = (root) => [
  ...SHELL_FOLDERS,
  ...(existsSync(root) ? readdirSync(root).filter((name) => VERSION.test(name)) : []),
];

/**
 * The deployment's root as wrangler and Miniflare read it: `.assetsignore` from `assetsignore`
 * (only releases/, the remotes' versions and the links are assets; never the ledger,
 * target.json, canary.json, builds/, the lock, `current`, staging folders nor the shell's server
 * build), every hashed file linked at its request path, and the root `_headers`. The links of
 * pruned releases and versions go. Run before workerd (re)starts (its assets are listed then) and
 * before a deploy. A link still wanted is left as it is: requests in flight on the workerd being
 * replaced may be reading it.
 * @param {string} root
 * @returns {number} the files linked
 */
export function stageHashedAssets(root) {
  const ignore = join(root, '.assetsignore');
  const ignored = readFileSync(join(import.meta.dirname, 'assetsignore'), 'utf8');
  if (!existsSync(ignore) || readFileSync(ignore, 'utf8') !== ignored) writeFileSync(ignore, ignored);
  const wanted = hashedRequestPaths(root);
  const tops = new Set([...wanted.keys()].map((path) => path.split('/')[0]));
  for (const folder of linkFolders(root)) {
    // A pruned version's folder goes whole; elsewhere, each link no longer wanted.
    if (VERSION.test(folder) && !tops.has(folder))
      rmSync(join(root, folder), { recursive: true, force: true });
    else
      for (const file of filesUnder(join(root, folder)))
        if (!wanted.has(`${folder}/${file}`)) rmSync(join(root, folder, file), { force: true });
  }
  for (const [requestPath, kept] of wanted) {
    const link = join(root, requestPath);
    if (existsSync(link)) continue;
    mkdirSync(dirname(link), { recursive: true });
    try {
      linkSync(join(root, kept), link);
    } catch {
      // A filesystem without hard links: a copy serves the same.
      copyFileSync(join(root, kept), link);
    }
  }
  writeFileSync(join(root, '_headers'), headersFileFor(wanted.keys()));
  return wanted.size;
}
