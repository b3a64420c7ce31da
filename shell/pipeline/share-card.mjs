// @ts-check
// A page's share card: drawn from what its owner says of it and written under `share/`.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  drawShareCard,
  shareCardAlt,
} from '@intenta/build/share-card.mjs';
import { PrerenderError } from './errors.mjs';
import { fileOf } from './list-pages.mjs';

/** @typedef {import('./load-shell.mjs').ShellServer} ShellServer */
/** @typedef {import('./load-remotes.mjs').LoadedRemote} LoadedRemote */
/** @typedef {import('./fetch-files.mjs').FetchFile} FetchFile */
/** @typedef {import('shared').PageMeta} PageMeta */
/** @typedef {import('shared').SiteConfig} SiteConfig */
/** @typedef {import('shared').ShareCard} ShareCard */

/** Image types a card's illustration may have, by file extension (when its host sends none). */
/** @type {Record<string, string>} */
const IMAGE_TYPES = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/**
 * The card's illustration, fetched from its owner's origin.
 * @param {string} path the page's address, for the message
 * @param {string} url
 * @param {FetchFile} fetchFile
 */
async function fetchIllustration(path, url, fetchFile) {
  const response = await fetchFile(url, `The share card of ${path}`);
  const extension = /\.[a-z]+$/.exec(new URL(url).pathname)?.[0] ?? '';
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    type: response.headers.get('content-type')?.split(';')[0] ?? IMAGE_TYPES[extension] ?? '',
  };
}

/**
 * @typedef {object} ShareCardInput
 * @property {string} release the release folder
 * @property {string} path the page's address
 * @property {PageMeta} meta
 * @property {LoadedRemote | null} owner the remote whose page it is, null for the shell's
 * @property {ShellServer} server
 * @property {SiteConfig} site
 * @property {FetchFile} fetchFile
 */

/**
 * Draws the page's share card from what its owner says of it (the remote's `shareCard`, the
 * shell's for its own pages) and writes it under `share/`, named by its content's hash so it
 * is cached for good and a changed title is a new file. Returns what the head says of it.
 * @param {ShareCardInput} input
 */
export async function writeShareCard({ release, path, meta, owner, server, site, fetchFile }) {
  const who = owner ? `the ${owner.name} remote` : 'the shell';
  try {
    /** @type {ShareCard} */
    const card = owner ? (owner.entry.shareCard?.(meta) ?? { title: meta.title }) : server.shareCard(meta);
    const illustration = card.illustration
      ? await fetchIllustration(path, new URL(card.illustration, owner?.base ?? site.siteUrl).href, fetchFile)
      : undefined;
    const png = await drawShareCard({
      card,
      lang: meta.lang,
      brandName: site.brandName,
      siteHost: new URL(site.siteUrl).host,
      illustration,
    });
    const hash = createHash('sha256').update(png).digest('hex').slice(0, 10);
    const file = `share/${fileOf(path).replace(/\.html$/, '')}.${hash}.png`;
    mkdirSync(dirname(join(release, file)), { recursive: true });
    writeFileSync(join(release, file), png);
    return {
      url: `/${file}`,
      width: SHARE_CARD_WIDTH,
      height: SHARE_CARD_HEIGHT,
      alt: shareCardAlt(card, site.brandName),
    };
  } catch (error) {
    const where = { app: owner?.name ?? 'shell', page: path };
    throw new PrerenderError(
      error instanceof PrerenderError
        ? error.message
        : `The share card of ${path} (${who}) could not be drawn: ${error instanceof Error ? error.message : error}`,
      where,
    );
  }
}
