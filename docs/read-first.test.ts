// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What a newcomer reads first, in half an hour: the README, the architecture, the conventions,
 * the principles and every workspace's README (the release pipeline's too, once it has one).
 * Together under 8,000 words; what is looked up, not read through (the product reference,
 * decision records, performance, operations, the partner API's reference), lives elsewhere.
 */
const root = join(import.meta.dirname, '..');
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  workspaces: string[];
};
const readFirst = [
  'README.md',
  'docs/architecture.md',
  'docs/conventions.md',
  'docs/principles.md',
  ...[...workspaces, 'release']
    .map((folder) => `${folder}/README.md`)
    .filter((file) => existsSync(join(root, file))),
];
const words = (file: string) => readFileSync(join(root, file), 'utf8').split(/\s+/).filter(Boolean).length;

describe('the docs read first', () => {
  it('include the README, the architecture and the apps’ READMEs', () => {
    expect(readFirst).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'shell/README.md', 'mf-blog/README.md']),
    );
  });

  it('take half an hour to read: under 8,000 words together', () => {
    const total = readFirst.reduce((sum, file) => sum + words(file), 0);
    expect(total).toBeLessThan(8000);
  });

  it('start with the two commands: npm ci && npm start serves the site, npm test runs everything', () => {
    const quickStart = /## Quick start\n([\s\S]*?)\n## /.exec(
      readFileSync(join(root, 'README.md'), 'utf8'),
    )?.[1];
    expect(quickStart).toMatch(/npm ci && npm start .*http:\/\/localhost:3000/);
    expect(quickStart).toMatch(/^npm test /m);
  });
});
