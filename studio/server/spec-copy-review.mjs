// @ts-check
// The copy the product spec quotes (tests/spec-copy.json): for each entry in review or ready,
// what it does to those strings, so the studio says so before it is published.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const toolRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** @type {typeof import('@intenta/content-model/spec-copy.ts')} */
const { readSpecCopy, specCopyNotices, SPEC_COPY_FILE } = await createJiti(import.meta.url).import(
  '@intenta/content-model/spec-copy.ts',
);

/** @param {import('./content-repo.mjs').ContentRepo} content */
export function createSpecCopyReview(content) {
  /** @type {Map<string, { at: string, notices: string[] }>} */
  const checked = new Map();

  /** @param {string} rev @param {string} path */
  const readJson = (rev, path) => {
    try {
      const raw = content.fileAt(path, rev);
      return raw === undefined ? undefined : JSON.parse(raw);
    } catch {
      // Not JSON: the gate refused it when it was saved, and the build would too.
      return undefined;
    }
  };

  /**
   * Read from git alone (decap-server keeps an entry's status in its branch's description), so
   * it holds whatever branch decap-server has checked out; an entry is looked at again only when
   * it or the content branch moves.
   * @returns {Record<string, string[]>}
   */
  function inReview() {
    const quotes = readSpecCopy(existsSync(join(content.repo, SPEC_COPY_FILE)) ? content.repo : toolRoot);
    const quoted = new Set(quotes.map((q) => q.file));
    /** @type {Record<string, string[]>} */
    const found = {};
    const heads = content.git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms/');
    for (const head of heads ? heads.split('\n') : []) {
      const label = spawnSync('git', ['config', '--get', `branch.${head}.description`], {
        cwd: content.repo,
        encoding: 'utf8',
      }).stdout.trim();
      if (!/(pending_review|pending_publish)$/.test(label)) continue;
      let base, at;
      try {
        base = content.git('merge-base', content.branch, head);
        at = `${base} ${content.git('rev-parse', head)}`;
      } catch {
        continue; // published or deleted since the list was read: nothing of it to say
      }
      let known = checked.get(head);
      if (known?.at !== at) {
        const changed = content
          .changedFiles(base, head)
          .filter((path) => quoted.has(path))
          .map((path) => ({ path, before: readJson(base, path), after: readJson(head, path) }));
        known = { at, notices: specCopyNotices(quotes, changed) };
        checked.set(head, known);
      }
      if (known.notices.length) found[head.slice('cms/'.length)] = known.notices;
    }
    return found;
  }

  return { inReview };
}
