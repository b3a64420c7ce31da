// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { copyWidths, pictureCode, picturesCodeIn, pictureSize } from './pictures.mjs';

const dir = mkdtempSync(join(tmpdir(), 'pictures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** A plain photo of the size and format given, made by sharp. */
function photo(width: number, height: number, format: 'png' | 'jpeg' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();
}

/** What the app's build does with a loader's code: runs it with its public path. */
function run(code: string, publicPath = '/remote/'): unknown {
  return new Function('__webpack_public_path__', `return (${code});`)(publicPath);
}

/** A loader context that keeps what the build would emit. */
function build() {
  const emitted = new Map<string, Buffer>();
  return { emitted, emitFile: (name: string, bytes: Buffer) => void emitted.set(name, bytes) };
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

  it('of a PNG, a JPEG and a WebP', async () => {
    expect(pictureSize(file('a.png', await photo(640, 360, 'png')))).toEqual({ width: 640, height: 360 });
    expect(pictureSize(file('a.jpg', await photo(1024, 768, 'jpeg')))).toEqual({ width: 1024, height: 768 });
    expect(pictureSize(file('a.webp', await photo(300, 200, 'webp')))).toEqual({ width: 300, height: 200 });
  });

  it('of a phone photo stored on its side, as it is shown: upright', async () => {
    const sideways = await sharp(await photo(400, 300, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(pictureSize(file('upright.jpg', sideways))).toEqual({ width: 300, height: 400 });
  });

  it('names a file whose size cannot be read', () => {
    expect(() => pictureSize(file('no-size.svg', '<svg width="50%"><rect/></svg>'))).toThrow(
      /^no-size\.svg: its width and height cannot be read/,
    );
    expect(() => pictureSize(file('text.png', 'not a picture'))).toThrow(/^text\.png: /);
  });
});

describe('the widths the build makes of a photo', () => {
  it('each width the page shows it at and twice it', () => {
    expect(copyWidths({ width: 3000, height: 2000 }, 'cover')).toEqual([384, 736, 768, 1472]);
    expect(copyWidths({ width: 1000, height: 1000 }, 'logo')).toEqual([56, 112]);
  });

  it('never wider than the photo: its own width instead', () => {
    expect(copyWidths({ width: 800, height: 450 }, 'cover')).toEqual([384, 736, 768, 800]);
    expect(copyWidths({ width: 100, height: 100 }, 'portrait')).toEqual([96, 100]);
  });

  it('a portrait square, as wide as the shorter side at most', () => {
    expect(copyWidths({ width: 900, height: 150 }, 'portrait')).toEqual([96, 150]);
  });
});

describe('a picture in the build', () => {
  it('an SVG: only its size, nothing emitted (the app serves the file as it is)', async () => {
    const out = build();
    const svg = file('logo.svg', '<svg viewBox="0 0 96 96"><rect/></svg>');
    expect(await pictureCode(out, svg, 'logo')).toEqual({ size: { width: 96, height: 96 } });
    expect(out.emitted.size).toBe(0);
  });

  it('a photo: WebP copies for srcset and a fallback in its own format, hashed, under the public path', async () => {
    const out = build();
    const png = file('team-photo.png', await photo(1600, 900, 'png'));
    const { size, src, srcSet } = await pictureCode(out, png, 'cover');
    expect(size).toEqual({ width: 1600, height: 900 });
    expect(run(src!)).toMatch(/^\/remote\/static\/image\/team-photo-1472w\.[0-9a-f]{8}\.png$/);
    const set = String(run(srcSet!)).split(', ');
    expect(set.map((item) => item.replace(/\.[0-9a-f]{8}\./, '.#.'))).toEqual([
      '/remote/static/image/team-photo-384w.#.webp 384w',
      '/remote/static/image/team-photo-736w.#.webp 736w',
      '/remote/static/image/team-photo-768w.#.webp 768w',
      '/remote/static/image/team-photo-1472w.#.webp 1472w',
    ]);
    // What is emitted is what the addresses name, each copy as wide as it says, in its format.
    const names = [...out.emitted.keys()].map((name) => `/remote/${name}`).sort();
    expect(names).toEqual([run(src!), ...set.map((item) => item.split(' ')[0])].sort());
    for (const [name, bytes] of out.emitted) {
      const meta = await sharp(bytes).metadata();
      expect(meta.width).toBe(Number(/-(\d+)w\./.exec(name)![1]));
      expect(meta.format).toBe(name.endsWith('.webp') ? 'webp' : 'png');
    }
  });

  it('a JPEG falls back to a JPEG; a portrait is made square', async () => {
    const out = build();
    const jpg = file('founder.jpg', await photo(600, 400, 'jpeg'));
    const { src } = await pictureCode(out, jpg, 'portrait');
    expect(run(src!)).toMatch(/founder-192w\.[0-9a-f]{8}\.jpg$/);
    for (const bytes of out.emitted.values()) {
      const { width, height } = await sharp(bytes).metadata();
      expect(width).toBe(height);
    }
  });

  it('every picture of a folder by file name, other files left out', async () => {
    const folder = mkdtempSync(join(dir, 'folder-'));
    writeFileSync(join(folder, 'b.png'), await photo(120, 60, 'png'));
    writeFileSync(join(folder, 'a.svg'), '<svg viewBox="0 0 4 3"></svg>');
    writeFileSync(join(folder, 'notes.txt'), 'not a picture');
    const { names, code } = await picturesCodeIn(build(), folder, 'logo');
    expect(names).toEqual(['a.svg', 'b.png']);
    expect(run(code)).toEqual({
      'a.svg': { width: 4, height: 3 },
      'b.png': {
        width: 120,
        height: 60,
        src: expect.stringMatching(/^\/remote\/static\/image\/b-112w\.[0-9a-f]{8}\.png$/),
        srcSet: expect.stringMatching(/b-56w\.[0-9a-f]{8}\.webp 56w, .*b-112w\.[0-9a-f]{8}\.webp 112w$/),
      },
    });
  });
});
