// @ts-check
// The release folder and its publishing, all or nothing: a new release is written beside
// the current one and swapped in with one atomic rename; on any failure it is removed and
// the published site stays as it was.
import { cpSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { precompressFolder } from '@intenta/build/precompress.mjs';

/** The build's own lists and development page (and their compressed copies): never published. */
const BUILD_ONLY_FILES = new Set(['index.html', 'build-manifest.json', 'startup-scripts.json']);

/** @param {string} file a path relative to the build folder */
function isBuildOnly(file) {
  return BUILD_ONLY_FILES.has(file.replace(/\.(?:br|gz)$/, ''));
}

/**
 * A new release folder: `releaseDir` when the release tools name one, else a new `out/releases/<time>`.
 * @param {{ outDir: string; releaseDir: string | undefined }} folders
 */
export function openRelease({ outDir, releaseDir }) {
  const release = releaseDir ?? join(outDir, 'releases', new Date().toISOString().replace(/[:.]/g, '-'));
  mkdirSync(release, { recursive: true });
  return release;
}

/**
 * The shell's built files the browser loads, copied into the release.
 * @param {string} distDir
 * @param {string} release
 */
export function copyShellFiles(distDir, release) {
  cpSync(distDir, release, {
    recursive: true,
    filter: (source) =>
      !source.startsWith(join(distDir, 'server')) && !isBuildOnly(relative(distDir, source)),
  });
}

/**
 * What the current release recorded of each page (its content hash and last-modified date).
 * @param {string} outDir
 * @returns {Map<string, { path: string; hash: string; lastModified: string }>}
 */
export function readPreviousPages(outDir) {
  try {
    /** @type {{ pages: { path: string; hash: string; lastModified: string }[] }} */
    const record = JSON.parse(readFileSync(join(outDir, 'current', 'prerender.json'), 'utf8'));
    return new Map(record.pages.map((p) => [p.path, p]));
  } catch {
    return new Map();
  }
}

/**
 * Points `out/current` at the new release in one atomic rename; keeps the previous release for rollback.
 * @param {string} outDir
 * @param {string} release
 */
function swapCurrent(outDir, release) {
  const current = join(outDir, 'current');
  const next = join(outDir, `current.${process.pid}`);
  rmSync(next, { force: true });
  symlinkSync(join('releases', basename(release)), next);
  renameSync(next, current);
  const releases = readdirSync(join(outDir, 'releases')).sort();
  for (const old of releases.slice(0, -2))
    rmSync(join(outDir, 'releases', old), { recursive: true, force: true });
}

/**
 * Compresses the release and, unless the release tools publish it themselves, swaps it in.
 * @param {{ outDir: string; releaseDir: string | undefined }} folders
 * @param {string} release
 */
export function publishRelease({ outDir, releaseDir }, release) {
  precompressFolder(release);
  if (!releaseDir) swapCurrent(outDir, release);
}

/** @param {string} release a release that failed: removed, so nothing half-made is left */
export function discardRelease(release) {
  rmSync(release, { recursive: true, force: true });
}
