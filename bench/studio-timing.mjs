// @ts-check
// `npm run bench:studio [-- --runs 3]`: how long the studio takes from "In review" to a
// working preview address, and to publish the reviewed release (issue 37, item 7), on the
// production builds (`npm run build` first). A throwaway clone of this checkout is the content
// repository; the studio's first release uploads the existing builds (--prebuilt). Each run
// changes one Spanish FAQ answer, puts it in review, waits for the preview, publishes it and
// reads the publisher's own step times. Prints a table and writes bench/results/studio.json.
// Not part of `npm test`: speed is measured here, never asserted.
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const OFFSET = 700;
const studio = `http://localhost:${3010 + OFFSET}`;
const tmp = mkdtempSync(join(tmpdir(), 'intenta-studio-bench-'));
const repo = join(tmp, 'content');
execFileSync('git', ['clone', '-q', root, repo]);
symlinkSync(join(root, 'node_modules'), join(repo, 'node_modules'), 'dir');
const env = {
  ...process.env,
  CONTENT_REPO: repo,
  DEPLOY_DIR: join(tmp, 'deploy'),
  PORT_OFFSET: String(OFFSET),
};
const server = spawn(process.execPath, [join(root, 'studio/server/studio.mjs'), '--prebuilt'], {
  env,
  stdio: 'ignore',
});

const sleep = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms));
/** @param {string} action @param {object} params */
async function act(action, params) {
  const res = await fetch(`${studio}/api/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
  });
  return { status: res.status, body: await res.text() };
}
const state = async () => (await fetch(`${studio}/api/publisher`)).json();

try {
  while (!existsSync(join(tmp, 'deploy/current'))) await sleep(1000);
  const rows = [];
  for (let run = 1; run <= Number(values.runs); run++) {
    const path = 'mf-home/content/faq/faq.es.json';
    const faq = JSON.parse(readFileSync(join(repo, path), 'utf8'));
    faq.items[0].answer = `En dos a cuatro semanas (medición ${run}).`;
    const other = 'mf-home/content/faq/faq.en.json';
    const files = [
      { path: other, raw: readFileSync(join(repo, other), 'utf8') },
      { path, raw: `${JSON.stringify(faq, null, 2)}\n` },
    ];
    const saved = await act('persistEntry', {
      dataFiles: files.map((f) => ({ slug: 'faq', ...f })),
      assets: [],
      options: {
        collectionName: 'home-faq',
        commitMessage: 'Update faq',
        useWorkflow: true,
        status: 'draft',
      },
    });
    if (saved.status !== 200) throw new Error(`save: ${saved.body}`);
    const reviewAt = Date.now();
    await act('updateUnpublishedEntryStatus', {
      collection: 'home-faq',
      slug: 'faq',
      newStatus: 'pending_review',
    });
    let preview;
    for (;;) {
      preview = (await state()).events.find(
        (/** @type {any} */ e) => e.action === 'preview' && Date.parse(e.at) >= reviewAt - 1000,
      );
      if (preview && preview.status !== 'working') break;
      await sleep(250);
    }
    if (preview.status !== 'ready') throw new Error(`preview refused: ${preview.reasons.join('; ')}`);
    const previewMs = Date.now() - reviewAt;
    const publishAt = Date.now();
    const published = await act('publishUnpublishedEntry', { collection: 'home-faq', slug: 'faq' });
    if (published.status !== 200) throw new Error(`publish: ${published.body}`);
    const publishMs = Date.now() - publishAt;
    /** @type {Record<string, number>} */
    const steps = {};
    preview.steps.forEach((/** @type {{ step: string, at: string }} */ mark, /** @type {number} */ i) => {
      const next = preview.steps[i + 1];
      if (next) steps[mark.step] = Date.parse(next.at) - Date.parse(mark.at);
    });
    rows.push({ run, previewMs, publishMs, steps });
    console.log(
      `run ${run}: review → preview ${(previewMs / 1000).toFixed(1)} s (${Object.entries(steps)
        .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`)
        .join(', ')}); publish ${(publishMs / 1000).toFixed(2)} s`,
    );
    execFileSync('git', ['checkout', '-q', 'main'], { cwd: repo });
  }
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/studio.json'),
    `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`,
  );
} finally {
  server.kill('SIGTERM');
  await sleep(1000);
  rmSync(tmp, { recursive: true, force: true });
}
