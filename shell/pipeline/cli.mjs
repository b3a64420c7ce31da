// @ts-check
// `npm run prerender`: renders every page (index.mjs) and publishes them.
//   node shell/pipeline/cli.mjs [--config FILE] [--out DIR | --release DIR]
//                               [--shell DIR] [--local ORIGIN=DIR ...]
// --config  the runtime config to render with (default: the local ports, PORT_OFFSET included)
// --out     publish into DIR/releases/<time> and point DIR/current at it (npm start)
// --release render into exactly DIR and publish nothing (the release tools publish it)
// --shell   the shell build to render with (default shell/dist)
// --local   read URLs under ORIGIN from DIR instead of the network (a deployment
//           folder that is not being served yet); repeatable
// Relative paths are resolved against the folder the command was started from.
// The other tools start it through `renderSiteInChildProcess` (child-process.mjs).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PrerenderError } from './errors.mjs';
import { renderSite } from './index.mjs';

const shellDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// npm runs scripts from the repo root; INIT_CWD is where the command was typed.
const startDir = process.env.INIT_CWD ?? process.cwd();

/** @returns {import('./index.mjs').RenderSiteOptions} */
function readOptions() {
  const { values } = parseArgs({
    options: {
      shell: { type: 'string' },
      config: { type: 'string' },
      release: { type: 'string' },
      out: { type: 'string' },
      local: { type: 'string', multiple: true, default: [] },
    },
  });
  const path = (/** @type {string | undefined} */ value) =>
    value === undefined ? undefined : resolve(startDir, value);
  return {
    distDir: path(values.shell) ?? join(shellDir, 'dist'),
    configFile: path(values.config),
    releaseDir: path(values.release),
    outDir: path(values.out) ?? join(shellDir, 'published'),
    // `http://localhost:3002=deploy/apps/blog`: that origin's files are read from that folder.
    localOrigins: values.local.map((pair) => {
      const at = pair.indexOf('=');
      return { origin: new URL(pair.slice(0, at)).origin, dir: resolve(startDir, pair.slice(at + 1)) };
    }),
  };
}

try {
  const { release, pages, notFoundPages } = await renderSite(readOptions());
  console.log(`Prerendered ${pages} pages and ${notFoundPages} not-found pages into ${release}`);
} catch (error) {
  // A parent process (renderSiteInChildProcess) is told the failure as a typed message.
  process.send?.(
    error instanceof PrerenderError
      ? { type: 'failed', app: error.app, page: error.page, message: error.message.split('\n')[0] }
      : {
          type: 'failed',
          app: 'shell',
          message: String(error instanceof Error ? error.message : error).split('\n')[0],
        },
  );
  console.error(error instanceof PrerenderError ? `Prerender failed: ${error.message}` : error);
  console.error('Nothing was published; the site keeps its previous pages.');
  process.exit(1);
}
