import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';
import { runtimeConfigFor } from '@intenta/workspace/ports.mjs';
import { renderSiteInChildProcess } from '../../shell/pipeline/child-process.mjs';
import { createRemoteServer, createShellServer, listen } from '@intenta/serve/site-server.mjs';

export const repoRoot = join(import.meta.dirname, '../..');

export interface RunningServer {
  port: number;
  origin: string;
  close: () => Promise<void>;
}

/**
 * The shell's build served as a single-page app, without prerendered pages:
 * the browser renders from nothing and reads `/runtime-config.json`, as in
 * development. For tests of client-side behaviour against remotes of their own.
 */
function createBrowserRenderedShellServer(root: string, overrides: Record<string, string>): Server {
  const files = sirv(root, { single: true, dev: true, etag: false });
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const override = overrides[path];
    if (override) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      createReadStream(override).pipe(res);
      return;
    }
    files(req, res);
  });
}

/**
 * Serves a production build folder on its own port: a remote's `dist` as
 * `npm start` does, or (`spaFallback`) the shell's build rendered in the browser.
 */
export async function serveFolder(
  root: string,
  port: number,
  options: { spaFallback?: boolean; overrides?: Record<string, string> } = {},
): Promise<RunningServer> {
  const server: Server = options.spaFallback
    ? createBrowserRenderedShellServer(root, options.overrides ?? {})
    : createRemoteServer({ root });
  await listen(server, port, 'test server');
  return {
    port,
    origin: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The whole site prerendered again with other site settings (an analytics id, say), as a
 * deployment that sets them would be, served on `port`.
 */
export async function servePrerenderedSite(
  site: Record<string, unknown>,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'intenta-prerendered-'));
  const config = runtimeConfigFor();
  const configFile = join(dir, 'runtime-config.json');
  await writeFile(configFile, JSON.stringify({ ...config, site: { ...config.site, ...site } }));
  const { code, output } = await renderSiteInChildProcess({ config: configFile, out: join(dir, 'published') })
    .finished;
  if (code !== 0) throw new Error(`The site could not be prerendered again:\n${output}`);
  const server = createShellServer({ root: join(dir, 'published/current') });
  // A free port: each worker that runs a spec's beforeAll gets a site of its own.
  await listen(server, 0, 'prerendered site');
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
