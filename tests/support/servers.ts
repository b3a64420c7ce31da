import type { Server } from 'node:http';
import { join } from 'node:path';
import { createStaticServer, listen } from '../../shared/tooling/static-server.mjs';

export const repoRoot = join(import.meta.dirname, '../..');

export interface RunningServer {
  port: number;
  origin: string;
  close: () => Promise<void>;
}

/** Serves a production build folder as `npm start` does, on its own port. */
export async function serveFolder(
  root: string,
  port: number,
  options: { spaFallback?: boolean; overrides?: Record<string, string> } = {},
): Promise<RunningServer> {
  const server: Server = createStaticServer({ root, ...options });
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
