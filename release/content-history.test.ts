// @vitest-environment node
// Undo that stays undone: restoring a release reverts, on the content branch, the content that
// the releases made current after it brought, newest first, and nothing else.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSince, revertContent } from './content-history.mjs';

function repoWith(file: string, text: string) {
  const repo = mkdtempSync(join(tmpdir(), 'content-history-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Test');
  git('config', 'user.email', 'test@example.com');
  const commit = (text: string, message: string) => {
    writeFileSync(join(repo, file), text);
    git('add', '-A');
    git('commit', '-q', '-m', message);
    return git('rev-parse', 'HEAD');
  };
  return {
    repo,
    git,
    commit,
    first: commit(text, 'first'),
    read: () => readFileSync(join(repo, file), 'utf8'),
  };
}

describe('content history', () => {
  it('names the content of every release made current after the target, newest first', () => {
    const a = { repo: 'r', before: '1', after: '2' };
    const b = { repo: 'r', before: '2', after: '3' };
    const ledger = {
      releases: [],
      current: [
        { id: 'R1', replaced: null, at: '', reason: 'promote' },
        { id: 'R2', replaced: 'R1', at: '', reason: 'promote', content: [a] },
        { id: 'R3', replaced: 'R2', at: '', reason: 'promote', content: [b] },
      ],
    };
    expect(contentSince(ledger, 'R1')).toEqual([b, a]);
    expect(contentSince(ledger, 'R2')).toEqual([b]);
    expect(contentSince(ledger, 'R3')).toEqual([]);
  });

  it('reverts those changes in one commit, keeping a later unrelated change', () => {
    const { repo, git, commit, first, read } = repoWith('faq.json', 'answer: right\nother: one\n');
    const typo = commit('answer: wrnog\nother: one\n', 'publish the typo');
    const undo = revertContent([{ repo, before: first, after: typo }], 'Restore release R1');
    expect(read()).toBe('answer: right\nother: one\n');
    expect(undo).toMatchObject({ repo, before: typo });
    expect(git('log', '-1', '--format=%s')).toBe('Restore release R1');
    // The undo is itself a change a later restore can undo (redo).
    revertContent([undo!], 'Restore release R2');
    expect(read()).toBe('answer: wrnog\nother: one\n');
  });

  it('commits nothing and says so when a revert does not apply', () => {
    const { repo, git, commit, first } = repoWith('faq.json', 'answer: right\n');
    const typo = commit('answer: wrnog\n', 'publish the typo');
    commit('answer: rewritten since\n', 'a later edit of the same line');
    const head = git('rev-parse', 'HEAD');
    expect(() => revertContent([{ repo, before: first, after: typo }], 'Restore')).toThrow(
      /cannot be reverted/,
    );
    expect(git('rev-parse', 'HEAD')).toBe(head);
  });
});
