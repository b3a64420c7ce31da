import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { createRemoteServer, listen } from 'shared/tooling/site-server.mjs';

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
