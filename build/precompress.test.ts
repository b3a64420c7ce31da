// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.mjs';

/** Big enough to be compressed (over 1 KiB). */
const APP_SCRIPT = `console.log("intenta app");\n`.repeat(60);
const dir = mkdtempSync(join(tmpdir(), 'precompress-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('compresses large text files once, and again when they change', () => {
    const files = {
      'big.html': APP_SCRIPT,
      'nested/big.css': APP_SCRIPT,
      'small.js': 'tiny',
      'image.png': APP_SCRIPT,
    };
    for (const [name, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), content);
    }
    expect(precompressFolder(dir)).toBe(4);
    expect(brotliDecompressSync(readFileSync(join(dir, 'big.html.br'))).toString()).toBe(APP_SCRIPT);
    expect(gunzipSync(readFileSync(join(dir, 'nested/big.css.gz'))).toString()).toBe(APP_SCRIPT);
    expect(precompressFolder(dir)).toBe(0);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dir, 'big.html'), later, later);
    expect(precompressFolder(dir)).toBe(2);
  });
});
