// @ts-check
// Undo that stays undone (docs/decisions/084-undo-restores-content.md): a release the studio
// made current records the content commits it brought (`ContentChange`, in the ledger). Making
// an earlier release current again reverts the content of every release made current since,
// newest first, in one commit on the content branch, so the studio shows what is live and
// neither the next publish nor the scheduler brings the undone change back.
import { spawnSync } from 'node:child_process';
import { DeployError } from './deployment.mjs';

/**
 * @typedef {import('./deployment.mjs').Ledger} Ledger
 * @typedef {import('./deployment.mjs').ContentChange} ContentChange
 */

/**
 * The content changes that restoring `targetId` undoes: those of every release made current
 * after the last time `targetId` was, newest first.
 * @param {Ledger} ledger
 * @param {string} targetId
 * @returns {ContentChange[]}
 */
export function contentSince(ledger, targetId) {
  const last = ledger.current.findLastIndex((entry) => entry.id === targetId);
  return ledger.current
    .slice(last + 1)
    .flatMap((entry) => (entry.content ? [entry.content] : []))
    .reverse();
}

/**
 * @param {string} repo
 * @param {string[]} args
 * @param {string} [input]
 */
function git(repo, args, input) {
  const out = spawnSync('git', args, { cwd: repo, encoding: 'utf8', input, maxBuffer: 256 * 1024 * 1024 });
  if (out.status !== 0)
    throw new DeployError(`git ${args[0]}: ${(out.stderr || out.error?.message || '').trim()}`);
  return out.stdout;
}

/**
 * Reverts `changes` (newest first) on the branch checked out in their repository, as one
 * commit. Nothing is committed when a revert does not apply (a later edit of the same lines):
 * the error says which change.
 * @param {ContentChange[]} changes
 * @param {string} message the commit's message
 * @returns {ContentChange | null} the revert, itself a change a later restore can undo
 */
export function revertContent(changes, message) {
  const repo = changes[0]?.repo;
  if (!repo) return null;
  const before = git(repo, ['rev-parse', 'HEAD']).trim();
  try {
    for (const change of changes) {
      const diff = git(repo, ['diff', '--binary', change.before, change.after]);
      if (diff.trim()) git(repo, ['apply', '-R', '--index', '--3way'], diff);
    }
    if (!git(repo, ['diff', '--cached', '--name-only']).trim()) return null;
    git(repo, ['commit', '-q', '-m', message]);
  } catch (error) {
    // Back to where it was: the site and the branch stay as they were.
    spawnSync('git', ['reset', '-q', '--hard', before], { cwd: repo });
    throw new DeployError(
      `The content of the later releases cannot be reverted (${/** @type {Error} */ (error).message.split('\n')[0]}); nothing changed.`,
    );
  }
  return { repo, before, after: git(repo, ['rev-parse', 'HEAD']).trim() };
}
