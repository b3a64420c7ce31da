// Valid HTML by an outside judge (docs/product.md §18): the Nu Html Checker (vnu.jar, the
// W3C validator's engine) finds no error in any served page: both languages, every post,
// the not-found pages. One checker run over all of them keeps the cost to one JVM start.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, siteOrigin, test } from '../../support/fixtures';
import { servedPagePaths } from '../../support/served-pages';

const require = createRequire(import.meta.url);
const VNU_JAR = join(dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

test('the Nu Html Checker finds no error in any served page', async ({ request }) => {
  const paths = await servedPagePaths(request);
  expect(paths.length).toBeGreaterThan(20);
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const fileOf = new Map<string, string>();
    for (const [i, path] of paths.entries()) {
      const response = await request.get(`${siteOrigin}${path}`);
      expect([200, 404], path).toContain(response.status());
      const file = join(dir, `page-${i}.html`);
      writeFileSync(file, await response.text());
      fileOf.set(`file:${file}`, path);
    }
    const run = spawnSync(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...[...fileOf.keys()].map((f) => f.slice(5))],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 50_000 },
    );
    expect(run.error, 'java (Debian: default-jre-headless) runs vnu.jar').toBeUndefined();
    const { messages } = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => `${fileOf.get(m.url) ?? m.url}: ${m.message}${m.extract ? ` — ${m.extract.trim()}` : ''}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
