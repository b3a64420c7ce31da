// @ts-check
// Stage 1: the shell's build (its server build and the files every page links, from the
// build's own lists) and the runtime config the pages are rendered with.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appPorts, runtimeConfigFor } from '@intenta/workspace/ports.mjs';
import { PrerenderError } from './errors.mjs';

/** @typedef {typeof import('../src/server/index.tsx')} ShellServer */
/** @typedef {import('../src/features/remote-loading/api/runtime-config.ts').RuntimeConfig} RuntimeConfig */
/**
 * @typedef {object} ShellBuild
 * @property {string} distDir the build folder (shell/dist or a deployed version's)
 * @property {ShellServer} server its server build
 * @property {string[]} startupScripts the chunks the shell's entry loads first (`startup-scripts.json`)
 * @property {string[]} entryScripts the shell's entry
 * @property {string[]} stylesheets the shell's one stylesheet (decision 063)
 * @property {string[]} fontPreloads the font files preloaded for the first paint
 */

/**
 * @param {string} distDir
 * @returns {ShellBuild}
 */
export function loadShellBuild(distDir) {
  /** @type {ShellServer} */
  const server = createRequire(import.meta.url)(join(distDir, 'server/index.cjs'));
  /** @type {{ initial: { js?: string[]; css?: string[] }; async?: { css?: string[] }; assets?: string[] }} */
  const shellFiles = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8')).entries.index;
  return {
    distDir,
    server,
    startupScripts: JSON.parse(readFileSync(join(distDir, 'startup-scripts.json'), 'utf8')),
    entryScripts: shellFiles.initial.js ?? [],
    // Render-blocking, so the served page is styled before it paints.
    stylesheets: [...(shellFiles.initial.css ?? []), ...(shellFiles.async?.css ?? [])],
    // The Latin subset of the font: preloaded so it is there for the first paint (fonts.css).
    fontPreloads: (shellFiles.assets ?? []).filter((f) =>
      /inter-latin-wght-normal\.[0-9a-f]+\.woff2$/.test(f),
    ),
  };
}

/**
 * The runtime config in `configFile`, or the local ports' (PORT_OFFSET included) without one.
 * @param {string | undefined} configFile
 * @returns {RuntimeConfig}
 */
export function readRuntimeConfig(configFile) {
  try {
    return configFile ? JSON.parse(readFileSync(configFile, 'utf8')) : runtimeConfigFor(appPorts());
  } catch (error) {
    const reason = /** @type {{ code?: string; message?: string }} */ (error);
    throw new PrerenderError(
      `The runtime config ${configFile} could not be read (${reason.code ?? reason.message}).`,
    );
  }
}
