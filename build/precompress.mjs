// @ts-check
// Build step: precompressed copies beside a folder's text files, which the site
// servers (and static hosts that support it) send to clients that accept them.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml']);

/** Files smaller than this gain too little from compression to be worth a second copy. */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli quality 9) and `file.gz` (gzip level 9) beside every
 * compressible file over 1 KiB in `dir` and its subfolders, skipping copies at
 * least as new as their source. Synchronous: it runs once per publish, before the
 * folder goes live.
 * @param {string} dir
 * @returns {number} how many .br and .gz files were written
 */
export function precompressFolder(dir) {
  let written = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const source = join(entry.parentPath ?? entry.path, entry.name);
    if (!entry.isFile() || !COMPRESSIBLE.has(extname(entry.name).toLowerCase())) continue;
    const sourceInfo = statSync(source);
    if (sourceInfo.size <= PRECOMPRESS_MIN_BYTES) continue;
    /** @type {Array<[string, (raw: Buffer) => Buffer]>} */
    const variants = [
      [
        `${source}.br`,
        (raw) =>
          brotliCompressSync(raw, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: sourceInfo.size,
            },
          }),
      ],
      [`${source}.gz`, (raw) => gzipSync(raw, { level: 9 })],
    ];
    /** @type {Buffer | undefined} */
    let raw;
    for (const [target, compress] of variants) {
      if (existsSync(target) && statSync(target).mtimeMs >= sourceInfo.mtimeMs) continue;
      raw ??= readFileSync(source);
      writeFileSync(target, compress(raw));
      written += 1;
    }
  }
  return written;
}
