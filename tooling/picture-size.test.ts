// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pictureSize, pictureSizesIn } from './picture-size.mjs';

const dir = mkdtempSync(join(tmpdir(), 'picture-size-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** The first bytes of a PNG: signature and IHDR chunk. */
function png(width: number, height: number): Buffer {
  const head = Buffer.alloc(33);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'latin1');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  return head;
}

/** A JPEG's start, an APP0 segment, then a baseline frame header (SOF0). */
function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.alloc(19);
  sof.writeUInt16BE(0xffc0, 0);
  sof.writeUInt16BE(17, 2);
  sof[4] = 8;
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

/** A WebP file's RIFF header and its first chunk, of the kind given. */
function webp(kind: 'VP8 ' | 'VP8L' | 'VP8X', width: number, height: number): Buffer {
  const bytes = Buffer.alloc(40);
  bytes.write('RIFF', 0, 'latin1');
  bytes.write('WEBP', 8, 'latin1');
  bytes.write(kind, 12, 'latin1');
  if (kind === 'VP8 ') {
    bytes.set([0x9d, 0x01, 0x2a], 23);
    bytes.writeUInt16LE(width, 26);
    bytes.writeUInt16LE(height, 28);
  } else if (kind === 'VP8L') {
    bytes[20] = 0x2f;
    bytes.writeUInt32LE((width - 1) | ((height - 1) << 14), 21);
  } else {
    bytes.writeUIntLE(width - 1, 24, 3);
    bytes.writeUIntLE(height - 1, 27, 3);
  }
  return bytes;
}

describe('the size of a picture, read from its file', () => {
  it.each([
    ['width and height', '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48">', 96, 48],
    ['pixels', '<svg width="120px" height="30px" viewBox="0 0 12 3">', 120, 30],
    ['a viewBox alone', '<?xml version="1.0"?>\n<svg viewBox="0 0 1280 720">', 1280, 720],
    ['a viewBox with commas', '<svg viewBox="0,0,300,150" width="100%">', 300, 150],
    ['one side and a viewBox', '<svg width="200" viewBox="0 0 400 100">', 200, 50],
  ])('of an SVG with %s', (_, svg, width, height) => {
    expect(pictureSize(file('a.svg', `${svg}<rect/></svg>`))).toEqual({ width, height });
  });

  it('of a PNG, a JPEG and the three kinds of WebP', () => {
    expect(pictureSize(file('a.png', png(640, 360)))).toEqual({ width: 640, height: 360 });
    expect(pictureSize(file('a.jpg', jpeg(1024, 768)))).toEqual({ width: 1024, height: 768 });
    expect(pictureSize(file('lossy.webp', webp('VP8 ', 300, 200)))).toEqual({ width: 300, height: 200 });
    expect(pictureSize(file('lossless.webp', webp('VP8L', 301, 201)))).toEqual({ width: 301, height: 201 });
    expect(pictureSize(file('extended.webp', webp('VP8X', 5000, 3000)))).toEqual({
      width: 5000,
      height: 3000,
    });
  });

  it('names a file whose size cannot be read', () => {
    expect(() => pictureSize(file('no-size.svg', '<svg width="50%"><rect/></svg>'))).toThrow(
      /^no-size\.svg: its width and height cannot be read/,
    );
    expect(() => pictureSize(file('text.png', 'not a picture'))).toThrow(/^text\.png: /);
  });

  it('of every picture in a folder, by file name, other files left out', () => {
    const folder = mkdtempSync(join(dir, 'folder-'));
    writeFileSync(join(folder, 'b.png'), png(10, 20));
    writeFileSync(join(folder, 'a.svg'), '<svg viewBox="0 0 4 3"></svg>');
    writeFileSync(join(folder, 'notes.txt'), 'not a picture');
    expect(pictureSizesIn(folder)).toEqual({
      'a.svg': { width: 4, height: 3 },
      'b.png': { width: 10, height: 20 },
    });
  });
});
